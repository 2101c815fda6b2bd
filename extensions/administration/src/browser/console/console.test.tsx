import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Services } from '@ontobench/sdk';
import { PluginTestRoot, disableWebAnimations, loadRoutePage, realtimeFake } from '@ontobench/sdk/testing';
import type { ConsoleLineDto } from '../../common/console/api.ts';
import { CONSOLE_ROUTE_ID } from '../contributions/console.ts';
import extension from '../index.ts';
import { kernelWithHttp, type Call } from '../test-http.ts';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

const line = (id: string, level: ConsoleLineDto['level'], message: string): ConsoleLineDto => ({
  id,
  userId: 'me',
  userName: 'Я',
  procedure: 'noisy.run',
  level,
  time: '2026-11-29T04:00:00.000Z',
  message,
});

async function open(answer: (call: Call) => { status?: number; body?: unknown }, isAdmin = false) {
  const { kernel, calls } = kernelWithHttp(answer, { id: 'me', isAdmin });
  const realtime = realtimeFake();
  kernel.bind(Services.Realtime, realtime.service);
  kernel.host.install(extension);
  const Page = await loadRoutePage(kernel, CONSOLE_ROUTE_ID);
  render(
    <PluginTestRoot kernel={kernel} extensionId="administration" path="/usercodeConsoleOutput">
      <Page params={{}} />
    </PluginTestRoot>,
  );
  return { calls, realtime };
}

describe('the user-code console (/usercodeConsoleOutput, issue 21 item 8; shell.md §7 POST execute)', () => {
  it('shows time, level, procedure and message; filters by level and text go to the server', async () => {
    const { calls } = await open((c) =>
      c.url.includes('/console') ? { body: { lines: [line('1', 'warn', 'осторожно')], total: 1 } } : { body: {} },
    );
    const row = await screen.findByTestId('admin-console-row');
    expect(row.textContent).toContain('предупреждение');
    expect(row.textContent).toContain('noisy.run');
    expect(row.textContent).toContain('осторожно');
    expect(screen.queryByRole('columnheader', { name: 'Пользователь' })).toBeNull();
    fireEvent.click(screen.getByTestId('admin-console-level-error'));
    fireEvent.click(screen.getByTestId('admin-console-level-warn'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Поиск по тексту и процедуре' }), {
      target: { value: 'осторожно' },
    });
    await waitFor(() =>
      expect(calls.at(-1)!.url).toBe(
        '/api/administration/console?level=error%2Cwarn&search=%D0%BE%D1%81%D1%82%D0%BE%D1%80%D0%BE%D0%B6%D0%BD%D0%BE&offset=0&limit=50',
      ),
    );
  });

  it('is live: a line heard on the user’s own topic comes on top; one of a level filtered out does not', async () => {
    const { realtime } = await open(() => ({ body: { lines: [], total: 0 } }));
    expect(await screen.findByTestId('admin-console-empty')).toBeTruthy();
    const heard = (m: ConsoleLineDto) => realtime.send('administration/console:me', m);
    act(() => heard(line('2', 'error', 'упало')));
    expect((await screen.findByTestId('admin-console-row')).textContent).toContain('упало');
    fireEvent.click(screen.getByTestId('admin-console-level-error'));
    act(() => heard(line('3', 'log', 'шум')));
    await waitFor(() => expect(screen.queryByText('шум')).toBeNull());
  });

  it('an administrator listens to every user’s lines and sees who wrote them; a failed load offers a retry', async () => {
    const { realtime } = await open(
      () => ({ body: { lines: [{ ...line('1', 'info', 'привет'), userName: 'Алиса' }], total: 1 } }),
      true,
    );
    expect((await screen.findByTestId('admin-console-row')).textContent).toContain('Алиса');
    expect(realtime.listening('administration/console:all')).toBe(1);
    cleanup();
    await open(() => ({ status: 500, body: { error: 'Нет связи' } }));
    expect((await screen.findByTestId('admin-console-failed')).textContent).toContain('Нет связи');
  });
});
