import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { decryptDebugInfo, type RuntimeEnvironment } from '@ontobench/core/common';
import { ADMIN, ALICE, BOB, PASSWORD, startTestServer, type Client, type TestServer } from './harness.ts';

let t: TestServer;
let admin: Client;
let alice: Client;
let bob: Client;

beforeAll(async () => {
  t = await startTestServer();
  [admin, alice, bob] = await Promise.all([t.signIn(ADMIN), t.signIn(ALICE), t.signIn(BOB)]);
}, 60_000);

afterAll(() => t?.close());

const post = (path: string, body: unknown) =>
  fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('sign-in and session — shell.md §4, §6, §7; domain.md §5', () => {
  it('GET auth/check-auth carries every field of §7, anonymous and signed in', async () => {
    const anonymous = await (await fetch(`${t.url}/api/auth/check-auth`)).json();
    expect(anonymous).toMatchObject({ isAuthenticated: false, isAdmin: false });
    const me = (await (await alice.request('GET', '/api/auth/check-auth')).json()) as Record<string, unknown>;
    for (const field of [
      'isAuthenticated',
      'isAdmin',
      'app',
      'licenseExpirationDate',
      'isBetaTester',
      'disabledRoutes',
      'enabledRoutes',
      'hiddenComponents',
      'deleteAccountRequestDate',
    ]) {
      expect(me, field).toHaveProperty(field);
    }
    expect(me).toMatchObject({
      isAuthenticated: true,
      isAdmin: false,
      app: 'onto',
      disabledRoutes: [],
      enabledRoutes: [],
      hiddenComponents: [],
    });
  });

  it('register validates with the messages of domain.md §5; the password message shows the current length', async () => {
    const reply = await post('/api/auth/register', { email: 'not-an-email', password: 'abc', fullName: 'John Smith' });
    expect(reply.status).toBe(400);
    const body = (await reply.json()) as { issues: { field: string; message: string }[] };
    const byField = Object.fromEntries(body.issues.map((i) => [i.field, i.message]));
    expect(byField.password).toBe('Пароль должен содержать от 8 до 30 символов, сейчас 3');
    expect(byField.email).toBe('Строка не похожа на e-mail');
    expect(byField.fullName).toEqual(expect.any(String));
    const ok = await post('/api/auth/register', {
      email: 'new@contract.test',
      password: 'Good-pass-1',
      fullName: 'Новикова Анна Сергеевна',
    });
    expect(ok.status).toBe(201);
    const again = await post('/api/auth/register', {
      email: 'new@contract.test',
      password: 'Good-pass-1',
      fullName: 'Новикова Анна Сергеевна',
    });
    expect([again.status, await again.json()]).toEqual([
      409,
      { error: 'Пользователь с таким e-mail уже зарегистрирован' },
    ]);
  });

  it('login with a wrong password is 401 with one message for every failure', async () => {
    const wrong = await post('/api/auth/login', { email: ALICE, password: 'Wrong-pass-9' });
    const unknown = await post('/api/auth/login', { email: 'ghost@contract.test', password: PASSWORD });
    expect([wrong.status, await wrong.json()]).toEqual([401, { error: 'Неверный e-mail или пароль' }]);
    expect([unknown.status, await unknown.json()]).toEqual([401, { error: 'Неверный e-mail или пароль' }]);
  });

  it('logout really logs out: the token and its data-source session stop working (shell.md §4)', async () => {
    const carol = await t.signIn(BOB);
    expect((await carol.request('POST', '/api/auth/logout')).status).toBe(204);
    expect((await carol.request('GET', '/api/auth/check-auth').then((r) => r.json())) as object).toMatchObject({
      isAuthenticated: false,
    });
    expect((await carol.data({ act: 'get_data', class: '00000000-0000-4000-8000-000000000001' })).status).toBe(401);
  });

  it('an ssoToken query returns a jwtToken once; a bad one gives the spec’s message (shell.md §7, §8)', async () => {
    const issued = (await (await admin.request('POST', '/api/auth/sso-token', { userId: alice.userId })).json()) as {
      ssoToken: string;
    };
    const first = await fetch(`${t.url}/api/auth/check-auth?ssoToken=${encodeURIComponent(issued.ssoToken)}`);
    const { jwtToken } = (await first.json()) as { jwtToken: string };
    const me = await fetch(`${t.url}/api/auth/check-auth`, { headers: { authorization: `Bearer ${jwtToken}` } });
    expect(await me.json()).toMatchObject({ isAuthenticated: true });
    const reused = await fetch(`${t.url}/api/auth/check-auth?ssoToken=${encodeURIComponent(issued.ssoToken)}`);
    expect([reused.status, await reused.json()]).toEqual([401, { error: 'Could not authorize by SSO token' }]);
    expect((await alice.request('POST', '/api/auth/sso-token', { userId: bob.userId })).status).toBe(403);
  });

  it('osa-sessionid replies a list whose first item has res with the session (shell.md §7)', async () => {
    const reply = (await (await alice.request('GET', '/api/auth/osa-sessionid')).json()) as { res: string }[];
    expect(JSON.parse(reply[0]!.res)).toEqual({ session: expect.any(String) });
  });
});

