import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PluginTestRoot, disableWebAnimations, loadRoutePage } from '@ontobench/sdk/testing';
import type { CommandDto, CommandPreview } from '../../common/commands/api.ts';
import { COMMANDS_ROUTE_ID } from '../contributions/commands.ts';
import extension from '../index.ts';
import { kernelWithHttp, type Call } from '../test-http.ts';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

const command: CommandDto = { id: 'c1', name: 'tags.mine', json: '{"class":"x","fields":[{"prop":"p"}]}' };
const preview = (offset: number, total = 25): CommandPreview => ({
  columns: [{ prop: 'p', name: 'автор' }],
  rows: Array.from({ length: Math.min(20, total - offset) }, (_, n) => ({
    id: `r${offset + n}`,
    name: `Тег ${offset + n}`,
    cells: ['Админов'],
  })),
  total,
  offset,
  limit: 20,
});

async function open(answer: (call: Call) => { status?: number; body?: unknown }) {
  const { kernel, calls } = kernelWithHttp(answer);
  kernel.host.install(extension);
  const Page = await loadRoutePage(kernel, COMMANDS_ROUTE_ID);
  render(
    <PluginTestRoot kernel={kernel} extensionId="administration" path="/settings/commands">
      <Page params={{}} />
    </PluginTestRoot>,
  );
  return calls;
}

const reply = (c: Call) => {
  if (c.url.endsWith('/run')) return { body: preview((c.body as { offset: number }).offset) };
  if (c.method === 'DELETE' && c.url.includes('utils/cache')) return { body: { dropped: 2 } };
  return { body: { commands: [command] } };
};

describe('the commands page (/settings/commands, issue 21 item 3; shell.md §7 get_data `command`)', () => {
  it('runs a command with a paged preview; the cache flag and the cache drop go to the server', async () => {
    const calls = await open(reply);
    const row = await screen.findByTestId('admin-command-row');
    fireEvent.click(within(row).getByRole('button', { name: 'Выполнить команду tags.mine' }));
    expect(await screen.findAllByTestId('admin-command-preview-row')).toHaveLength(20);
    expect(screen.getByTestId('admin-command-preview-total').textContent).toBe('Всего строк: 25');
    expect(screen.getByRole('columnheader', { name: 'автор' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Вперёд' }));
    await waitFor(() => expect(screen.getAllByTestId('admin-command-preview-row')).toHaveLength(5));
    expect(calls.filter((c) => c.url.endsWith('/run')).map((c) => c.body)).toEqual([
      { offset: 0, limit: 20, cache: false },
      { offset: 20, limit: 20, cache: false },
    ]);
    fireEvent.click(screen.getByTestId('admin-command-cache'));
    await waitFor(() => expect(calls.at(-1)!.body).toEqual({ offset: 0, limit: 20, cache: true }));
    fireEvent.click(screen.getByTestId('admin-command-drop-cache'));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/utils/cache/command/tags.mine')).toBe(true),
    );
  });

  it('creates a command; the server’s Russian reason is shown', async () => {
    const calls = await open((c) =>
      c.method === 'POST'
        ? { status: 400, body: { error: 'JSON команды: поле «class» обязательно' } }
        : { body: { commands: [] } },
    );
    expect(await screen.findByTestId('admin-commands-empty')).toBeTruthy();
    fireEvent.click(screen.getByTestId('admin-command-create'));
    fireEvent.change(await screen.findByTestId('admin-command-name'), { target: { value: 'x' } });
    fireEvent.change(screen.getByTestId('admin-command-json'), { target: { value: '{}' } });
    fireEvent.click(screen.getByTestId('admin-command-submit'));
    expect((await screen.findByTestId('admin-command-problem')).textContent).toContain('поле «class» обязательно');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ name: 'x', json: '{}' });
  });

  it('a preview that fails shows the reason; an empty one says so', async () => {
    await open((c) => (c.url.endsWith('/run') ? { status: 400, body: { error: 'Команда не выполняется' } } : reply(c)));
    fireEvent.click(await screen.findByRole('button', { name: 'Выполнить команду tags.mine' }));
    expect((await screen.findByTestId('admin-command-preview-failed')).textContent).toContain('Команда не выполняется');
    cleanup();
    await open((c) => (c.url.endsWith('/run') ? { body: preview(0, 0) } : reply(c)));
    fireEvent.click(await screen.findByRole('button', { name: 'Выполнить команду tags.mine' }));
    expect(await screen.findByTestId('admin-command-preview-empty')).toBeTruthy();
  });

  it('deletes a command after a confirmation; a failed list offers a retry', async () => {
    const calls = await open((c) => (c.method === 'DELETE' ? { status: 204 } : reply(c)));
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить команду tags.mine' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/administration/commands/c1'));
    cleanup();
    await open(() => ({ status: 500, body: { error: 'Нет связи' } }));
    expect((await screen.findByTestId('admin-commands-failed')).textContent).toContain('Нет связи');
  });
});
