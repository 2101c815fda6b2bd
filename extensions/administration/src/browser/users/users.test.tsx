import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PluginTestRoot, disableWebAnimations, loadRoutePage } from '@ontobench/sdk/testing';
import type { UserDto } from '../../common/users/api.ts';
import { USERS_ROUTE_ID } from '../contributions/users.ts';
import extension from '../index.ts';
import { kernelWithHttp, type Call } from '../test-http.ts';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

const user = (id: string, more: Partial<UserDto> = {}): UserDto => ({
  id,
  name: `Пользователев ${id} Иванович`,
  email: `${id}@example.test`,
  isAdmin: false,
  isBetaTester: false,
  app: 'onto',
  accessSuspended: false,
  licenseExpirationDate: null,
  deleteAccountRequestDate: null,
  accountDeletedDate: null,
  disabledRoutes: [],
  enabledRoutes: [],
  hiddenComponents: [],
  hasPassword: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...more,
});

async function open(answer: (call: Call) => { status?: number; body?: unknown }) {
  const { kernel, calls } = kernelWithHttp(answer);
  kernel.host.install(extension);
  const Page = await loadRoutePage(kernel, USERS_ROUTE_ID);
  render(
    <PluginTestRoot kernel={kernel} extensionId="administration" path="/settings/users">
      <Page params={{}} />
    </PluginTestRoot>,
  );
  return calls;
}

describe('the users page (/settings/users, issue 21 item 1)', () => {
  it('lists the accounts with their flags; searching asks the server', async () => {
    const calls = await open(() => ({
      body: {
        items: [
          user('me', { isAdmin: true }),
          user('bob', { accessSuspended: true, deleteAccountRequestDate: '2026-11-20' }),
        ],
        total: 2,
      },
    }));
    const rows = await screen.findAllByTestId('admin-user-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Администратор');
    expect(rows[1]!.textContent).toContain('Доступ приостановлен');
    expect(rows[1]!.textContent).toContain('20.11.2026');
    // No suspend button for oneself; «Возобновить доступ» for a suspended user.
    expect(within(rows[0]!).queryByTestId('admin-user-suspend')).toBeNull();
    expect(within(rows[1]!).getByTestId('admin-user-suspend').textContent).toBe('Возобновить доступ');
    fireEvent.change(screen.getByTestId('admin-users-search'), { target: { value: 'боб' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toContain('/api/administration/users?search=%D0%B1%D0%BE%D0%B1&limit=50'),
    );
    expect(calls[0]!.url).toBe('/api/administration/users?limit=50');
  });

  it('shows the empty state, the error state with retry, and pages by 50', async () => {
    let fail = true;
    const calls = await open(() =>
      fail ? { status: 500, body: { error: 'Сервер недоступен' } } : { body: { items: [user('a')], total: 120 } },
    );
    expect((await screen.findByTestId('admin-users-failed')).textContent).toContain('Сервер недоступен');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Страница 1 из 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Вперёд' }));
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/administration/users?offset=50&limit=50'));
  });

  it('suspends a user with PATCH accessSuspended and says so', async () => {
    const calls = await open((c) =>
      c.method === 'PATCH'
        ? { body: user('bob', { accessSuspended: true }) }
        : { body: { items: [user('bob')], total: 1 } },
    );
    fireEvent.click(await screen.findByTestId('admin-user-suspend'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toBeTruthy());
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect([patch.url, patch.body]).toEqual(['/api/administration/users/bob', { accessSuspended: true }]);
  });

  it('creates a user; the server’s refusal shows in the dialog', async () => {
    const calls = await open((c) =>
      c.method === 'POST'
        ? { status: 409, body: { error: 'Пользователь с такой электронной почтой уже есть' } }
        : { body: { items: [], total: 0 } },
    );
    expect(await screen.findByTestId('admin-users-empty')).toBeTruthy();
    fireEvent.click(screen.getByTestId('admin-user-create'));
    fireEvent.click(await screen.findByTestId('admin-user-create-submit'));
    expect((await screen.findAllByText('Обязательное поле')).length).toBe(3);
    fireEvent.change(screen.getByTestId('admin-user-name'), { target: { value: 'Новиков Ной Ноевич' } });
    fireEvent.change(screen.getByTestId('admin-user-email'), { target: { value: 'noy@example.test' } });
    fireEvent.change(screen.getByTestId('admin-user-password'), { target: { value: 'Noy-password-1' } });
    fireEvent.click(screen.getByTestId('admin-user-create-submit'));
    expect((await screen.findByTestId('admin-user-create-problem')).textContent).toContain('уже есть');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'Новиков Ной Ноевич',
      email: 'noy@example.test',
      password: 'Noy-password-1',
      app: 'onto',
      isAdmin: false,
      isBetaTester: false,
    });
  });

  it('the edit dialog cannot take one’s own administrator flag and sends the rights', async () => {
    const me = user('me', { isAdmin: true, hiddenComponents: ['gone.plugin.button', 'chat'] });
    const calls = await open((c) => (c.method === 'PATCH' ? { body: me } : { body: { items: [me], total: 1 } }));
    fireEvent.click(await screen.findByRole('button', { name: /^Изменить: / }));
    const own = (await screen.findByTestId('admin-user-is-admin')) as HTMLInputElement;
    expect(own.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('admin-user-licence'), { target: { value: '2030-01-31' } });
    // Hidden components are picked from what the shell hides (menu entries…), named by their labels; an id
    // no contribution has any more is still listed, so it can be removed.
    fireEvent.click(screen.getByRole('button', { name: /^gone\.plugin\.button Удалить/ }));
    fireEvent.click(screen.getByTestId('admin-user-hidden'));
    fireEvent.click(await screen.findByText('Меню: Пользователи (administration.menu.users)'));
    fireEvent.click(screen.getByTestId('admin-user-edit-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toBeTruthy());
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({
      isBetaTester: false,
      app: 'onto',
      licenseExpirationDate: '2030-01-31',
      disabledRoutes: [],
      enabledRoutes: [],
      hiddenComponents: ['chat', 'administration.menu.users'],
    });
  });

  it('sets a password only when both entries agree', async () => {
    const calls = await open((c) =>
      c.method === 'POST' ? { status: 204 } : { body: { items: [user('bob')], total: 1 } },
    );
    fireEvent.click(await screen.findByRole('button', { name: /^Задать пароль: / }));
    fireEvent.change(await screen.findByTestId('admin-user-new-password'), { target: { value: 'New-password-1' } });
    fireEvent.change(screen.getByTestId('admin-user-repeat-password'), { target: { value: 'other' } });
    fireEvent.click(screen.getByTestId('admin-user-password-submit'));
    expect(await screen.findByText('Пароли не совпадают')).toBeTruthy();
    fireEvent.change(screen.getByTestId('admin-user-repeat-password'), { target: { value: 'New-password-1' } });
    fireEvent.click(screen.getByTestId('admin-user-password-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeTruthy());
    expect(calls.find((c) => c.method === 'POST')!).toEqual({
      url: '/api/administration/users/bob/password',
      method: 'POST',
      body: { password: 'New-password-1' },
    });
  });
});
