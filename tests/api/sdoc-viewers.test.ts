import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_MESSAGE, CHANNEL_SUBSCRIBE, type ChannelMessage } from '@ontobench/core/common';
import {
  sdocTopic,
  type DocumentEvent,
  type ViewerEntry,
} from '../../extensions/structured-documents/src/common/api.ts';
import { SDOC_CLASS, SDOC_PROP } from '../../extensions/structured-documents/src/common/schema.ts';
import { assign } from './documents-fixtures.ts';
import { until, type Client } from './harness.ts';
import { makeStructuredDocument, startSdocWorld, type SdocWorld } from './sdoc-fixtures.ts';

/**
 * shell.md §2 "/view/{id} … registers a viewer on entry"; domain.md §5 "Viewer and comment registration
 * need an identifier (messages: viewer id not set; …) and reject duplicates". A reader is one tab; the
 * readers of a document are announced on its topic, which the viewer and the editor show.
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

const viewers = {
  list: (c: Client, id: string) => c.request('GET', `/api/structured-documents/${id}/viewers`),
  register: (c: Client, id: string, body: unknown) =>
    c.request('POST', `/api/structured-documents/${id}/viewers`, body),
  renew: (c: Client, id: string, viewerId: string) =>
    c.request('PUT', `/api/structured-documents/${id}/viewers/${viewerId}`),
  remove: (c: Client, id: string, viewerId: string) =>
    c.request('DELETE', `/api/structured-documents/${id}/viewers/${viewerId}`),
};

async function answer(reply: Response): Promise<[number, string]> {
  const body = (await reply.json().catch(() => ({}))) as { error?: string };
  return [reply.status, body.error ?? ''];
}

async function readers(c: Client, id: string): Promise<string[]> {
  const reply = await viewers.list(c, id);
  expect(reply.status).toBe(200);
  return ((await reply.json()) as { viewers: ViewerEntry[] }).viewers.map((v) => v.userName).sort();
}

describe('the viewer’s readers', () => {
  it('§5: a registration without an id is refused with "viewer id not set", nothing written', async () => {
    const id = await makeStructuredDocument(w.alice, 'Без идентификатора');
    for (const body of [{}, { viewerId: '' }, { viewerId: 7 }, null])
      expect(await answer(await viewers.register(w.alice, id, body))).toEqual([400, 'viewer id not set']);
    expect(await readers(w.alice, id)).toEqual([]);
  });

  it('§5: a second registration of the same tab while it reads is a duplicate (409); another tab is another reader', async () => {
    const id = await makeStructuredDocument(w.alice, 'Дважды');
    await assign(w.alice, id, w.bob, 'reader');
    expect((await viewers.register(w.alice, id, { viewerId: 'tab-a' })).status).toBe(200);
    const [status, message] = await answer(await viewers.register(w.alice, id, { viewerId: 'tab-a' }));
    expect([status, message.length > 0]).toEqual([409, true]);
    const reply = await viewers.register(w.bob, id, { viewerId: 'tab-b' });
    expect(reply.status).toBe(200);
    expect(((await reply.json()) as { viewers: ViewerEntry[] }).viewers).toHaveLength(2);
    expect((await viewers.register(w.alice, id, { viewerId: 'tab-a2' })).status).toBe(200);
    expect(await readers(w.bob, id)).toHaveLength(3);
  });

  it('§2: reading needs the read right: a stranger gets 404 for every call, and nothing is written', async () => {
    const id = await makeStructuredDocument(w.alice, 'Чужой');
    expect((await viewers.register(w.alice, id, { viewerId: 'tab-a' })).status).toBe(200);
    expect((await viewers.list(w.carol, id)).status).toBe(404);
    expect((await viewers.register(w.carol, id, { viewerId: 'tab-c' })).status).toBe(404);
    expect((await viewers.renew(w.carol, id, 'tab-a')).status).toBe(404);
    expect((await viewers.remove(w.carol, id, 'tab-a')).status).toBe(404);
    expect((await viewers.list(w.alice, randomUUID())).status).toBe(404);
    expect(await readers(w.alice, id)).toHaveLength(1);
  });

  it('renewal keeps a reader, removal forgets it; only its own tab removes it; a forgotten one is 404', async () => {
    const id = await makeStructuredDocument(w.alice, 'Уходящий');
    await assign(w.alice, id, w.bob, 'reader');
    expect((await viewers.register(w.alice, id, { viewerId: 'tab-a' })).status).toBe(200);
    expect((await viewers.renew(w.alice, id, 'tab-a')).status).toBe(200);
    expect((await viewers.remove(w.bob, id, 'tab-a')).status).toBe(404);
    expect((await viewers.remove(w.alice, id, 'tab-a')).status).toBe(200);
    expect(await readers(w.alice, id)).toEqual([]);
    expect((await viewers.renew(w.alice, id, 'tab-a')).status).toBe(404);
    expect((await viewers.remove(w.alice, id, 'tab-a')).status).toBe(404);
    // Back within the tab's life: registering again is no duplicate.
    expect((await viewers.register(w.alice, id, { viewerId: 'tab-a' })).status).toBe(200);
  });

  it('an expired reader is not shown, is no duplicate, and is deleted by the next registration', async () => {
    const id = await makeStructuredDocument(w.alice, 'Просроченный');
    const stale = randomUUID();
    const written = await w.admin.data({
      act: 'set_data',
      data: [
        { op: 'new', class: SDOC_CLASS.DocumentViewer, name: 'stale', inst: stale },
        { op: 'upd', inst: stale, prop: SDOC_PROP.viewerDocument, val: id },
        { op: 'upd', inst: stale, prop: SDOC_PROP.viewerId, val: 'tab-old' },
        { op: 'upd', inst: stale, prop: SDOC_PROP.viewerExpires, val: new Date(Date.now() - 1000).toISOString() },
      ],
    });
    expect(written.status).toBe(200);
    expect(await readers(w.alice, id)).toEqual([]);
    expect((await viewers.register(w.alice, id, { viewerId: 'tab-old' })).status).toBe(200);
    const left = await w.admin.data({
      act: 'get_data',
      class: SDOC_CLASS.DocumentViewer,
      filter: `[id] = '${stale}'`,
      fields: [{ prop: SDOC_PROP.viewerId }],
    });
    expect(((await left.json()) as { count_rows: number }).count_rows).toBe(0);
    expect(await readers(w.alice, id)).toHaveLength(1);
  });

  it('§2: registrations and removals are announced on the document’s topic with who reads it', async () => {
    const id = await makeStructuredDocument(w.alice, 'Живой');
    await assign(w.alice, id, w.bob, 'reader');
    const socket = connect(w.t.url, { path: '/socket.io', auth: { token: w.alice.token }, transports: ['websocket'] });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    expect(await socket.timeout(5_000).emitWithAck(CHANNEL_SUBSCRIBE, sdocTopic(id))).toBe(true);
    const heard: ChannelMessage<DocumentEvent>[] = [];
    socket.on(CHANNEL_MESSAGE, (payload: ChannelMessage<DocumentEvent>) => heard.push(payload));

    expect((await viewers.register(w.bob, id, { viewerId: 'tab-b' })).status).toBe(200);
    await until(() => heard.length > 0);
    expect(heard[0]).toEqual({
      channel: sdocTopic(id),
      message: { type: 'viewers', documentId: id, viewers: [{ userName: expect.any(String) }] },
    });
    expect(heard[0]!.message.type === 'viewers' && heard[0]!.message.viewers[0]!.userName).not.toBe('');
    expect((await viewers.remove(w.bob, id, 'tab-b')).status).toBe(200);
    await until(() => heard.length > 1);
    expect(heard[1]!.message).toEqual({ type: 'viewers', documentId: id, viewers: [] });
  });
});
