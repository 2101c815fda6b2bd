import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_MESSAGE, CHANNEL_SUBSCRIBE, type ChannelMessage } from '@ontobench/core/common';
import { sdocTopic, type DocumentEvent } from '../../extensions/structured-documents/src/common/api.ts';
import { assign } from './documents-fixtures.ts';
import { until, type Client } from './harness.ts';
import { insert, makeStructuredDocument, saved, sdoc, startSdocWorld, type SdocWorld } from './sdoc-fixtures.ts';

/**
 * Issue 16 item 6: "a second editor sees the lock and the update without reloading". Each document is a
 * topic of the area's channel (the core's channels gained topics for it): only users who read the
 * document may subscribe, and every save and lock change of it reaches them.
 */
let w: SdocWorld;
const sockets: Socket[] = [];
beforeAll(async () => {
  w = await startSdocWorld();
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await w?.close();
});

async function socketOf(client: Client): Promise<Socket> {
  const socket = connect(w.t.url, { path: '/socket.io', auth: { token: client.token }, transports: ['websocket'] });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

const subscribe = (socket: Socket, channel: string) =>
  socket.timeout(5_000).emitWithAck(CHANNEL_SUBSCRIBE, channel) as Promise<boolean>;

function heard(socket: Socket): ChannelMessage<DocumentEvent>[] {
  const out: ChannelMessage<DocumentEvent>[] = [];
  socket.on(CHANNEL_MESSAGE, (payload: ChannelMessage<DocumentEvent>) => out.push(payload));
  return out;
}

describe("a document's topic", () => {
  it('only its readers subscribe; they hear its saves and locks, and nothing of other documents', async () => {
    const id = await makeStructuredDocument(w.alice, 'Живой документ');
    const other = await makeStructuredDocument(w.alice, 'Другой');
    await assign(w.alice, id, w.bob, 'editor');
    const [alice, bob, carol] = await Promise.all([socketOf(w.alice), socketOf(w.bob), socketOf(w.carol)]);
    expect(await subscribe(alice, sdocTopic(id))).toBe(true);
    expect(await subscribe(bob, sdocTopic(id))).toBe(true);
    expect(await subscribe(carol, sdocTopic(id))).toBe(false);
    expect(await subscribe(carol, `${sdocTopic(id)}x`)).toBe(false);
    const aliceHeard = heard(alice);
    const carolHeard = heard(carol);

    const para = insert('paragraph', id, null, { content: 'От Боба' });
    const reply = await saved(w.bob, id, [para]);
    await saved(w.alice, other, [insert('paragraph', other)]);
    await until(() => aliceHeard.length > 0);
    expect(aliceHeard[0]).toEqual({
      channel: sdocTopic(id),
      message: expect.objectContaining({ type: 'saved', documentId: id, version: reply.version, diff: [para] }),
    });

    expect((await sdoc.locks(w.bob, id, [para.id])).status).toBe(200);
    await until(() => aliceHeard.length > 1);
    expect(aliceHeard[1]!.message).toEqual({
      type: 'locks',
      documentId: id,
      locks: [{ tabSessionId: `tab-${w.bob.userId}`, userName: expect.any(String), elementIds: [para.id] }],
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(aliceHeard).toHaveLength(2);
    expect(carolHeard).toEqual([]);
  });
});
