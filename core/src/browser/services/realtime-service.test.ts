import { describe, expect, it, vi } from 'vitest';
import { CHANNEL_MESSAGE, CHANNEL_SUBSCRIBE, CHANNEL_UNSUBSCRIBE } from '../../common/channels.ts';
import { JOB_PROGRESS } from '../../common/jobs.ts';
import { NotificationCenter } from '../notifications/notification-center.ts';
import { RealtimeNotices, type RealtimeSocket } from '../status/realtime-notices.ts';
import { FakeSession, testI18n, testUser } from '../status/test-fakes.ts';
import { RealtimeChannels } from './realtime-service.ts';

class FakeSocket {
  readonly handlers = new Map<string, ((payload: unknown) => void)[]>();
  readonly sent: [string, unknown][] = [];
  on(event: string, handler: (payload: unknown) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
  }
  emit(event: string, payload: unknown) {
    this.sent.push([event, payload]);
  }
  disconnect() {}
  fire(event: string, payload?: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  }
}

function setup() {
  const session = new FakeSession();
  const i18n = testI18n();
  const notices = new RealtimeNotices(session, new NotificationCenter(i18n, { log: vi.fn() }), i18n);
  const sockets: FakeSocket[] = [];
  notices.useSocketFactory(() => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket as unknown as RealtimeSocket;
  });
  notices.start();
  return { session, sockets, channels: new RealtimeChannels(notices) };
}

describe('RealtimeChannels (Services.Realtime)', () => {
  it("subscribes on the shell's socket and hands each message of the channel to its handlers only", () => {
    const { session, sockets, channels } = setup();
    session.signInAs(testUser(), 'jwt-a');
    const heard: unknown[] = [];
    const other: unknown[] = [];
    const subscription = channels.subscribe('tally/changes', (message) => heard.push(message));
    channels.subscribe('tally/other', (message) => other.push(message));
    const socket = sockets[0]!;
    expect(sockets).toHaveLength(1);
    expect(socket.sent).toEqual([
      [CHANNEL_SUBSCRIBE, 'tally/changes'],
      [CHANNEL_SUBSCRIBE, 'tally/other'],
    ]);
    socket.fire(CHANNEL_MESSAGE, { channel: 'tally/changes', message: { count: 2 } });
    socket.fire(CHANNEL_MESSAGE, 'not a message');
    expect(heard).toEqual([{ count: 2 }]);
    expect(other).toEqual([]);

    subscription.dispose();
    socket.fire(CHANNEL_MESSAGE, { channel: 'tally/changes', message: { count: 3 } });
    expect(heard).toEqual([{ count: 2 }]);
    expect(socket.sent.at(-1)).toEqual([CHANNEL_UNSUBSCRIBE, 'tally/changes']);
  });

  it('subscribes again on every (re)connect and on the socket of a new sign-in', () => {
    const { session, sockets, channels } = setup();
    const heard: unknown[] = [];
    // Before sign-in: nothing to send yet.
    channels.subscribe('tally/changes', (message) => heard.push(message));
    session.signInAs(testUser(), 'jwt-a');
    sockets[0]!.fire('connect');
    expect(sockets[0]!.sent).toEqual([[CHANNEL_SUBSCRIBE, 'tally/changes']]);
    sockets[0]!.fire('connect');
    expect(sockets[0]!.sent).toHaveLength(2);
    session.signInAs(testUser(), 'jwt-b');
    sockets[1]!.fire('connect');
    expect(sockets[1]!.sent).toEqual([[CHANNEL_SUBSCRIBE, 'tally/changes']]);
    sockets[1]!.fire(CHANNEL_MESSAGE, { channel: 'tally/changes', message: 'after new sign-in' });
    expect(heard).toEqual(['after new sign-in']);
  });

  it('tells its reconnect handlers of every connect after the first, on the same socket or a new sign-in’s', () => {
    const { session, sockets, channels } = setup();
    let reconnects = 0;
    const subscription = channels.reconnected(() => reconnects++);
    session.signInAs(testUser(), 'jwt-a');
    sockets[0]!.fire('connect');
    expect(reconnects).toBe(0);
    sockets[0]!.fire('connect');
    expect(reconnects).toBe(1);
    session.signInAs(testUser(), 'jwt-b');
    sockets[1]!.fire('connect');
    expect(reconnects).toBe(2);
    subscription.dispose();
    sockets[1]!.fire('connect');
    expect(reconnects).toBe(2);
  });

  it('a reconnect handler that throws does not keep the others from hearing it', () => {
    const { session, sockets, channels } = setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const heard: string[] = [];
    channels.reconnected(() => {
      throw new Error('сбой');
    });
    channels.reconnected(() => heard.push('second'));
    session.signInAs(testUser(), 'jwt-a');
    sockets[0]!.fire('connect');
    sockets[0]!.fire('connect');
    expect(heard).toEqual(['second']);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it("gives one job's progress to its handler", () => {
    const { session, sockets, channels } = setup();
    session.signInAs(testUser(), 'jwt-a');
    const heard: unknown[] = [];
    channels.jobProgress('job-1', (progress) => heard.push(progress.done));
    sockets[0]!.fire(JOB_PROGRESS, { jobId: 'job-2', name: 'x.y', status: 'a', done: 1 });
    sockets[0]!.fire(JOB_PROGRESS, { jobId: 'job-1', name: 'x.y', status: 'a', done: 2 });
    expect(heard).toEqual([2]);
  });
});
