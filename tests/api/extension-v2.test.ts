import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHANNEL_MESSAGE,
  CHANNEL_SUBSCRIBE,
  CLASS,
  JOB_PROGRESS,
  PROP,
  type ChannelMessage,
  type JobProgressEvent,
} from '@ontobench/core/common';
import { tally, type TallyChange } from './extension-v2-example.ts';
import { ALICE, BOB, startTestServer, until, type Client, type TestServer } from './harness.ts';

let server: TestServer;
let alice: Client;
let bob: Client;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer([tally]);
  alice = await server.signIn(ALICE);
  bob = await server.signIn(BOB);
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server?.close();
});

async function socketOf(client: Client): Promise<Socket> {
  const socket = connect(server.url, { path: '/socket.io', auth: { token: client.token }, transports: ['websocket'] });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

const subscribe = (socket: Socket, channel: string) =>
  socket.timeout(5_000).emitWithAck(CHANNEL_SUBSCRIBE, channel) as Promise<boolean>;

/** Collects what a socket hears of an event. */
function listen<T>(socket: Socket, event: string): T[] {
  const heard: T[] = [];
  socket.on(event, (payload: T) => heard.push(payload));
  return heard;
}

describe('server extension API v2 on a real server', () => {
  it('delivers a channel message, published after a commit, to the sockets subscribed to it only', async () => {
    const subscribed = await socketOf(alice);
    const other = await socketOf(bob);
    expect(await subscribe(subscribed, 'tally/changes')).toBe(true);
    // A channel no extension opened is refused.
    expect(await subscribe(other, 'tally/nothing')).toBe(false);
    const heard = listen<ChannelMessage<TallyChange>>(subscribed, CHANNEL_MESSAGE);
    const unheard = listen<ChannelMessage>(other, CHANNEL_MESSAGE);

    const reply = await alice.data({
      act: 'set_data',
      data: [
        { op: 'new', class: CLASS.Class, name: 'Планета' },
        { op: 'new', class: CLASS.Class, name: 'Звезда' },
      ],
    });
    expect(reply.status).toBe(200);
    await until(() => heard.length > 0);
    expect(heard).toEqual([{ channel: 'tally/changes', message: { classId: CLASS.Class, count: 2 } }]);

    // A refused write (rolled back) publishes nothing.
    const refused = await alice.data({
      act: 'set_data',
      data: [
        { op: 'new', class: CLASS.Class, name: 'Комета' },
        { op: 'upd', inst: randomUUID(), prop: PROP.name, val: 'x' },
      ],
    });
    expect(refused.status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toHaveLength(1);
    expect(unheard).toEqual([]);
  });

  it("reports a job's progress to its user's socket and ends with its result", async () => {
    const socket = await socketOf(alice);
    const progress = listen<JobProgressEvent>(socket, JOB_PROGRESS);
    const classId = randomUUID();
    await alice.data({
      act: 'set_data',
      data: [
        { op: 'new', class: CLASS.Class, name: 'Спутник', inst: classId },
        ...['Луна', 'Фобос', 'Деймос'].map((name) => ({ op: 'new', class: classId, name })),
      ],
    });
    const started = await alice.request('POST', '/api/tally/count', { classId });
    expect(started.status).toBe(200);
    const { requestId } = (await started.json()) as { requestId: string };
    await until(() => progress.some((p) => p.jobId === requestId));
    expect(progress.filter((p) => p.jobId === requestId)).toEqual([
      { jobId: requestId, name: 'tally.count', status: 'counting', done: 3, total: 3 },
    ]);
    let status = '';
    for (let i = 0; i < 100 && status !== 'completed'; i++) {
      const reply = await alice.request('GET', `/api/data/requests/${requestId}/status`);
      status = ((await reply.json()) as { status: string }).status;
      if (status !== 'completed') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe('completed');
    const result = await alice.request('GET', `/api/data/requests/${requestId}/result`);
    expect(await result.json()).toEqual({ count: 3 });
  });

  it('answers a bad request to the extension with a clear 400', async () => {
    const reply = await alice.request('POST', '/api/tally/count', {});
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({ error: 'classId is required' });
  });
});
