import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicDocument } from '../../extensions/documents/src/common/api.ts';
import { DOCUMENT_NOT_FOUND } from '../../extensions/documents/src/node/content/read.ts';
import { MAY_NOT_CHANGE } from '../../extensions/documents/src/node/content/write.ts';
import { DOC_PROP } from '../../extensions/documents/src/common/schema.ts';
import { tableCounts } from './harness.ts';
import {
  api,
  assign,
  doc,
  heading,
  makeDocument,
  para,
  saved,
  startDocumentsWorld,
  storedPieces,
  viewOf,
  type DocumentsWorld,
} from './documents-fixtures.ts';

/**
 * Access to documents on the server (issue 15 "Quality bars": a reader cannot save, a non-author without
 * an assignment cannot read, an anonymous visitor reads only public documents), against a real server.
 * Roles come from assignments (domain.md §3 "Assignment and role"; §4 "It counts only if not suspended
 * and activeUntil is empty or later than today"), decided by the store's own access rule.
 */
let w: DocumentsWorld;
let readerDoc: string;
let editorDoc: string;
let privateDoc: string;
const first = doc(heading(1, 'Введение'), para('Первая версия'));

beforeAll(async () => {
  w = await startDocumentsWorld();
  [readerDoc, editorDoc, privateDoc] = await Promise.all([
    makeDocument(w.alice, 'Для чтения'),
    makeDocument(w.alice, 'Для правки'),
    makeDocument(w.alice, 'Личный'),
  ]);
  for (const id of [readerDoc, editorDoc, privateDoc]) await saved(w.alice, id, first, 0);
  await assign(w.alice, readerDoc, w.bob, 'reader');
  await assign(w.alice, editorDoc, w.bob, 'editor');
}, 60_000);

afterAll(() => w?.close());

const notFound = async (reply: Response) => {
  expect(reply.status).toBe(404);
  expect(await reply.json()).toEqual({ error: DOCUMENT_NOT_FOUND });
};

