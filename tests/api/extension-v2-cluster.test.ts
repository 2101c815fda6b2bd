import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_MESSAGE, CHANNEL_SUBSCRIBE, CLASS, type ChannelMessage } from '@ontobench/core/common';
import { ensureUser } from '@ontobench/core/node';
import { openTempStore, type TempStore } from '../../core/src/node/testing/temp-store.ts';
import { closeNodes, signIn, socketOf, startNode, type Node } from './cluster-nodes.ts';
import { tally, type TallyChange } from './extension-v2-example.ts';
import { PASSWORD } from './harness.ts';

/**
 * A realtime channel of server extension API v2 across server processes: the write commits on one node,
 * whose extension publishes; the socket subscribed on the other node hears it through the PostgreSQL
 * adapter of socket.io (docs/scaling.md).
 */
let cluster: TempStore;
let a: Node;
let b: Node;
const ALICE = 'alice@channels.test';

beforeAll(async () => {
  cluster = await openTempStore();
  a = await startNode(cluster.url, [tally]);
  b = await startNode(cluster.url, [tally]);
  await ensureUser(a.store, { email: ALICE, password: PASSWORD, fullName: 'Алисова Алиса', isAdmin: false });
}, 120_000);

afterAll(async () => {
  await closeNodes([a, b]);
  await cluster?.dispose();
}, 60_000);

describe('realtime channels across server processes', () => {
  it('delivers a message published on one node to a socket subscribed on the other', async () => {
    const alice = await signIn(a, ALICE);
    const socket = await socketOf(a, alice.token);
    expect(await socket.timeout(5_000).emitWithAck(CHANNEL_SUBSCRIBE, 'tally/changes')).toBe(true);
    const heard: ChannelMessage<TallyChange>[] = [];
    socket.on(CHANNEL_MESSAGE, (message: ChannelMessage<TallyChange>) => heard.push(message));

    const reply = await alice.data(b, {
      act: 'set_data',
      data: [{ op: 'new', class: CLASS.Class, name: 'Туманность' }],
    });
    expect(reply.status).toBe(200);
    const end = Date.now() + 10_000;
    while (heard.length === 0 && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(heard).toEqual([{ channel: 'tally/changes', message: { classId: CLASS.Class, count: 1 } }]);
  });
});
