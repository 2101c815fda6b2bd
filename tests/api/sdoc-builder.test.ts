import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentClassEntry } from '../../extensions/structured-documents/src/common/api.ts';
import { SDOC_CLASS } from '../../extensions/structured-documents/src/common/schema.ts';
import { CLASS_IN_USE } from '../../extensions/structured-documents/src/node/builder/classes.ts';
import { NOT_OFFERED } from '../../extensions/structured-documents/src/node/state/save.ts';
import { assign } from './documents-fixtures.ts';
import type { Client } from './harness.ts';
import {
  insert,
  makeStructuredDocument,
  saved,
  sdoc,
  startSdocWorld,
  stateOf,
  type SdocWorld,
} from './sdoc-fixtures.ts';

/**
 * The builder of structured documents (issue 16 item 8: "define structured-document classes and which
 * component kinds they offer"; domain.md §6 "Builder of structured documents is admin only"): its calls
 * refuse anyone but an administrator, check the kinds, complete them with what they need, keep a class in
 * use; a document of a class offers its kinds alone, in document/fetch and in document/save.
 */
let w: SdocWorld;

beforeAll(async () => {
  w = await startSdocWorld();
}, 60_000);
afterAll(() => w?.close());

const classes = {
  list: (c: Client) => c.request('GET', '/api/structured-documents/classes'),
  create: (c: Client, body: unknown) => c.request('POST', '/api/structured-documents/classes', body),
  change: (c: Client, id: string, body: unknown) => c.request('PUT', `/api/structured-documents/classes/${id}`, body),
  remove: (c: Client, id: string) => c.request('DELETE', `/api/structured-documents/classes/${id}`),
};

async function made(body: unknown): Promise<DocumentClassEntry> {
  const reply = await classes.create(w.admin, body);
  expect([reply.status, reply.status === 200 ? '' : await reply.text()]).toEqual([200, '']);
  return (await reply.json()) as DocumentClassEntry;
}

/** A document of `author`'s of the class (the create dialog sets the class with this call, as here). */
async function documentOf(author: Client, classId: string, name: string): Promise<string> {
  const id = await makeStructuredDocument(author, name);
  const reply = await author.request('PUT', `/api/structured-documents/${id}/class`, { classId });
  expect([reply.status, await reply.text()]).toEqual([200, JSON.stringify({ classId })]);
  return id;
}

describe('document classes (§6 "Builder of structured documents is admin only")', () => {
  it('§6: a user may not list, create, change or delete classes (403), nor write one with the data API', async () => {
    const own = await made({ name: 'Отчёт', offeredKinds: ['paragraph'] });
    for (const reply of [
      await classes.list(w.alice),
      await classes.create(w.alice, { name: 'Мой', offeredKinds: [] }),
      await classes.change(w.alice, own.id, { name: 'Чужой' }),
      await classes.remove(w.alice, own.id),
    ]) {
      expect(reply.status).toBe(403);
    }
    const direct = await w.alice.data({
      act: 'set_data',
      data: [{ op: 'new', class: SDOC_CLASS.DocumentClass, name: 'В обход', inst: crypto.randomUUID() }],
    });
    expect(direct.status).not.toBe(200);
    const names = ((await (await classes.list(w.admin)).json()) as DocumentClassEntry[]).map((c) => c.name);
    expect(names).not.toContain('В обход');
  });

  it('an administrator creates a class; its kinds are completed with what they need (a table its parts)', async () => {
    const entry = await made({ name: '  Протокол  ', offeredKinds: ['table', 'section', 'paragraph'] });
    expect(entry).toMatchObject({
      name: 'Протокол',
      offeredKinds: [
        'paragraph',
        'section',
        'table',
        'tableColumns',
        'tableColumn',
        'tableRows',
        'tableRow',
        'tableCell',
      ],
      documentCount: 0,
    });
    const listed = (await (await classes.list(w.admin)).json()) as DocumentClassEntry[];
    expect(listed.find((c) => c.id === entry.id)).toEqual(entry);
  });

  it('unknown kinds, the root kind, a missing name → 400, nothing written', async () => {
    const before = ((await (await classes.list(w.admin)).json()) as DocumentClassEntry[]).length;
    for (const body of [
      { name: 'Плохой', offeredKinds: ['paragraph', 'nonsense'] },
      { name: 'Корень', offeredKinds: ['document'] },
      { name: '   ', offeredKinds: [] },
      { name: 'Не список', offeredKinds: 'paragraph' },
      [],
    ]) {
      const reply = await classes.create(w.admin, body);
      expect(reply.status).toBe(400);
    }
    expect(((await (await classes.list(w.admin)).json()) as DocumentClassEntry[]).length).toBe(before);
  });

  it('rename and change of the kinds; an unknown class → 404', async () => {
    const entry = await made({ name: 'Черновик', offeredKinds: ['paragraph'] });
    const reply = await classes.change(w.admin, entry.id, { name: 'Записка', offeredKinds: ['unorderedList'] });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({ name: 'Записка', offeredKinds: ['contentHolder', 'unorderedList'] });
    expect((await classes.change(w.admin, crypto.randomUUID(), { name: 'Нет' })).status).toBe(404);
    expect((await classes.change(w.admin, entry.id, { offeredKinds: ['x'] })).status).toBe(400);
  });

  it('a class documents are of is not deleted (409, with their number); an unused one is', async () => {
    const entry = await made({ name: 'Приказ', offeredKinds: ['paragraph'] });
    await documentOf(w.alice, entry.id, 'Приказ № 1');
    const refused = await classes.remove(w.admin, entry.id);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toBe(`${CLASS_IN_USE} 1`);
    const listed = (await (await classes.list(w.admin)).json()) as DocumentClassEntry[];
    expect(listed.find((c) => c.id === entry.id)?.documentCount).toBe(1);
    const unused = await made({ name: 'Пустой', offeredKinds: [] });
    expect((await classes.remove(w.admin, unused.id)).status).toBe(204);
    expect((await classes.remove(w.admin, unused.id)).status).toBe(404);
  });
});

