import { setTimeout as sleep } from 'node:timers/promises';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTempStore, type TempStore } from '../testing/temp-store.ts';
import {
  FRONTEND_USER_NOTIFICATION,
  IMPORT_STATUS_UPDATE,
  NOTIFY_TEXT_MAX,
  type ImportStatusEvent,
  type UserNotificationEvent,
} from '../../common/status.ts';
import type { RequestHeaders } from '../auth/user-context.ts';
import { sessionRoom } from './realtime.ts';
import {
  ALICE,
  BOB,
  bearer,
  startStatusServer,
  TokenAuthenticator,
  TOKENS,
  type StatusTestServer,
} from './test-support.ts';

/** How long "receives nothing" waits. */
const QUIET_MS = 300;

let temp: TempStore;
let server: StatusTestServer;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  temp = await openTempStore();
  server = await startStatusServer(temp.store);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  url = `http://127.0.0.1:${address.port}`;
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await server.close();
  await temp.dispose();
});

function open(auth: Record<string, unknown>): Socket {
  const socket = connect(url, {
    path: '/socket.io',
    auth,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return socket;
}

/** A connected socket of the user with `token`. */
async function signedIn(token: string): Promise<Socket> {
  const socket = open({ token });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Why the server refused the socket. */
function refusal(auth: Record<string, unknown>): Promise<string> {
  const socket = open(auth);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('the socket was let in')));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

/** Everything `socket` receives of `event` from now on. */
function record<T>(socket: Socket, event: string): T[] {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return received;
}

function next<T>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, resolve));
}

const notify = (payload: unknown, token: string | null = TOKENS.admin) =>
  server.app.inject({
    method: 'POST',
    url: '/api/app/notify',
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });

