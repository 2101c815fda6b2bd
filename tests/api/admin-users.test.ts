import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDto, UsersPage } from '../../extensions/administration/src/common/users/api.ts';
import { error, json, startAdminWorld, STUDENT } from './admin-support.ts';
import { ADMIN, ALICE, tableCounts, type Client, type TestServer } from './harness.ts';

/**
 * Issue 21 item 1 (users) on a real server: shell.md §3 "User" through the administration area's calls,
 * which reach the core's accounts through `ctx.users`. Every call refuses a user and a student with 403.
 */
let t: TestServer;
let admin: Client;
let alice: Client;
let student: Client;

const list = (c: Client, query = '') => json<UsersPage>(c.request('GET', `/api/administration/users${query}`));
const NEW = { name: 'Новикова Нина Николаевна', email: 'nina@contract.test', password: 'Nina-password-1' };

beforeAll(async () => {
  ({ t, admin, alice, student } = await startAdminWorld());
});
afterAll(() => t?.close());

describe('every users call is the administrators’ (issue 21 quality bar)', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/administration/users'],
    ['POST', '/api/administration/users', NEW],
    ['GET', '/api/administration/users/00000000-0000-4000-8000-000000000010'],
    ['PATCH', '/api/administration/users/00000000-0000-4000-8000-000000000010', { isAdmin: true }],
    ['POST', '/api/administration/users/00000000-0000-4000-8000-000000000010/password', { password: 'x' }],
  ];
  it.each(calls)(
    '%s %s: 403 for a user and a student, 401 without a token, nothing written',
    async (method, path, body) => {
      const before = await tableCounts(t.temp);
      for (const c of [alice, student]) expect((await c.request(method, path, body)).status).toBe(403);
      expect((await fetch(`${t.url}${path}`, { method })).status).toBe(401);
      expect(await tableCounts(t.temp)).toEqual(before);
    },
  );

  it('a user cannot make themselves an administrator through it either', async () => {
    expect((await alice.request('PATCH', `/api/administration/users/${alice.userId}`, { isAdmin: true })).status).toBe(
      403,
    );
    const me = await json<{ isAdmin: boolean }>(alice.request('GET', '/api/auth/check-auth'));
    expect(me.isAdmin).toBe(false);
  });
});

describe('list with search and paging (server side)', () => {
  it('lists every account with its flags, by name', async () => {
    const page = await list(admin);
    expect(page.total).toBe(4);
    expect(page.items.map((u) => u.email)).toContain(ALICE);
    const a = page.items.find((u) => u.email === ADMIN)!;
    expect([a.isAdmin, a.app, a.accessSuspended, a.hasPassword]).toEqual([true, 'onto', false, true]);
    expect(page.items.find((u) => u.email === STUDENT)!.app).toBe('edu');
  });

  it('searches name and e-mail ignoring case; pages with offset and limit', async () => {
    expect((await list(admin, '?search=АЛИС')).items.map((u) => u.email)).toEqual([ALICE]);
    expect((await list(admin, '?search=student@')).items.map((u) => u.email)).toEqual([STUDENT]);
    expect((await list(admin, '?search=%25')).total).toBe(0);
    const first = await list(admin, '?limit=2');
    const second = await list(admin, '?limit=2&offset=2');
    expect([first.items.length, second.items.length, first.total, second.total]).toEqual([2, 2, 4, 4]);
    expect(new Set([...first.items, ...second.items].map((u) => u.id)).size).toBe(4);
  });

  it('refuses a bad page in Russian', async () => {
    expect(await error(admin.request('GET', '/api/administration/users?limit=0'), 400)).toMatch(/limit/);
    expect(await error(admin.request('GET', '/api/administration/users?offset=-1'), 400)).toMatch(/offset/);
  });
});