describe('status and notices — shell.md §4, §7, §8', () => {
  it('ping is GREEN with its services; every reply carries the powered-by, maintenance and debug-id headers', async () => {
    const ping = await fetch(`${t.url}/api/public/ping`);
    expect(await ping.json()).toEqual({ status: 'GREEN', services: [{ name: 'database', status: 'GREEN' }] });
    expect(ping.headers.get('x-powered-by')).toBe('9.9.9-test');
    expect(ping.headers.get('x-maintenance-mode')).toBe('off');
    const env = (await (await fetch(`${t.url}/env.json`)).json()) as RuntimeEnvironment;
    const licence = await decryptDebugInfo(ping.headers.get('x-debug-id')!, env.debugKey!);
    expect(licence).toMatchObject({ userLimitExceeded: false, userLimit: null });
  });

  it('an admin switches maintenance mode on and off; others may not', async () => {
    expect((await alice.request('PUT', '/api/app/maintenanceMode', { enabled: true })).status).toBe(403);
    const on = await admin.request('PUT', '/api/app/maintenanceMode', {
      enabled: true,
      message: 'Обновление до 18:00',
    });
    expect(await on.json()).toEqual({ enabled: true, message: 'Обновление до 18:00' });
    const check = await fetch(`${t.url}/api/public/maintenanceMode`);
    expect([await check.json(), check.headers.get('x-maintenance-mode')]).toEqual([
      { enabled: true, message: 'Обновление до 18:00' },
      'on',
    ]);
    await admin.request('PUT', '/api/app/maintenanceMode', { enabled: false });
    expect((await fetch(`${t.url}/api/public/ping`)).headers.get('x-maintenance-mode')).toBe('off');
  });

  it('log-error stores the report with its debug info; an admin reads it', async () => {
    const sent = await alice.request('POST', '/api/public/log-error', {
      msg: 'Unexpected error',
      url: '/class_list',
      tabSession: 't1',
    });
    expect(sent.status).toBe(204);
    const reports = (await (await admin.request('GET', '/api/app/error-reports')).json()) as {
      rows: { msg: string; user_id?: string; userId?: string }[];
    };
    expect(reports.rows[0]).toMatchObject({ msg: 'Unexpected error' });
    expect((await alice.request('GET', '/api/app/error-reports')).status).toBe(403);
  });

  it('app/notify sends FRONTEND_USER_NOTIFICATION to the listed users only', async () => {
    const open = (token: string) =>
      new Promise<Socket>((resolve, reject) => {
        const s = connect(t.url, { path: '/socket.io', transports: ['websocket'], auth: { token } });
        s.on('connect', () => resolve(s));
        s.on('connect_error', reject);
      });
    const [aliceSocket, bobSocket] = await Promise.all([open(alice.token), open(bob.token)]);
    try {
      const bobGot: unknown[] = [];
      bobSocket.on('FRONTEND_USER_NOTIFICATION', (m) => bobGot.push(m));
      const received = new Promise((resolve) => aliceSocket.on('FRONTEND_USER_NOTIFICATION', resolve));
      const reply = await admin.request('POST', '/api/app/notify', {
        users: [alice.userId],
        subject: 'Курс',
        message: 'Новое задание',
      });
      expect(await reply.json()).toEqual({ delivered: 1 });
      expect(await received).toMatchObject({ users: [alice.userId], message: 'Курс: Новое задание' });
      await new Promise((r) => setTimeout(r, 200));
      expect(bobGot).toEqual([]);
    } finally {
      aliceSocket.close();
      bobSocket.close();
    }
  });

  it('app/plugins lists the enabled plugins (none yet)', async () => {
    expect(await (await alice.request('GET', '/api/app/plugins')).json()).toEqual([]);
    expect((await fetch(`${t.url}/api/app/plugins`)).status).toBe(401);
  });
});