describe('realtime', () => {
  it('refuses sockets without a valid token', async () => {
    expect(await refusal({})).toBe('Необходимо войти в систему');
    expect(await refusal({ token: 'stolen-or-expired' })).toBe('Необходимо войти в систему');
    expect(await refusal({ token: 42 })).toBe('Необходимо войти в систему');
    expect((await server.io.fetchSockets()).length).toBe(0);
  });

  it('delivers FRONTEND_USER_NOTIFICATION to every socket of the listed user only', async () => {
    const [aliceTab1, aliceTab2, bob, admin] = await Promise.all([
      signedIn(TOKENS.alice),
      signedIn(TOKENS.alice),
      signedIn(TOKENS.bob),
      signedIn(TOKENS.admin),
    ]);
    const toBob = record(bob, FRONTEND_USER_NOTIFICATION);
    const toAdmin = record(admin, FRONTEND_USER_NOTIFICATION);
    const arrived = Promise.all([
      next<UserNotificationEvent>(aliceTab1!, FRONTEND_USER_NOTIFICATION),
      next<UserNotificationEvent>(aliceTab2!, FRONTEND_USER_NOTIFICATION),
    ]);

    const reply = await notify({ users: [ALICE.id.toUpperCase()], subject: 'Импорт', message: 'готово' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ delivered: 2 });
    const expected: UserNotificationEvent = {
      users: [ALICE.id],
      message: 'Импорт: готово',
      timeout: 4000,
      type: 'info',
    };
    expect(await arrived).toEqual([expected, expected]);
    await sleep(QUIET_MS);
    expect(toBob).toEqual([]);
    expect(toAdmin).toEqual([]);
  });

  it('sends the message alone when there is no subject, and counts no sockets for absent users', async () => {
    const bob = await signedIn(TOKENS.bob);
    const arrived = next<UserNotificationEvent>(bob, FRONTEND_USER_NOTIFICATION);
    const reply = await notify({ users: [BOB.id, ALICE.id], subject: '', message: 'Перезагрузите страницу' });
    expect(reply.json()).toEqual({ delivered: 1 });
    expect((await arrived).message).toBe('Перезагрузите страницу');
  });

  it('sends IMPORT_STATUS_UPDATE to that user only', async () => {
    const [alice, bob] = await Promise.all([signedIn(TOKENS.alice), signedIn(TOKENS.bob)]);
    const toAlice = record(alice, IMPORT_STATUS_UPDATE);
    const arrived = next<ImportStatusEvent>(bob, IMPORT_STATUS_UPDATE);
    const delivered = await server.notifier.importStatus(BOB.id, {
      importId: 'imp-7',
      importName: 'Каталог.xlsx',
      status: 'completed',
    });
    expect(delivered).toBe(1);
    expect(await arrived).toEqual({
      userId: BOB.id,
      importId: 'imp-7',
      importName: 'Каталог.xlsx',
      status: 'completed',
    });
    await sleep(QUIET_MS);
    expect(toAlice).toEqual([]);
  });

  it('reaches nobody when no user is listed (an empty list is not "everyone")', async () => {
    const alice = await signedIn(TOKENS.alice);
    const received = record(alice, FRONTEND_USER_NOTIFICATION);
    expect(await server.notifier.notifyUsers([], { message: 'to nobody' })).toBe(0);
    await sleep(QUIET_MS);
    expect(received).toEqual([]);
  });

  it('lets only administrators notify, and validates the body', async () => {
    const alice = await signedIn(TOKENS.alice);
    const received = record(alice, FRONTEND_USER_NOTIFICATION);
    expect((await notify({ users: [ALICE.id], subject: '', message: 'hi' }, TOKENS.bob)).statusCode).toBe(403);
    expect((await notify({ users: [ALICE.id], subject: '', message: 'hi' }, null)).statusCode).toBe(401);
    const bad: unknown[] = [
      {},
      { users: [], message: 'hi' },
      { users: ALICE.id, message: 'hi' },
      { users: ['alice'], message: 'hi' },
      { users: [ALICE.id, 7], message: 'hi' },
      { users: Array.from({ length: 1001 }, () => ALICE.id), message: 'hi' },
      { users: [ALICE.id] },
      { users: [ALICE.id], message: '' },
      { users: [ALICE.id], message: 'x'.repeat(NOTIFY_TEXT_MAX + 1) },
      { users: [ALICE.id], subject: 5, message: 'hi' },
      { users: [ALICE.id], subject: 'x'.repeat(NOTIFY_TEXT_MAX + 1), message: 'hi' },
      { users: [ALICE.id], message: 'hi', cc: [] },
    ];
    for (const payload of bad) {
      const reply = await notify(payload);
      expect(reply.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(reply.json()).toEqual({ error: expect.any(String) });
    }
    await sleep(QUIET_MS);
    expect(received).toEqual([]);
  });
});

describe('realtime: the end of a sign-in', () => {
  /** Like the test authenticator, but it names the sign-in and its end, as the server's does. */
  class ExpiringAuthenticator extends TokenAuthenticator {
    constructor(private readonly lifetimeMs: number) {
      super();
    }

    async sessionOf(request: RequestHeaders) {
      const user = await this.userOf(request);
      return user && { id: `sid-${user.id}`, expiresAt: new Date(Date.now() + this.lifetimeMs), user };
    }
  }

  it('disconnects a socket when its sign-in expires, and ends sockets by sign-in', async () => {
    const own = await startStatusServer(temp.store, { authenticator: new ExpiringAuthenticator(400) });
    try {
      await own.app.listen({ port: 0, host: '127.0.0.1' });
      const address = own.app.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      const socket = connect(`http://127.0.0.1:${address.port}`, {
        path: '/socket.io',
        auth: { token: TOKENS.alice },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      const ended = new Promise<string>((resolve) => socket.on('disconnect', resolve));
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      expect((await own.io.in(sessionRoom(`sid-${ALICE.id}`)).fetchSockets()).length).toBe(1);
      expect(await ended).toBe('io server disconnect');
    } finally {
      await own.close();
    }
  });
});
