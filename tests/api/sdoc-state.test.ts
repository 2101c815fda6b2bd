import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SDOC_PROP } from '../../extensions/structured-documents/src/common/schema.ts';
import { HELD_BY_OTHER } from '../../extensions/structured-documents/src/node/state/save.ts';
import { assign } from './documents-fixtures.ts';
import { tableCounts } from './harness.ts';
import {
  insert,
  makeStructuredDocument,
  outline,
  saved,
  sdoc,
  stateOf,
  startSdocWorld,
  type SdocWorld,
} from './sdoc-fixtures.ts';

/**
 * The document state calls of domain.md §7 (document/fetch, document/save with a diff, the owning-document
 * lookup) and the locks of §4, against a real server and database: the tree comes back as saved, in the
 * order of its chains; an edit writes only what changed; rights (§5 "read, edit content, edit structure")
 * and locks hold on the server.
 */
let w: SdocWorld;

beforeAll(async () => {
  w = await startSdocWorld();
}, 60_000);
afterAll(() => w?.close());

describe('document/fetch and document/save (§7)', () => {
  it('a new document is its root alone, with every right for its author and version 0', async () => {
    const id = await makeStructuredDocument(w.alice, 'Пустой');
    const state = await stateOf(w.alice, id);
    expect(state).toMatchObject({
      documentId: id,
      name: 'Пустой',
      version: 0,
      savedAt: null,
      accessRights: { readOnly: false, editContentAllowed: true, editStructureAllowed: true },
      orderWarning: null,
      locks: [],
    });
    expect(outline(state.root)).toBe('document');
    expect(state.root.id).toBe(id);
  });

  it('saves inserts, updates, moves and deletes, and reads them back in order with the next version', async () => {
    const id = await makeStructuredDocument(w.alice, 'Отчёт');
    const section = insert('section', id, null, { title: 'Введение' });
    const para = insert('paragraph', section.id, null, { content: 'Первый абзац' });
    const list = insert('orderedList', id, section.id);
    const item = insert('contentHolder', list.id, null, { content: 'Пункт' });
    const first = await saved(w.alice, id, [section, para, list, item]);
    expect(first.version).toBe(1);
    let state = await stateOf(w.alice, id);
    expect(outline(state.root)).toBe('document(section(paragraph), orderedList(contentHolder))');
    expect(state.root.children[0]).toMatchObject({ id: section.id, title: 'Введение' });
    expect(state.root.children[0]!.children[0]).toMatchObject({ id: para.id, content: 'Первый абзац' });

    const second = await saved(w.alice, id, [
      { op: 'move', id: list.id, container: id, after: null },
      { op: 'update', id: para.id, fields: { content: 'Исправленный абзац', highlight: true } },
      { op: 'move', id: para.id, container: list.id, after: item.id },
    ]);
    expect(second.version).toBe(2);
    state = await stateOf(w.alice, id);
    expect(state.version).toBe(2);
    expect(state.savedAt).toBe(second.savedAt);
    expect(outline(state.root)).toBe('document(orderedList(contentHolder, paragraph), section)');
    expect(state.root.children[0]!.children[1]).toMatchObject({ content: 'Исправленный абзац', highlight: true });

    await saved(w.alice, id, [{ op: 'delete', id: list.id }]);
    state = await stateOf(w.alice, id);
    expect(outline(state.root)).toBe('document(section)');
  });

  it('a move rewrites the order records it touches, not the chain (an edit is a diff)', async () => {
    const id = await makeStructuredDocument(w.alice, 'Длинный');
    const paras = Array.from({ length: 30 }, (_, n) => insert('paragraph', id, null, { content: `Абзац ${n}` }));
    // Each after the previous one.
    paras.forEach((p, n) => (p.after = n === 0 ? null : paras[n - 1]!.id));
    await saved(w.alice, id, paras);
    const before = await nextValues(id);
    await saved(w.alice, id, [{ op: 'move', id: paras[20]!.id, container: id, after: paras[4]!.id }]);
    const after = await nextValues(id);
    const changed = [...after.keys()].filter((k) => after.get(k) !== before.get(k));
    // The old predecessor, the moved element and the new predecessor.
    expect(changed.sort()).toEqual([paras[19]!.id, paras[20]!.id, paras[4]!.id].sort());
    const order = (await stateOf(w.alice, id)).root.children.map((c) => c.content);
    expect(order.slice(4, 7)).toEqual(['Абзац 4', 'Абзац 20', 'Абзац 5']);
  });

  it('a broken chain is a warning, and the document loads without that order with every element (§4, §8)', async () => {
    const id = await makeStructuredDocument(w.alice, 'Сломанный');
    const [a, b, c] = [0, 1, 2].map((n) => insert('paragraph', id, null, { content: `П${n}` }));
    b!.after = a!.id;
    c!.after = b!.id;
    await saved(w.alice, id, [a!, b!, c!]);
    // A ring: the last points back at the first (written by an administrator through the data API).
    const ring = await w.admin.data({
      act: 'set_data',
      data: [{ op: 'upd', inst: c!.id, prop: SDOC_PROP.next, val: a!.id }],
    });
    expect(ring.status).toBe(200);
    const state = await stateOf(w.alice, id);
    expect(state.orderWarning).toMatch(/cycle/);
    expect(state.root.children.map((e) => e.id).sort()).toEqual([a!.id, b!.id, c!.id].sort());
    // The next save, of anything, writes the chain anew in the order the document loaded in.
    await saved(w.alice, id, [{ op: 'update', id: a!.id, fields: { title: 'Первый' } }]);
    const mended = await stateOf(w.alice, id);
    expect(mended.root.children.map((e) => e.id)).toEqual(state.root.children.map((e) => e.id));
    expect((await stateOf(w.alice, id)).orderWarning).toBeNull();
  });

  async function nextValues(documentId: string): Promise<Map<string, string | null>> {
    const state = await stateOf(w.alice, documentId);
    const reply = await w.admin.data({
      act: 'get_data',
      class: '5d0c0000-0000-4000-8000-000000000002',
      filter: `[${SDOC_PROP.elementDocument}] = '${documentId}'`,
      fields: [{ prop: SDOC_PROP.next }],
      limit: 1000,
    });
    const body = (await reply.json()) as { rows: { inst: string; prop: string; val: unknown }[] };
    const out = new Map<string, string | null>(state.root.children.map((c) => [c.id, null]));
    for (const cell of body.rows) if (cell.prop === SDOC_PROP.next) out.set(cell.inst, (cell.val as string) ?? null);
    return out;
  }
});