describe('create', () => {
  let nina: UserDto;
  it('creates an account that signs in', async () => {
    nina = await json<UserDto>(admin.request('POST', '/api/administration/users', { ...NEW, isBetaTester: true }));
    expect([nina.name, nina.email, nina.isAdmin, nina.isBetaTester, nina.app]).toEqual([
      NEW.name,
      NEW.email,
      false,
      true,
      'onto',
    ]);
    const c = await t.signIn(NEW.email, NEW.password);
    const me = await json<{ isBetaTester: boolean }>(c.request('GET', '/api/auth/check-auth'));
    expect(me.isBetaTester).toBe(true);
  });

  it('refuses a taken e-mail (409), the registration rules (400) and an unknown app, writing nothing', async () => {
    const before = await tableCounts(t.temp);
    const post = (body: unknown) => admin.request('POST', '/api/administration/users', body);
    expect(await error(post({ ...NEW, email: 'NINA@contract.test' }), 409)).toBe(
      'Пользователь с такой электронной почтой уже есть',
    );
    expect(await error(post({ ...NEW, email: 'x@contract.test', name: 'Nina' }), 400)).toBe(
      'ФИО не должно содержать латинских букв',
    );
    expect(await error(post({ ...NEW, email: 'not-an-email' }), 400)).toBe('Строка не похожа на e-mail');
    expect(await error(post({ ...NEW, email: 'y@contract.test', password: '1' }), 400)).toMatch(/^Пароль должен/);
    expect(await error(post({ ...NEW, email: 'z@contract.test', app: 'nope' }), 400)).toBe(
      'Приложение «nope» не объявлено на сервере',
    );
    expect(await tableCounts(t.temp)).toEqual(before);
  });

  it('sets app, route lists, hidden components, licence date and flags; the shell’s check-auth reports them', async () => {
    const c = await t.signIn(NEW.email, NEW.password);
    const changed = await json<UserDto>(
      admin.request('PATCH', `/api/administration/users/${nina.id}`, {
        app: 'edu',
        disabledRoutes: ['/ontologies'],
        enabledRoutes: ['analysis.queryHistory'],
        hiddenComponents: ['chat'],
        licenseExpirationDate: '2030-01-31',
        isBetaTester: false,
      }),
    );
    expect([changed.app, changed.disabledRoutes, changed.enabledRoutes, changed.hiddenComponents]).toEqual([
      'edu',
      ['/ontologies'],
      ['analysis.queryHistory'],
      ['chat'],
    ]);
    const me = await json<Record<string, unknown>>(c.request('GET', '/api/auth/check-auth'));
    expect([me.app, me.disabledRoutes, me.enabledRoutes, me.hiddenComponents, me.licenseExpirationDate]).toEqual([
      'edu',
      ['/ontologies'],
      ['analysis.queryHistory'],
      ['chat'],
      '2030-01-31',
    ]);
    expect(me.isBetaTester).toBe(false);
    const cleared = await json<UserDto>(
      admin.request('PATCH', `/api/administration/users/${nina.id}`, { licenseExpirationDate: null, app: 'onto' }),
    );
    expect([cleared.licenseExpirationDate, cleared.app]).toEqual([null, 'onto']);
  });

  it('refuses bad changes with a clear 400 and changes nothing', async () => {
    const patch = (body: unknown) => admin.request('PATCH', `/api/administration/users/${nina.id}`, body);
    expect(await error(patch({ licenseExpirationDate: '31.01.2030' }), 400)).toMatch(/ГГГГ-ММ-ДД/);
    expect(await error(patch({ isAdmin: 'yes' }), 400)).toBe('Поле «isAdmin» должно быть true или false');
    expect(await error(patch({ disabledRoutes: 'x' }), 400)).toMatch(/disabledRoutes/);
    expect(await error(patch({ email: 'a@b.c' }), 400)).toBe('Поле «email» не меняется здесь');
    expect(await error(patch({ app: 'nope' }), 400)).toMatch(/nope/);
    const after = await json<UserDto>(admin.request('GET', `/api/administration/users/${nina.id}`));
    expect([after.isAdmin, after.app, after.licenseExpirationDate]).toEqual([false, 'onto', null]);
    expect((await admin.request('GET', '/api/administration/users/00000000-0000-4000-8000-00000000ffff')).status).toBe(
      404,
    );
  });
});

describe('suspend and reactivate (accessSuspended)', () => {
  it('a suspended user cannot sign in and their live session ends; reactivated, they sign in again', async () => {
    const email = 'susp@contract.test';
    const made = await json<UserDto>(
      admin.request('POST', '/api/administration/users', { ...NEW, email, password: 'Susp-password-1' }),
    );
    const live = await t.signIn(email, 'Susp-password-1');
    expect((await live.request('GET', '/api/auth/osa-sessionid')).status).toBe(200);
    const suspended = await json<UserDto>(
      admin.request('PATCH', `/api/administration/users/${made.id}`, { accessSuspended: true }),
    );
    expect(suspended.accessSuspended).toBe(true);
    expect((await live.request('GET', '/api/auth/osa-sessionid')).status).toBe(401);
    const login = await fetch(`${t.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Susp-password-1' }),
    });
    expect(login.status).toBe(403);
    await json(admin.request('PATCH', `/api/administration/users/${made.id}`, { accessSuspended: false }));
    await t.signIn(email, 'Susp-password-1');
  });

  it('an administrator can neither suspend themselves nor take their own administrator flag (400)', async () => {
    const me = `/api/administration/users/${admin.userId}`;
    expect(await error(admin.request('PATCH', me, { accessSuspended: true }), 400)).toBe(
      'Нельзя приостановить доступ к своей учётной записи',
    );
    expect(await error(admin.request('PATCH', me, { isAdmin: false }), 400)).toBe(
      'Нельзя снять с себя права администратора',
    );
    expect((await json<UserDto>(admin.request('GET', me))).isAdmin).toBe(true);
  });
});

describe('reset password: the administrator sets a new one', () => {
  it('the new password signs in, the old one does not, and every live session ends', async () => {
    const email = 'reset@contract.test';
    const made = await json<UserDto>(
      admin.request('POST', '/api/administration/users', { ...NEW, email, password: 'Reset-password-1' }),
    );
    const live = await t.signIn(email, 'Reset-password-1');
    expect(
      (await admin.request('POST', `/api/administration/users/${made.id}/password`, { password: 'New-password-2' }))
        .status,
    ).toBe(204);
    expect((await live.request('GET', '/api/auth/osa-sessionid')).status).toBe(401);
    await expect(t.signIn(email, 'Reset-password-1')).rejects.toThrow(/401|403|400/);
    await t.signIn(email, 'New-password-2');
    expect(
      await error(admin.request('POST', `/api/administration/users/${made.id}/password`, { password: '1' }), 400),
    ).toMatch(/^Пароль должен/);
  });
});

describe('account-deletion requests are listed', () => {
  it('deletionRequested=true lists only accounts with a deletion request date', async () => {
    expect((await list(admin, '?deletionRequested=true')).total).toBe(0);
    const target = (await list(admin, `?search=${encodeURIComponent(ALICE)}`)).items[0]!;
    const r = await admin.data({
      act: 'set_data',
      data: [{ op: 'upd', inst: target.id, prop: '00000000-0000-4000-8000-000000000149', val: '2026-11-20' }],
    });
    expect(r.status).toBe(200);
    const page = await list(admin, '?deletionRequested=true');
    expect(page.items.map((u) => [u.email, u.deleteAccountRequestDate])).toEqual([[ALICE, '2026-11-20']]);
  });
});
