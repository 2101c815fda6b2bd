import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, CONTEXT_CHANNEL, PROP } from '@ontobench/core/common';
import { ADMIN, ALICE, BOB, startTestServer, until, type Client, type TestServer } from './harness.ts';
import { channelMessages, openSocket } from './realtime-support.ts';

/**
 * `core/context` (core/src/node/data/context-notices.ts): a committed write that creates or changes a role
 * assignment tells the user it names, so their browser evaluates its context keys (the teachers' menu
 * entries, the awaiting-marks counter) again without a new sign-in. Nobody else is told.
 */
let t: TestServer;
let admin: Client;
let alice: Client;
let bob: Client;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await startTestServer();
  [admin, alice, bob] = await Promise.all([t.signIn(ADMIN), t.signIn(ALICE), t.signIn(BOB)]);
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t?.close();
});

async function write(data: object[]): Promise<void> {
  const reply = await admin.data({ act: 'set_data', data });
  expect(reply.status, await reply.clone().text()).toBe(200);
}

const contextNotices = (heard: { channel: string }[]) => heard.filter((m) => m.channel === CONTEXT_CHANNEL);
const quiet = () => new Promise((r) => setTimeout(r, 200));

describe('core/context', () => {
  it('an assignment naming a user tells that user, when it is made and when it changes; no one else', async () => {
    const [alices, bobs] = [
      channelMessages(await openSocket(t.url, alice, sockets)),
      channelMessages(await openSocket(t.url, bob, sockets)),
    ];
    const [role, assignment] = [randomUUID(), randomUUID()];
    await write([
      { op: 'new', class: CLASS.Role, name: `роль ${role.slice(0, 8)}`, inst: role },
      { op: 'new', class: CLASS.Assignment, name: 'членство', inst: assignment },
      { op: 'upd', inst: assignment, prop: PROP.role, val: role },
      { op: 'upd', inst: assignment, prop: PROP.user, val: alice.userId },
    ]);
    await until(() => contextNotices(alices).length > 0);
    expect(contextNotices(alices)).toEqual([{ channel: CONTEXT_CHANNEL, message: {} }]);
    await write([{ op: 'upd', inst: assignment, prop: PROP.roleCode, val: 'reader' }]);
    await until(() => contextNotices(alices).length > 1);
    await quiet();
    expect(contextNotices(alices)).toHaveLength(2);
    expect(contextNotices(bobs)).toEqual([]);
  });

  it('a write that touches no assignment tells no one', async () => {
    const alices = channelMessages(await openSocket(t.url, alice, sockets));
    await write([{ op: 'new', class: CLASS.Role, name: 'просто роль', inst: randomUUID() }]);
    await quiet();
    expect(contextNotices(alices)).toEqual([]);
  });
});