describe('bad input changes nothing', () => {
  it('refuses a malformed diff with a 400 that says what is wrong, and writes nothing', async () => {
    const id = await makeStructuredDocument(w.alice, 'Ошибки');
    const counts = await tableCounts(w.t.temp);
    const cases: [unknown, RegExp][] = [
      [{ documentId: id, updateId: 'u', tabSessionId: 't', baseVersion: 0, diff: [] }, /diff: нужен непустой список/],
      [{ documentId: id, updateId: 'u', tabSessionId: 't', baseVersion: -1, diff: [{}] }, /baseVersion/],
      [
        { documentId: id, updateId: 'u', tabSessionId: 't', baseVersion: 0, diff: [{ op: 'explode', id }] },
        /diff\[0\]\.op/,
      ],
      [
        {
          documentId: id,
          updateId: 'u',
          tabSessionId: 't',
          baseVersion: 0,
          diff: [{ ...insert('paragraph', id), fields: { colour: 'red' } }],
        },
        /fields\.colour: неизвестное поле/,
      ],
      [
        {
          documentId: id,
          updateId: 'u',
          tabSessionId: 't',
          baseVersion: 0,
          diff: [{ ...insert('paragraph', id), fields: { content: 'x'.repeat(100_001) } }],
        },
        /content: не длиннее/,
      ],
      [{ documentId: id, updateId: 'u', tabSessionId: 't', baseVersion: 0, diff: [insert('<script>', id)] }, /kind/],
    ];
    for (const [body, message] of cases) {
      const reply = await w.alice.request('POST', '/api/document/save', body);
      expect(reply.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(((await reply.json()) as { error: string }).error).toMatch(message);
    }
    expect(await tableCounts(w.t.temp)).toEqual(counts);
  });

  it('a refused operation late in a diff leaves the earlier ones unwritten too', async () => {
    const id = await makeStructuredDocument(w.alice, 'Всё или ничего');
    const counts = await tableCounts(w.t.temp);
    const reply = await sdoc.save(w.alice, id, [insert('paragraph', id), insert('tableCell', id)]);
    expect(reply.status).toBe(400);
    expect(((await reply.json()) as { error: string }).error).toMatch(/операция 2/);
    expect(await tableCounts(w.t.temp)).toEqual(counts);
    expect(outline((await stateOf(w.alice, id)).root)).toBe('document');
  });

  it('§5: a generator may not be highlighted', async () => {
    const id = await makeStructuredDocument(w.alice, 'Генератор');
    const holder = insert('contentHolder', id);
    const reply = await sdoc.save(w.alice, id, [holder, insert('generator', holder.id, null, { highlight: true })]);
    expect([reply.status, ((await reply.json()) as { error: string }).error]).toEqual([
      400,
      expect.stringMatching(/Генератор нельзя выделить/),
    ]);
  });
});

describe('rights (§5: read, edit content, edit structure) hold on the server', () => {
  let id: string;
  let para: string;
  beforeAll(async () => {
    id = await makeStructuredDocument(w.alice, 'Совместный');
    const p = insert('paragraph', id, null, { content: 'Текст' });
    para = p.id;
    await saved(w.alice, id, [p]);
  });

  it('a stranger neither reads nor saves (404, the same answer as for a missing document)', async () => {
    expect((await sdoc.fetch(w.carol, id)).status).toBe(404);
    expect((await sdoc.save(w.carol, id, [insert('paragraph', id)])).status).toBe(404);
    expect((await sdoc.byElement(w.carol, para)).status).toBe(404);
  });

  it('a reader reads, read-only, and cannot save (403)', async () => {
    const assignment = await assign(w.alice, id, w.bob, 'reader');
    const state = await stateOf(w.bob, id);
    expect(state.accessRights).toEqual({ readOnly: true, editContentAllowed: false, editStructureAllowed: false });
    const reply = await sdoc.save(w.bob, id, [{ op: 'update', id: para, fields: { content: 'Чужая правка' } }]);
    expect(reply.status).toBe(403);
    expect((await w.alice.data({ act: 'set_data', data: [{ op: 'del', inst: assignment }] })).status).toBe(200);
  });

  it('a content editor changes content and inserts paragraphs, not sections or lists (§5)', async () => {
    const assignment = await assign(w.alice, id, w.bob, 'contentEditor');
    const state = await stateOf(w.bob, id);
    expect(state.accessRights).toEqual({ readOnly: false, editContentAllowed: true, editStructureAllowed: false });
    await saved(w.bob, id, [
      { op: 'update', id: para, fields: { content: 'Правка редактора' } },
      insert('paragraph', id, para),
    ]);
    const section = await sdoc.save(w.bob, id, [insert('section', id)]);
    expect([section.status, ((await section.json()) as { error: string }).error]).toEqual([
      403,
      expect.stringMatching(/структуры/),
    ]);
    expect((await sdoc.save(w.bob, id, [insert('unorderedList', id)])).status).toBe(403);
    expect((await w.alice.data({ act: 'set_data', data: [{ op: 'del', inst: assignment }] })).status).toBe(200);
  });

  it('the owning document of an element is found for those who read it (§7)', async () => {
    const reply = await sdoc.byElement(w.alice, para);
    expect(await reply.json()).toEqual({ documentId: id, elementId: para });
  });
});

describe('locks (§4: elements being changed by other editors are locked until saved or withdrawn)', () => {
  it("another editor's save of a locked element is refused (409, with who holds it) until the lock goes", async () => {
    const id = await makeStructuredDocument(w.alice, 'Блокировки');
    const [p1, p2] = [insert('paragraph', id), insert('paragraph', id)];
    p2!.after = p1!.id;
    await saved(w.alice, id, [p1!, p2!]);
    await assign(w.alice, id, w.bob, 'editor');
    const lock = await sdoc.locks(w.bob, id, [p1!.id]);
    expect(lock.status).toBe(200);
    const state = await stateOf(w.alice, id);
    expect(state.locks).toEqual([
      { tabSessionId: `tab-${w.bob.userId}`, userName: expect.any(String), elementIds: [p1!.id] },
    ]);

    const refused = await sdoc.save(w.alice, id, [{ op: 'update', id: p1!.id, fields: { content: 'Моё' } }]);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toContain(HELD_BY_OTHER);
    // Other elements stay free, and the holder saves its own.
    await saved(w.alice, id, [{ op: 'update', id: p2!.id, fields: { content: 'Свободный' } }]);
    await saved(w.bob, id, [{ op: 'update', id: p1!.id, fields: { content: 'Правка Боба' } }]);
    // Withdrawn: the element is free again.
    expect((await sdoc.locks(w.bob, id, [])).status).toBe(200);
    expect((await stateOf(w.alice, id)).locks).toEqual([]);
    await saved(w.alice, id, [{ op: 'update', id: p1!.id, fields: { content: 'Моё' } }]);
  });

  it('a reader cannot lock (403)', async () => {
    const id = await makeStructuredDocument(w.alice, 'Только чтение');
    await assign(w.alice, id, w.carol, 'reader');
    expect((await sdoc.locks(w.carol, id, [])).status).toBe(403);
  });
});
