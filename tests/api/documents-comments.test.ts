import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  DOCUMENTS_API,
  type CommentEntry,
  type CommentView,
  type CommentsChanged,
  type DiscussionCounts,
} from '../../extensions/documents/src/common/api.ts';
import { tableCounts, type Client } from './harness.ts';
import { call, makeDocument, startWorld, type World } from './documents-discussions-fixture.ts';
import { channelMessages, openSocket } from './realtime-support.ts';

/**
 * The comments calls against a real server (domain.md §3 Comment: "id, text, author (id, name), date,
 * completed, parentId, params (JSON), documentRange, object"; §4 "Comment: created, text edited,
 * completed flag changed, removed (replies are removed too)"; §7 document/fetchDiscussions).
 */
let w: World;
let doc: string;
let other: string;

beforeAll(async () => {
  w = await startWorld();
  doc = await makeDocument(w.alice, 'Положение о практике', [
    [w.bob, 'reader'],
    [w.carol, 'editor'],
  ]);
  other = await makeDocument(w.alice, 'Другой документ');
}, 60_000);

afterAll(() => w?.t.close());

const comment = (client: Client, documentId: string, body: unknown) =>
  call<CommentView>(client, 'POST', DOCUMENTS_API.comments(documentId), body);
const list = (client: Client, documentId = doc) =>
  call<CommentView[]>(client, 'GET', DOCUMENTS_API.comments(documentId));
const patch = (client: Client, id: string, body: unknown) =>
  call<CommentView>(client, 'PATCH', DOCUMENTS_API.comment(id), body);
const remove = (client: Client, id: string) => call(client, 'DELETE', DOCUMENTS_API.comment(id));

describe('adding and reading comments', () => {
  it('a reader comments on a range, and everyone who reads the document sees it', async () => {
    const range = { from: 3, to: 12, quote: 'практике' };
    const added = await comment(w.bob, doc, { text: '  Уточните сроки  ', documentRange: range });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      text: 'Уточните сроки',
      author: { id: w.bob.userId, name: 'Бобров Борис Иванович' },
      completed: false,
      parentId: null,
      documentRange: range,
      object: doc,
      canEdit: true,
      canRemove: true,
    });
    expect(Date.parse(added.body.date)).not.toBeNaN();
    const seenByAlice = await list(w.alice);
    expect(seenByAlice.body.find((c) => c.id === added.body.id)).toMatchObject({ canEdit: false, canRemove: true });
    const seenByCarol = await list(w.carol);
    expect(seenByCarol.body.map((c) => c.id)).toContain(added.body.id);
  });

  it('refuses a text that is empty or longer than 10,000 characters, and a bad range, writing nothing', async () => {
    const before = await tableCounts(w.t.temp);
    expect((await comment(w.alice, doc, { text: '   ' })).status).toBe(400);
    expect((await comment(w.alice, doc, { text: 'x'.repeat(10_001) })).status).toBe(400);
    expect((await comment(w.alice, doc, { text: 'ok', documentRange: { from: 5, to: 2, quote: '' } })).status).toBe(
      400,
    );
    expect((await comment(w.alice, doc, { text: 'ok', documentRange: { from: 1, to: 2 } })).status).toBe(400);
    expect((await comment(w.alice, doc, { text: 'ok', parentId: 'not-an-id' })).status).toBe(400);
    expect(await tableCounts(w.t.temp)).toEqual(before);
    expect((await comment(w.alice, doc, { text: 'x'.repeat(10_000) })).status).toBe(200);
  });

  it('a reply must answer a comment of the same document', async () => {
    const elsewhere = await comment(w.alice, other, { text: 'в другом документе' });
    const reply = await comment(w.alice, doc, { text: 'ответ', parentId: elsewhere.body.id });
    expect(reply.status).toBe(400);
  });

  it('a stranger gets 404 for everything, the same as for a missing document', async () => {
    const mine = await comment(w.alice, doc, { text: 'для своих' });
    expect((await list(w.dave)).status).toBe(404);
    expect((await comment(w.dave, doc, { text: 'я тоже' })).status).toBe(404);
    expect((await patch(w.dave, mine.body.id, { completed: true })).status).toBe(404);
    expect((await remove(w.dave, mine.body.id)).status).toBe(404);
    const missing = await list(w.dave, '00000000-0000-4000-8000-00000000dead');
    expect(missing).toEqual({ status: 404, body: expect.objectContaining({}) });
    expect((await list(w.alice)).body.map((c) => c.id)).toContain(mine.body.id);
  });
});