describe('documents: who reads and who saves (domain.md §3 "Document": role)', () => {
  it('the author reads their document with the role author and may edit', async () => {
    const view = await viewOf(w.alice, readerDoc);
    expect(view).toMatchObject({ name: 'Для чтения', role: 'author', canEdit: true, version: 1, content: first });
    expect(view.author?.name).toBe('Алисова Алиса Петровна');
    expect(view.editor?.name).toBe('Алисова Алиса Петровна');
  });

  it('a reader (assignment with role code reader) reads but cannot save: 403, content unchanged', async () => {
    expect(await viewOf(w.bob, readerDoc)).toMatchObject({ role: 'reader', canEdit: false, content: first });
    const before = await storedPieces(w.admin, readerDoc);
    const reply = await api.save(w.bob, readerDoc, doc(para('Чужая правка')), 1);
    expect(reply.status).toBe(403);
    expect(await reply.json()).toEqual({ error: MAY_NOT_CHANGE });
    expect(await storedPieces(w.admin, readerDoc)).toEqual(before);
    expect((await viewOf(w.alice, readerDoc)).version).toBe(1);
    // Nor may a reader make it public.
    expect((await api.setPublic(w.bob, readerDoc, true)).status).toBe(403);
    expect((await viewOf(w.alice, readerDoc)).isPublicDoc).toBe(false);
  });

  it('an editor assignment saves, and becomes the editor of the content', async () => {
    expect(await viewOf(w.bob, editorDoc)).toMatchObject({ role: 'editor', canEdit: true });
    const version = await saved(w.bob, editorDoc, doc(para('Правка Боба')), 1);
    expect(version).toBe(2);
    const view = await viewOf(w.alice, editorDoc);
    expect(view).toMatchObject({ version: 2, content: doc(para('Правка Боба')) });
    expect(view.editor?.name).toBe('Бобров Борис Иванович');
  });

  it('a stranger gets 404 on read, save, .docx and the public flag, and nothing is written', async () => {
    const before = await tableCounts(w.t.temp);
    await notFound(await api.view(w.carol, privateDoc));
    await notFound(await api.save(w.carol, privateDoc, doc(para('x')), 1));
    await notFound(await api.docx(w.carol, privateDoc));
    await notFound(await api.setPublic(w.carol, privateDoc, true));
    expect(await tableCounts(w.t.temp)).toEqual(before);
  });

  it('a made-up or malformed id is the same 404 as a document one may not read', async () => {
    await notFound(await api.view(w.alice, randomUUID()));
    await notFound(await api.view(w.alice, 'not-an-id'));
    await notFound(await api.save(w.alice, randomUUID(), doc(para('x')), 0));
  });

  it('an administrator reads every document (role admin) and may edit', async () => {
    expect(await viewOf(w.admin, privateDoc)).toMatchObject({ role: 'admin', canEdit: true, content: first });
  });

  it('domain.md §4 "It counts only if not suspended and activeUntil is empty or later than today"', async () => {
    const [suspended, expired, future] = await Promise.all([
      makeDocument(w.alice, 'Приостановлено'),
      makeDocument(w.alice, 'Истекло'),
      makeDocument(w.alice, 'До будущего года'),
    ]);
    await assign(w.alice, suspended, w.carol, 'editor', { notActive: true });
    await assign(w.alice, expired, w.carol, 'editor', { activeUntil: '2020-01-01' });
    await assign(w.alice, future, w.carol, 'reader', { activeUntil: `${new Date().getFullYear() + 1}-12-31` });
    await notFound(await api.view(w.carol, suspended));
    await notFound(await api.view(w.carol, expired));
    expect(await viewOf(w.carol, future)).toMatchObject({ role: 'reader', canEdit: false });
  });

  it('anonymous visitors read only a public document; private and made-up ids answer the same 404', async () => {
    const made = await api.setPublic(w.alice, privateDoc, true);
    expect([made.status, await made.json()]).toEqual([200, { isPublic: true }]);
    const reply = await w.anonymous('GET', `/api/public/doc/${privateDoc}`);
    expect(reply.status).toBe(200);
    expect((await reply.json()) as PublicDocument).toEqual({
      id: privateDoc,
      name: 'Личный',
      annotation: null,
      content: first,
    });
    for (const id of [readerDoc, randomUUID(), 'x'.repeat(36)]) {
      await notFound(await w.anonymous('GET', `/api/public/doc/${id}`));
      await notFound(await w.anonymous('GET', `/api/public/doc/${id}/docx`));
    }
    // The signed-in calls still need a sign-in, public or not.
    expect((await w.anonymous('GET', `/api/documents/${privateDoc}`)).status).toBe(401);
    // Made private again: gone for visitors at once, and the public copy with it.
    await api.setPublic(w.alice, privateDoc, false);
    await notFound(await w.anonymous('GET', `/api/public/doc/${privateDoc}`));
    expect(await storedPieces(w.admin, privateDoc, DOC_PROP.publicContent)).toEqual([]);
  });

  it('a save of a public document does not change what visitors read: the copy made when it was made public', async () => {
    const id = await makeDocument(w.alice, 'Открытый');
    await saved(w.alice, id, doc(para('Опубликованный текст')), 0);
    await api.setPublic(w.alice, id, true);
    await saved(w.alice, id, doc(para('Черновик правки')), 1);
    const seen = (await (await w.anonymous('GET', `/api/public/doc/${id}`)).json()) as PublicDocument;
    expect(seen.content).toEqual(doc(para('Опубликованный текст')));
    // Making it public again refreshes the copy.
    await api.setPublic(w.alice, id, true);
    const again = (await (await w.anonymous('GET', `/api/public/doc/${id}`)).json()) as PublicDocument;
    expect(again.content).toEqual(doc(para('Черновик правки')));
  });
});
