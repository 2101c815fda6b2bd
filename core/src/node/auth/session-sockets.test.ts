import { setTimeout as sleep } from 'node:timers/promises';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from '../../common/environment.ts';
import { FRONTEND_USER_NOTIFICATION, type UserNotificationEvent } from '../../common/status.ts';
import { createServer, type OntobenchServer } from '../server.ts';
import { openTempStore, type TempStore } from '../testing/temp-store.ts';
import { AUTH_TTL_MS, type Clock } from './clock.ts';
import { createOneTimeToken } from './sessions.ts';
import { testClock } from './test-support.ts';
import { ensureUser } from './users.ts';

/**
 * Realtime sockets end with their sign-in (issue 11, item 8): a real server, a real database and
 * socket.io-client. A socket whose sign-in ended is disconnected by the server and hears no notice.
 */

/** How long "receives nothing" waits. */
const QUIET_MS = 300;

let temp: TempStore;
const servers: OntobenchServer[] = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  temp = await openTempStore();
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  await Promise.all(servers.splice(0).map((server) => server.close()));
});
afterAll(async () => {
  await temp?.dispose();
});

let counter = 0;

async function start(clock?: Clock) {
  const server = await createServer({
    store: temp.store,
    webRoot: null,
    environment: { version: '1.0.0-test', branding: DEFAULT_BRANDING },
    clock,
  });
  servers.push(server);
  const url = `http://127.0.0.1:${await server.listen(0, '127.0.0.1')}`;
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  /** A new user (an administrator if asked), and a function that signs them in once more. */
  async function user(isAdmin = false) {
    counter += 1;
    const email = `sockets${counter}@example.ru`;
    const password = 'Sockets-pass-1';
    const id = await ensureUser(temp.store, { email, password, fullName: 'Сокетов Семён Семёнович', isAdmin });
    return { id, email, password, signIn: (current = password) => signIn(email, current) };
  }

  async function signIn(email: string, password: string) {
    const login = await post('/api/auth/login', { email, password });
    expect(login.status).toBe(200);
    const { jwtToken } = (await login.json()) as { jwtToken: string };
    const osa = await fetch(`${url}/api/auth/osa-sessionid`, { headers: { authorization: `Bearer ${jwtToken}` } });
    const session = (JSON.parse(((await osa.json()) as { res: string }[])[0]!.res) as { session: string }).session;
    return { token: jwtToken, session };
  }

  /** A connected socket of the sign-in, recording the notices it hears and how it ended. */
  async function socketOf(token: string) {
    const socket = connect(url, {
      path: '/socket.io',
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    const heard: UserNotificationEvent[] = [];
    socket.on(FRONTEND_USER_NOTIFICATION, (event: UserNotificationEvent) => heard.push(event));
    const ended = new Promise<string>((resolve) => socket.on('disconnect', resolve));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return { socket, heard, ended };
  }

  const notify = (userId: string) => server.notifier.notifyUsers([userId], { message: 'после выхода' });
  return { server, post, user, socketOf, notify };
}

describe('realtime sockets end with their sign-in', () => {
  it('logout disconnects that sign-in’s sockets, which hear no later notice; another sign-in’s go on', async () => {
    const app = await start();
    const alice = await app.user();
    const first = await alice.signIn();
    const second = await alice.signIn();
    const [tab1, tab2, otherBrowser] = await Promise.all([
      app.socketOf(first.token),
      app.socketOf(first.token),
      app.socketOf(second.token),
    ]);
    expect((await app.post('/api/auth/logout', {}, first.token)).status).toBe(204);
    expect(await tab1.ended).toBe('io server disconnect');
    expect(await tab2.ended).toBe('io server disconnect');
    expect(await app.notify(alice.id)).toBe(1);
    await sleep(QUIET_MS);
    expect(tab1.heard).toEqual([]);
    expect(tab2.heard).toEqual([]);
    expect(otherBrowser.heard.map((event) => event.message)).toEqual(['после выхода']);
    expect(otherBrowser.socket.connected).toBe(true);
    // The ended sign-in cannot open a new socket either.
    await expect(app.socketOf(first.token)).rejects.toThrow('Необходимо войти в систему');
  });

  it('changing one’s password disconnects the other sign-ins’ sockets and keeps this one’s', async () => {
    const app = await start();
    const bob = await app.user();
    const here = await bob.signIn();
    const elsewhere = await bob.signIn();
    const [hereSocket, elsewhereSocket] = await Promise.all([app.socketOf(here.token), app.socketOf(elsewhere.token)]);
    const reply = await app.post(
      '/api/auth/set-password',
      { password: 'Changed-pass-2', current_password: bob.password, session_id: here.session },
      here.token,
    );
    expect(reply.status).toBe(204);
    expect(await elsewhereSocket.ended).toBe('io server disconnect');
    expect(await app.notify(bob.id)).toBe(1);
    await sleep(QUIET_MS);
    expect(elsewhereSocket.heard).toEqual([]);
    expect(hereSocket.heard).toHaveLength(1);
  });

  it('an administrator setting the password, and a password reset, disconnect all the user’s sockets', async () => {
    const app = await start();
    const admin = await app.user(true);
    const carol = await app.user();
    const adminSignIn = await admin.signIn();
    const carolSocket = await app.socketOf((await carol.signIn()).token);
    const adminSocket = await app.socketOf(adminSignIn.token);
    const reply = await app.post(
      '/api/auth/set-password',
      { password: 'Set-by-admin-3', session_id: adminSignIn.session, user_id: carol.id },
      adminSignIn.token,
    );
    expect(reply.status).toBe(204);
    expect(await carolSocket.ended).toBe('io server disconnect');
    expect(await app.notify(carol.id)).toBe(0);
    expect(adminSocket.socket.connected).toBe(true);

    const carolAgain = await app.socketOf((await carol.signIn('Set-by-admin-3')).token);
    // The reset link only goes to the log: mint one the way the route does.
    const link = await createOneTimeToken(temp.store, 'reset', carol.id, AUTH_TTL_MS.resetToken, new Date());
    const confirmed = await app.post('/api/auth/password-reset/confirm', {
      token: link.token,
      password: 'After-reset-4',
    });
    expect(confirmed.status).toBe(204);
    expect(await carolAgain.ended).toBe('io server disconnect');
  });

  it('a socket whose sign-in has expired hears no notice (its timer closes it: status/realtime.test.ts)', async () => {
    const time = testClock(new Date());
    const app = await start(time.clock);
    const dave = await app.user();
    const tab = await app.socketOf((await dave.signIn()).token);
    expect(await app.notify(dave.id)).toBe(1);
    time.advance(AUTH_TTL_MS.webSession);
    expect(await app.notify(dave.id)).toBe(0);
    await sleep(QUIET_MS);
    expect(tab.heard).toHaveLength(1);
  });
});