describe('changing and removing', () => {
  it('only the author edits the text', async () => {
    const alices = await comment(w.alice, doc, { text: 'Черновик' });
    expect((await patch(w.bob, alices.body.id, { text: 'чужая правка' })).status).toBe(403);
    expect((await patch(w.carol, alices.body.id, { text: 'чужая правка' })).status).toBe(403);
    const edited = await patch(w.alice, alices.body.id, { text: 'Исправлено' });
    expect(edited).toMatchObject({ status: 200, body: { text: 'Исправлено' } });
    expect((await patch(w.alice, alices.body.id, {})).status).toBe(400);
  });

  it("a reader cannot complete or remove another's comment; the author and whoever may change the document can", async () => {
    const alices = await comment(w.alice, doc, { text: 'Проверьте таблицу' });
    expect((await patch(w.bob, alices.body.id, { completed: true })).status).toBe(403);
    expect((await remove(w.bob, alices.body.id)).status).toBe(403);
    const bobs = await comment(w.bob, doc, { text: 'Вопрос читателя' });
    // Carol edits the document through her assignment: she completes and reopens Bob's comment.
    expect(await patch(w.carol, bobs.body.id, { completed: true })).toMatchObject({
      status: 200,
      body: { completed: true },
    });
    expect(await patch(w.alice, bobs.body.id, { completed: false })).toMatchObject({
      status: 200,
      body: { completed: false },
    });
    expect(await patch(w.bob, bobs.body.id, { completed: true })).toMatchObject({
      status: 200,
      body: { completed: true },
    });
    expect((await list(w.alice)).body.find((c) => c.id === alices.body.id)?.completed).toBe(false);
  });

  it('removing a comment removes its replies, whoever wrote them, in one go', async () => {
    const root = await comment(w.bob, doc, { text: 'Корень' });
    const r1 = await comment(w.alice, doc, { text: 'Ответ 1', parentId: root.body.id });
    const r2 = await comment(w.carol, doc, { text: 'Ответ на ответ', parentId: r1.body.id });
    const sibling = await comment(w.alice, doc, { text: 'Отдельно' });
    expect([r1.status, r1.body.parentId, r2.status, r2.body.parentId]).toEqual([200, root.body.id, 200, r1.body.id]);
    // Bob is the root's author: the thread goes with it, Alice's and Carol's replies too.
    const removed = await remove(w.bob, root.body.id);
    expect(removed.status).toBe(200);
    const left = (await list(w.alice)).body.map((c) => c.id);
    for (const gone of [root, r1, r2]) expect(left).not.toContain(gone.body.id);
    expect(left).toContain(sibling.body.id);
  });

  it('the document author removes a reader’s comment', async () => {
    const bobs = await comment(w.bob, doc, { text: 'Удалите меня' });
    expect((await remove(w.alice, bobs.body.id)).status).toBe(200);
    expect((await list(w.bob)).body.map((c) => c.id)).not.toContain(bobs.body.id);
  });
});

describe('discussions', () => {
  it('document/fetchDiscussions counts all and open comments of readable documents only', async () => {
    const fresh = await makeDocument(w.alice, 'Счётчики', [[w.bob, 'reader']]);
    const a = await comment(w.alice, fresh, { text: 'один' });
    await comment(w.bob, fresh, { text: 'два' });
    await patch(w.alice, a.body.id, { completed: true });
    const bobs = await call<DiscussionCounts>(w.bob, 'POST', DOCUMENTS_API.fetchDiscussions, {
      documentIds: [fresh, other],
    });
    expect(bobs).toEqual({ status: 200, body: { [fresh]: { total: 2, open: 1 } } });
    const daves = await call<DiscussionCounts>(w.dave, 'POST', DOCUMENTS_API.fetchDiscussions, {
      documentIds: [fresh],
    });
    expect(daves.body).toEqual({});
  });

  it('refuses more than 200 ids and ids that are not ids', async () => {
    const many = Array.from({ length: 201 }, () => crypto.randomUUID());
    expect((await call(w.bob, 'POST', DOCUMENTS_API.fetchDiscussions, { documentIds: many })).status).toBe(400);
    expect((await call(w.bob, 'POST', DOCUMENTS_API.fetchDiscussions, { documentIds: ['x'] })).status).toBe(400);
    const max = await call<DiscussionCounts>(w.alice, 'POST', DOCUMENTS_API.fetchDiscussions, {
      documentIds: [...many.slice(0, 199), doc],
    });
    expect(Object.keys(max.body)).toEqual([doc]);
  });

  it('GET comments lists the comments of readable documents with their names', async () => {
    const daves = await makeDocument(w.dave, 'Документ Дениса');
    await comment(w.dave, daves, { text: 'мой' });
    const bobs = await call<CommentEntry[]>(w.bob, 'GET', DOCUMENTS_API.allComments);
    expect(bobs.status).toBe(200);
    expect(new Set(bobs.body.map((c) => c.documentName))).toEqual(new Set(['Положение о практике', 'Счётчики']));
    const dave = await call<CommentEntry[]>(w.dave, 'GET', DOCUMENTS_API.allComments);
    expect(dave.body.map((c) => c.documentName)).toEqual(['Документ Дениса']);
  });
});

describe('realtime: documents/comments', () => {
  const sockets: Socket[] = [];
  afterAll(() => sockets.forEach((s) => s.disconnect()));
  const hear = async (client: Client) => channelMessages<CommentsChanged>(await openSocket(w.t.url, client, sockets));

  it('tells the readers of the document that its comments changed, and no one else', async () => {
    const [readers, dave] = await Promise.all([
      Promise.all([w.alice, w.bob, w.carol, w.admin].map(hear)),
      hear(w.dave),
    ]);
    await comment(w.bob, doc, { text: 'живое обновление' });
    const message = { channel: 'documents/comments', message: { documentId: doc } };
    await expect.poll(() => readers.map((h) => h.length), { timeout: 5_000 }).toEqual([1, 1, 1, 1]);
    for (const h of readers) expect(h[0]).toEqual(message);
    // Dave reads nothing of the document: a short wait proves he heard nothing.
    await new Promise((r) => setTimeout(r, 300));
    expect(dave).toEqual([]);
  });
});
