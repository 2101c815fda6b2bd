import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type * as Sdk from '@ontobench/sdk';
import { PluginTestRoot, disableWebAnimations, loadRoutePage } from '@ontobench/sdk/testing';
import type { CopyPlan } from '../../common/copy/api.ts';
import type { RoleDto } from '../../common/roles/api.ts';
import { COPY_ROUTE_ID } from '../contributions/copy.ts';
import extension from '../index.ts';
import { kernelWithHttp, type Call } from '../test-http.ts';

// The SDK's ObjectPicker searches the store; here a button per picker picks a fixed user.
vi.mock('@ontobench/sdk', async (importOriginal) => {
  const { createElement } = await import('react');
  const users: Record<string, { id: string; name: string }> = {
    'admin-copy-source-user': { id: 'u-alice', name: 'Алиса' },
    'admin-copy-add-user': { id: 'u-bob', name: 'Боб' },
  };
  return {
    ...(await importOriginal<typeof Sdk>()),
    ObjectPicker: (props: { onChange: (v: unknown) => void; 'data-testid'?: string }) =>
      createElement(
        'button',
        {
          type: 'button',
          'data-testid': props['data-testid'],
          onClick: () => props.onChange(users[props['data-testid']!]),
        },
        'выбрать',
      ),
  };
});

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

const role = (code: string) => ({ id: `id-${code}`, code, name: `Роль ${code}` }) as RoleDto;
const plan: CopyPlan = {
  changes: [
    { what: 'views', targetKind: 'role', target: 'first', targetName: 'Роль first', name: 'Планета', action: 'create' },
    { what: 'tags', targetKind: 'role', target: 'first', targetName: 'Роль first', name: 'Общий тег', action: 'share' },
  ],
  applied: false,
};

async function open(answer: (call: Call) => { status?: number; body?: unknown }) {
  const { kernel, calls } = kernelWithHttp(answer);
  kernel.host.install(extension);
  const Page = await loadRoutePage(kernel, COPY_ROUTE_ID);
  render(
    <PluginTestRoot kernel={kernel} extensionId="administration" path="/copy-settings">
      <Page params={{}} />
    </PluginTestRoot>,
  );
  return calls;
}

const roles = { body: { roles: [role('src'), role('first'), role('second')] } };

describe('copy settings (/copy-settings, issue 21 item 5)', () => {
  it('picks the source, a target and what; previews the changes, then applies them all', async () => {
    const calls = await open((c) => (c.method === 'POST' ? { body: plan } : roles));
    fireEvent.change(await screen.findByTestId('admin-copy-source'), { target: { value: 'src' } });
    const targets = screen.getByTestId('admin-copy-targets');
    expect(within(targets).queryByRole('checkbox', { name: 'Роль src (src)' })).toBeNull();
    fireEvent.click(within(targets).getByRole('checkbox', { name: 'Роль first (first)' }));
    fireEvent.click(screen.getByTestId('admin-copy-preview'));
    const rows = await screen.findAllByTestId('admin-copy-change');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Виды классовРоль Роль first (first)Планетабудет создан',
      'ТегиРоль Роль first (first)Общий тегстанет общим',
    ]);
    fireEvent.click(screen.getByTestId('admin-copy-apply'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { sourceRole: 'src', targetRoles: ['first'], what: ['views', 'tags'], apply: false },
      { sourceRole: 'src', targetRoles: ['first'], what: ['views', 'tags'], apply: true },
    ]);
    await waitFor(() => expect(screen.queryByTestId('admin-copy-plan')).toBeNull());
  });

  it('an empty plan says so; a refusal is shown; a failed role list offers a retry', async () => {
    await open((c) => (c.method === 'POST' ? { body: { changes: [], applied: false } } : roles));
    fireEvent.change(await screen.findByTestId('admin-copy-source'), { target: { value: 'src' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Роль second (second)' }));
    fireEvent.click(screen.getByTestId('admin-copy-preview'));
    expect(await screen.findByTestId('admin-copy-nothing')).toBeTruthy();
    cleanup();
    await open((c) => (c.method === 'POST' ? { status: 400, body: { error: 'Неизвестный код роли «src»' } } : roles));
    fireEvent.change(await screen.findByTestId('admin-copy-source'), { target: { value: 'src' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Роль second (second)' }));
    fireEvent.click(screen.getByTestId('admin-copy-preview'));
    expect((await screen.findByTestId('admin-copy-problem')).textContent).toContain('Неизвестный код роли');
    cleanup();
    await open(() => ({ status: 500, body: { error: 'Нет связи' } }));
    expect((await screen.findByTestId('admin-copy-failed')).textContent).toContain('Нет связи');
  });
});

const userPlan: CopyPlan = {
  changes: [
    { what: 'settings', targetKind: 'user', target: 'u-bob', targetName: 'Боб', name: 'theme', action: 'replace' },
    { what: 'tags', targetKind: 'user', target: 'u-bob', targetName: 'Боб', name: 'Важное', action: 'create' },
  ],
  applied: false,
};

describe('copy settings from a user (issue 21 item 5)', () => {
  it('user → users: views are greyed out, the preview lists settings and tags, applying sends the same choice', async () => {
    const calls = await open((c) =>
      c.method === 'POST' ? { body: userPlan } : { body: { roles: [role('src'), role('first')] } },
    );
    fireEvent.click(await screen.findByRole('radio', { name: 'От пользователя' }));
    fireEvent.click(screen.getByTestId('admin-copy-source-user'));
    expect(screen.getByTestId('admin-copy-preview')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('admin-copy-add-user'));
    const targets = screen.getByTestId('admin-copy-target-users');
    expect(within(targets).getByText('Боб')).toBeTruthy();
    const what = screen.getByTestId('admin-copy-what');
    expect(within(what).getByRole('checkbox', { name: 'Виды классов' })).toHaveProperty('disabled', true);
    expect(within(what).getByRole('checkbox', { name: 'Настройки пользователя' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByTestId('admin-copy-preview'));
    const rows = await screen.findAllByTestId('admin-copy-change');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Настройки пользователяПользователь Бобthemeзаменит имеющийся',
      'ТегиПользователь БобВажноебудет создан',
    ]);
    fireEvent.click(screen.getByTestId('admin-copy-apply'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    const body = { sourceUser: 'u-alice', targetUsers: ['u-bob'], what: ['settings', 'tags'] };
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { ...body, apply: false },
      { ...body, apply: true },
    ]);
    // The user is removed from the targets by the keyboard-reachable button naming them.
    fireEvent.click(screen.getByRole('button', { name: 'Убрать пользователя Боб' }));
    expect(within(targets).getByText('Пользователи не выбраны')).toBeTruthy();
  });
});
