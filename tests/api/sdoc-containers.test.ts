import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOWED_IN } from '../../extensions/structured-documents/src/common/containers.ts';
import { BUILT_IN_KINDS, type BuiltInKind } from '../../extensions/structured-documents/src/common/kinds.ts';
import type { DiffOp } from '../../extensions/structured-documents/src/common/api.ts';
import { tableCounts } from './harness.ts';
import {
  insert,
  makeStructuredDocument,
  outline,
  sdoc,
  stateOf,
  startSdocWorld,
  type SdocWorld,
} from './sdoc-fixtures.ts';

/**
 * domain.md §5 "Structured document containers", on the server (issue 16: "no request can put a component
 * where §5 forbids it … tests for each row of the container table"): for every kind, an insert into a
 * place its row allows is saved, and an insert or a move into a place it does not allow is refused with
 * a 400 and changes nothing.
 */
let w: SdocWorld;
beforeAll(async () => {
  w = await startSdocWorld();
}, 60_000);
afterAll(() => w?.close());

/** The kinds from the document down to `kind`, each allowed in the one before (the shortest such path). */
function pathTo(kind: BuiltInKind): BuiltInKind[] {
  const from = new Map<BuiltInKind, BuiltInKind | null>([['document', null]]);
  const queue: BuiltInKind[] = ['document'];
  while (queue.length > 0) {
    const at = queue.shift()!;
    if (at === kind) break;
    for (const child of BUILT_IN_KINDS)
      if (!from.has(child) && ALLOWED_IN[child].includes(at) && child !== 'generator') {
        from.set(child, at);
        queue.push(child);
      }
  }
  const path: BuiltInKind[] = [];
  for (let k: BuiltInKind | null | undefined = kind; k && k !== 'document'; k = from.get(k)) path.unshift(k);
  return path;
}

/** Inserts of a chain of elements down to a `kind` element at the document's start; the ops and that element's id. */
function chainTo(documentId: string, kind: BuiltInKind): { ops: DiffOp[]; target: string } {
  let target = documentId;
  const ops: DiffOp[] = [];
  for (const k of pathTo(kind)) {
    const op = insert(k, target);
    ops.push(op);
    target = op.id;
  }
  return { ops, target };
}

const rows = BUILT_IN_KINDS.filter((k) => k !== 'document');

describe.each(rows)('§5 row of %s', (kind) => {
  const allowed = ALLOWED_IN[kind];
  const forbidden = BUILT_IN_KINDS.find((k) => !allowed.includes(k) && k !== kind && pathTo(k).length <= 3)!;

  it(`is saved in ${allowed[0]}`, async () => {
    const id = await makeStructuredDocument(w.alice, `Разрешено: ${kind}`);
    const place = chainTo(id, allowed[0]!);
    const reply = await sdoc.save(w.alice, id, [...place.ops, insert(kind, place.target)]);
    expect([reply.status, reply.status === 200 ? '' : await reply.text()]).toEqual([200, '']);
  });

  it(`is refused in ${forbidden}, by insert and by move, and nothing is written`, async () => {
    const id = await makeStructuredDocument(w.alice, `Запрещено: ${kind}`);
    const there = chainTo(id, forbidden);
    const here = chainTo(id, allowed[0]!);
    const element = insert(kind, here.target);
    const setUp = await sdoc.save(w.alice, id, [...there.ops, ...here.ops, element]);
    expect([setUp.status, setUp.status === 200 ? '' : await setUp.text()]).toEqual([200, '']);
    const before = outline((await stateOf(w.alice, id)).root);
    const counts = await tableCounts(w.t.temp);
    expect((await sdoc.save(w.alice, id, [insert(kind, there.target)])).status).toBe(400);
    expect(
      (await sdoc.save(w.alice, id, [{ op: 'move', id: element.id, container: there.target, after: null }])).status,
    ).toBe(400);
    expect(await tableCounts(w.t.temp)).toEqual(counts);
    expect(outline((await stateOf(w.alice, id)).root)).toBe(before);
  });
});

it('§5: a table-mode generator goes in a table only while the table is empty', async () => {
  const id = await makeStructuredDocument(w.alice, 'Таблица с генератором');
  const table = insert('table', id);
  const row = insert('tableRow', table.id);
  const reply = await sdoc.save(w.alice, id, [
    table,
    row,
    insert('generator', table.id, row.id, { settings: { mode: 'table' } }),
  ]);
  expect(reply.status).toBe(400);
  const empty = insert('table', id);
  const ok = await sdoc.save(w.alice, id, [
    empty,
    insert('generator', empty.id, null, { settings: { mode: 'table' } }),
  ]);
  expect(ok.status).toBe(200);
});
