import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELL_CONSTANTS } from '../../common/constants.ts';
import { FRONTEND_USER_NOTIFICATION, IMPORT_STATUS_UPDATE } from '../../common/status.ts';
import { NotificationCenter } from '../notifications/notification-center.ts';
import { RealtimeNotices, type RealtimeSocket } from './realtime-notices.ts';
import { FakeSession, testI18n, testUser } from './test-fakes.ts';

class FakeSocket {
  readonly handlers = new Map<string, (payload: unknown) => void>();
  disconnected = false;
  constructor(readonly token: string) {}
  on(event: string, handler: (payload: unknown) => void) {
    this.handlers.set(event, handler);
    return this;
  }
  disconnect() {
    this.disconnected = true;
    return this;
  }
  fire(event: string, payload: unknown) {
    this.handlers.get(event)?.(payload);
  }
}

function setup() {
  const session = new FakeSession();
  const i18n = testI18n();
  const center = new NotificationCenter(i18n, { log: vi.fn() });
  const realtime = new RealtimeNotices(session, center, i18n);
  const sockets: FakeSocket[] = [];
  realtime.useSocketFactory((token) => {
    const socket = new FakeSocket(token);
    sockets.push(socket);
    return socket as unknown as RealtimeSocket;
  });
  return { session, center, realtime, sockets };
}

const me = testUser();

describe('RealtimeNotices (spec shell.md §7)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens a socket with the token only while signed in, and closes it at sign-out', async () => {
    const { session, realtime, sockets } = setup();
    const running = realtime.start();
    expect(sockets).toHaveLength(0);
    session.signInAs(me, 'jwt-a');
    expect(sockets.map((socket) => socket.token)).toEqual(['jwt-a']);
    await session.signOut();
    expect(sockets[0]!.disconnected).toBe(true);
    running.dispose();
  });

  it('IMPORT_STATUS_UPDATE for the current user is shown for 5000 ms; for another user not at all', () => {
    const { session, center, realtime, sockets } = setup();
    realtime.start();
    session.signInAs(me);
    sockets[0]!.fire(IMPORT_STATUS_UPDATE, { userId: 'someone-else', importId: '1', importName: 'x', status: 'done' });
    expect(center.items).toHaveLength(0);
    sockets[0]!.fire(IMPORT_STATUS_UPDATE, { userId: me.id, importId: '1', importName: 'Каталог', status: 'завершён' });
    expect(center.items[0]).toMatchObject({ text: 'Импорт «Каталог»: завершён', color: 'info', timeout: 5000 });
    vi.advanceTimersByTime(SHELL_CONSTANTS.importNoticeTimeoutMs - 1);
    expect(center.items).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(center.items).toHaveLength(0);
  });

  it('FRONTEND_USER_NOTIFICATION is shown only if the current user is listed, with its type and timeout', () => {
    const { session, center, realtime, sockets } = setup();
    realtime.start();
    session.signInAs(me);
    sockets[0]!.fire(FRONTEND_USER_NOTIFICATION, { users: ['other'], message: 'не вам', timeout: 4000, type: 'info' });
    expect(center.items).toHaveLength(0);
    sockets[0]!.fire(FRONTEND_USER_NOTIFICATION, {
      users: [me.id],
      message: 'Вам письмо',
      timeout: 7000,
      type: 'success',
    });
    expect(center.items[0]).toMatchObject({ text: 'Вам письмо', color: 'success', timeout: 7000 });
    sockets[0]!.fire(FRONTEND_USER_NOTIFICATION, { users: [me.id], message: 'Без типа', timeout: 0, type: 'odd' });
    expect(center.items[1]).toMatchObject({ color: 'info', timeout: SHELL_CONSTANTS.notificationTimeoutMs });
  });

  it('a refused socket is a warning, never an error', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { session, realtime, sockets } = setup();
    realtime.start();
    session.signInAs(me);
    sockets[0]!.fire('connect_error', new Error('Необходимо войти в систему'));
    expect(warn).toHaveBeenCalledWith('Realtime notices are unavailable:', 'Необходимо войти в систему');
    warn.mockRestore();
  });
});
