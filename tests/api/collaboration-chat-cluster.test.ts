import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_MESSAGE, type ChannelMessage } from '@ontobench/core/common';
import { ensureUser } from '@ontobench/core/node';
import collaboration from '@ontobench/ext-collaboration/node';
import { CHAT_API, directConversationId, type ChatEvent } from '../../extensions/collaboration/src/common/chat/api.ts';
import { openTempStore, type TempStore } from '../../core/src/node/testing/temp-store.ts';
import { closeNodes, signIn, socketOf, startNode, type Client, type Node } from './cluster-nodes.ts';
import { PASSWORD } from './harness.ts';

/**
 * The chat across two server processes (issue 21 item 7: "a message reaches every participant's open
 * tabs at once"): Bob's tab is connected to one node, Alice writes through the other; the area's channel
 * goes through socket.io's PostgreSQL adapter (docs/scaling.md), and the unread count is the database's.
 */
let cluster: TempStore;
let a: Node;
let b: Node;
let alice: Client;
let bob: Client;

beforeAll(async () => {
  cluster = await openTempStore();
  a = await startNode(cluster.url, [collaboration]);
  b = await startNode(cluster.url, [collaboration]);
  await ensureUser(a.store, {
    email: 'alice@chat-cluster.test',
    password: PASSWORD,
    fullName: 'Алиса',
    isAdmin: false,
  });
  await ensureUser(a.store, { email: 'bob@chat-cluster.test', password: PASSWORD, fullName: 'Борис', isAdmin: false });
  [alice, bob] = await Promise.all([signIn(a, 'alice@chat-cluster.test'), signIn(b, 'bob@chat-cluster.test')]);
}, 120_000);

afterAll(async () => {
  await closeNodes([a, b]);
  await cluster?.dispose();
}, 60_000);

describe('the chat on two server processes', () => {
  it("a message written on one node reaches the other user's socket on the other node, and counts as unread there", async () => {
    const socket = await socketOf(b, bob.token);
    const heard: ChatEvent[] = [];
    socket.on(CHANNEL_MESSAGE, (m: ChannelMessage<ChatEvent>) => heard.push(m.message));
    const id = directConversationId(alice.userId, bob.userId);
    const reply = await alice.request(a, 'POST', `/api/${CHAT_API.messages(id)}`, { text: 'через два процесса' });
    expect(reply.status).toBe(200);
    await expect
      .poll(() => heard.map((e) => e.kind === 'message' && e.message.text), { timeout: 10_000 })
      .toContain('через два процесса');
    const unread = (await (await bob.request(b, 'GET', `/api/${CHAT_API.unread}`)).json()) as { total: number };
    expect(unread.total).toBe(1);
  });
});