describe('a document of a class offers its kinds alone', () => {
  it('every user lists the classes’ names; sets the class of a document whose structure they change', async () => {
    const entry = await made({ name: 'Видимый', offeredKinds: ['paragraph'] });
    const reply = await w.alice.request('GET', '/api/structured-documents/class-choices');
    expect(reply.status).toBe(200);
    expect(await reply.json()).toContainEqual({ id: entry.id, name: 'Видимый' });
    const id = await documentOf(w.alice, entry.id, 'Свой');
    const setClass = (c: Client, classId: unknown) =>
      c.request('PUT', `/api/structured-documents/${id}/class`, { classId });
    expect((await setClass(w.carol, null)).status).toBe(404);
    await assign(w.alice, id, w.bob, 'reader');
    expect((await setClass(w.bob, null)).status).toBe(403);
    expect((await setClass(w.alice, crypto.randomUUID())).status).toBe(404);
    expect((await setClass(w.alice, 42)).status).toBe(400);
    expect((await stateOf(w.alice, id)).offeredKinds).toEqual(['paragraph']);
    expect((await setClass(w.alice, null)).status).toBe(200);
    expect((await stateOf(w.alice, id)).offeredKinds).toBeNull();
  });

  it('document/fetch answers the class’s kinds; a document without a class offers every kind (null)', async () => {
    const entry = await made({ name: 'Заметка', offeredKinds: ['paragraph', 'orderedList'] });
    const id = await documentOf(w.alice, entry.id, 'Заметка 1');
    expect((await stateOf(w.alice, id)).offeredKinds).toEqual(['paragraph', 'contentHolder', 'orderedList']);
    expect((await stateOf(w.alice, await makeStructuredDocument(w.alice, 'Свободный'))).offeredKinds).toBeNull();
  });

  it('§5: document/save refuses inserting a kind its class does not offer (400, nothing written)', async () => {
    const entry = await made({ name: 'Только текст', offeredKinds: ['paragraph'] });
    const id = await documentOf(w.alice, entry.id, 'Текст');
    const para = insert('paragraph', id);
    const table = insert('table', id, para.id);
    const reply = await sdoc.save(w.alice, id, [para, table]);
    expect(reply.status).toBe(400);
    expect(((await reply.json()) as { error: string }).error).toBe(`${NOT_OFFERED} (операция 2)`);
    const state = await stateOf(w.alice, id);
    expect(state.root.children).toEqual([]);
    expect(state.version).toBe(0);
    await saved(w.alice, id, [para]);
    expect((await stateOf(w.alice, id)).root.children.map((c) => c.kind)).toEqual(['paragraph']);
  });
});
