import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '../../core/src/common/ontology/system-ontology.ts';
import { ACCOUNT_DELETION_JOB } from '../../core/src/node/auth/account-deletion-job.ts';
import { DELETED_USER_NAME } from '../../core/src/node/auth/account-deletion.ts';
import type { UsersPage } from '../../extensions/administration/src/common/users/api.ts';
import { error, json, startAdminWorld } from './admin-support.ts';
import { BOB, PASSWORD, tableCounts, type Client, type TestServer } from './harness.ts';

/**
 * Account deletion on a real server: spec shell.md §3 User `deleteAccountRequestDate`; §9 "Account deletion
 * date = request date plus a configured number of days. User delete timeout default 3 days."
 */
let t: TestServer;
let admin: Client;
let alice: Client;
let bob: Client;

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const checkAuth = (c: Client) =>
  json<{ deleteAccountRequestDate: string | null }>(c.request('GET', '/api/auth/check-auth'));
const users = (query: string) => json<UsersPage>(admin.request('GET', `/api/administration/users${query}`));
const runDeletion = async () => {
  const end = await t.server.jobs.waitFor(
    await t.server.jobs.enqueue(ACCOUNT_DELETION_JOB, null, { user: null }),
    20_000,
  );
  expect(end?.status).toBe('completed');
  return (end as { result: { deleted: number } }).result.deleted;
};

beforeAll(async () => {
  ({ t, admin, alice, bob } = await startAdminWorld());
});
afterAll(() => t?.close());

describe('the user asks for the deletion of their account (POST/DELETE auth/account-deletion)', () => {
  it('refuses without a sign-in, without or with a wrong password, writing nothing', async () => {
    const before = await tableCounts(t.temp);
    expect((await fetch(`${t.url}/api/auth/account-deletion`, { method: 'POST' })).status).toBe(401);
    expect(await error(alice.request('POST', '/api/auth/account-deletion', {}), 400)).toBe('Введите текущий пароль');
    expect(
      await error(alice.request('POST', '/api/auth/account-deletion', { current_password: 'wrong-one-1' }), 403),
    ).toBe('Неверный текущий пароль');
    expect(await error(alice.request('POST', '/api/auth/account-deletion', { current_password: 42 }), 400)).toMatch(
      /current_password/,
    );
    expect(await tableCounts(t.temp)).toEqual(before);
    expect((await checkAuth(alice)).deleteAccountRequestDate).toBeNull();
  });

  it('records today, keeps the first day when asked again, and shows the request to administrators', async () => {
    const reply = await json<{ deleteAccountRequestDate: string }>(
      alice.request('POST', '/api/auth/account-deletion', { current_password: PASSWORD }),
    );
    expect(reply.deleteAccountRequestDate).toBe(today());
    expect((await checkAuth(alice)).deleteAccountRequestDate).toBe(today());
    await t.temp.store.query(`update ob_value set val = $3 where inst = $1 and prop = $2`, [
      alice.userId,
      PROP.deleteAccountRequestDate,
      daysAgo(1),
    ]);
    const again = await json<{ deleteAccountRequestDate: string }>(
      alice.request('POST', '/api/auth/account-deletion', { current_password: PASSWORD }),
    );
    expect(again.deleteAccountRequestDate).toBe(daysAgo(1));
    const pending = await users('?deletionRequested=true');
    expect(pending.items.map((u) => [u.id, u.deleteAccountRequestDate, u.accountDeletedDate])).toEqual([
      [alice.userId, daysAgo(1), null],
    ]);
  });

  it('is taken back by DELETE; the account stays as it was', async () => {
    expect((await alice.request('DELETE', '/api/auth/account-deletion')).status).toBe(204);
    expect((await checkAuth(alice)).deleteAccountRequestDate).toBeNull();
    expect((await users('?deletionRequested=true')).total).toBe(0);
  });
});

describe('the server deletes an account on its day (request day + 3 days, shell.md §9)', () => {
  let bobsAssignment: string;

  beforeAll(async () => {
    const made = await json<{ id: string }>(
      admin.request('POST', '/api/administration/assignments', { roleCode: 'student', userId: bob.userId }),
    );
    bobsAssignment = made.id;
    // Bob asked three days ago (his day is today); Alice asked two days ago (hers is tomorrow).
    await json(bob.request('POST', '/api/auth/account-deletion', { current_password: PASSWORD }));
    await json(alice.request('POST', '/api/auth/account-deletion', { current_password: PASSWORD }));
    const backdate = (id: string, day: string) =>
      t.temp.store.query(`update ob_value set val = $3 where inst = $1 and prop = $2`, [
        id,
        PROP.deleteAccountRequestDate,
        day,
      ]);
    await backdate(bob.userId, daysAgo(3));
    await backdate(alice.userId, daysAgo(2));
  });

  it('is scheduled with the server (one run per tick across processes, docs/jobs.md)', async () => {
    const { rows } = await t.temp.store.query<{ cron: string }>(`select cron from ob_job_schedule where key = $1`, [
      ACCOUNT_DELETION_JOB,
    ]);
    expect(rows).toEqual([{ cron: '7 * * * *' }]);
  });

  it('deletes only the account whose day has come', async () => {
    expect(await runDeletion()).toBe(1);
    expect((await checkAuth(alice)).deleteAccountRequestDate).toBe(daysAgo(2));
    expect(await runDeletion()).toBe(0);
  });

  it('ends its sign-in and its password; the record stays under a neutral name with the day', async () => {
    expect((await json<{ isAuthenticated: boolean }>(bob.request('GET', '/api/auth/check-auth'))).isAuthenticated).toBe(
      false,
    );
    expect((await bob.request('GET', '/api/auth/osa-sessionid')).status).toBe(401);
    const login = await fetch(`${t.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: BOB, password: PASSWORD }),
    });
    expect(login.status).toBe(401);
    const record = (await users(`?search=${encodeURIComponent(DELETED_USER_NAME)}`)).items;
    expect(record.map((u) => [u.id, u.email, u.hasPassword, u.accessSuspended, u.accountDeletedDate])).toEqual([
      [bob.userId, '', false, true, today()],
    ]);
    expect((await users('?deletionRequested=true')).items.map((u) => u.id)).toEqual([alice.userId]);
  });

  it('takes the account’s assignments away', async () => {
    const { rows } = await t.temp.store.query(`select 1 from ob_instance where id = $1 and class_id = $2`, [
      bobsAssignment,
      CLASS.Assignment,
    ]);
    expect(rows).toEqual([]);
  });
});
