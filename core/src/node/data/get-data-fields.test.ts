import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldRequest, GetDataReply } from '../../common/data-api.ts';
import { CLASS, PROP, SYSTEM_SCHEMA } from '../../common/ontology/system-ontology.ts';
import { coreMigrations } from '../migrations.ts';
import { installSchema } from '../ontology/install-schema.ts';
import { OntologyModel } from '../ontology/model.ts';
import { runMigrations } from '../store/migrator.ts';
import type { SqlExecutor } from '../store/sql-store.ts';
import { openTempStore, type TempStore } from '../testing/temp-store.ts';
import type { Viewer } from './access.ts';
import { getData } from './get-data.ts';
import { setData } from './set-data.ts';

/**
 * get_data reads a page's plain fields together (get-data-cells.ts, `plainValuesOfMany`): one statement
 * for all of them, with the very cells, in the very order, that reading each alone gives, and a private
 * target's name still hidden. Why: the ontology's state document asked for 90 fields of 2,000 members
 * and sent 90 statements (docs/benchmarks.md, "The ontology's state document").
 */
let temp: TempStore;
const alice: Viewer = { id: randomUUID(), isAdmin: false };
const bob: Viewer = { id: randomUUID(), isAdmin: false };
const [Thing, tags, size, note, link] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
const [first, second, secret] = [randomUUID(), randomUUID(), randomUUID()];

async function write(viewer: Viewer, ops: Parameters<typeof setData>[3]) {
  await temp.store.transaction(async (tx) => setData(tx, await OntologyModel.load(tx), viewer, ops));
}

/** get_data as Alice, counting the statements it sends. */
async function read(fields: FieldRequest[]): Promise<{ reply: GetDataReply; statements: number }> {
  let statements = 0;
  const counting: SqlExecutor = {
    query: (sql, params) => {
      statements++;
      return temp.store.query(sql, params);
    },
    exec: (sql) => temp.store.exec(sql),
  };
  const model = await OntologyModel.load(temp.store);
  const reply = await getData(counting, model, alice, { act: 'get_data', class: Thing, fields });
  return { reply, statements };
}

/** The top-level cells of a field, as "row value caption". */
const cells = (reply: GetDataReply, prop: string) =>
  reply.rows
    .filter((r) => r.prop === prop && r.from === undefined)
    .map((r) => `${r.inst === first ? 'first' : 'second'} ${r.val} ${r.cap}`);

beforeAll(async () => {
  temp = await openTempStore();
  await runMigrations(temp.store, coreMigrations);
  await temp.store.transaction((tx) => installSchema(tx, SYSTEM_SCHEMA));
  for (const [viewer, name] of [
    [alice, 'Алисова Алиса Петровна'],
    [bob, 'Бобров Борис Петрович'],
  ] as const) {
    await temp.store.query('insert into ob_instance (id, class_id, name, author) values ($1, $2, $3, $1)', [
      viewer.id,
      CLASS.User,
      name,
    ]);
  }
  await write(alice, [
    { op: 'new', class: CLASS.Class, name: 'Thing', inst: Thing },
    { op: 'new', class: CLASS.DataProperty, name: 'tags', inst: tags },
    { op: 'upd', inst: tags, prop: PROP.multiple, val: true },
    { op: 'new', class: CLASS.DataProperty, name: 'size', inst: size },
    { op: 'upd', inst: size, prop: PROP.baseType, val: 'integer' },
    { op: 'new', class: CLASS.DataProperty, name: 'note', inst: note },
    { op: 'new', class: CLASS.ObjectProperty, name: 'link', inst: link },
    { op: 'upd', inst: link, prop: PROP.multiple, val: true },
    { op: 'new', class: Thing, name: 'first', inst: first },
    { op: 'new', class: Thing, name: 'second', inst: second },
    { op: 'upd', inst: first, prop: tags, val: ['b', 'a', 'c'] },
    { op: 'upd', inst: first, prop: size, val: 42 },
    { op: 'upd', inst: second, prop: size, val: 7 },
    { op: 'upd', inst: second, prop: note, val: 'заметка' },
    { op: 'add', inst: second, prop: link, val: first },
  ]);
  // Bob's private instance of Alice's class, which Alice's second links to after her own first.
  await temp.store.query('insert into ob_instance (id, class_id, name, author) values ($1, $2, $3, $4)', [
    secret,
    Thing,
    'тайна Боба',
    bob.id,
  ]);
  await temp.store.query('insert into ob_value (inst, prop, idx, ref) values ($1, $2, 1, $3)', [second, link, secret]);
}, 60_000);
afterAll(() => temp?.dispose());

describe('get_data reads plain fields together', () => {
  const props = [tags, size, note, link];

  it('one statement for four fields, the cells each field gives alone, in request order', async () => {
    const together = await read(props.map((prop) => ({ prop })));
    const alone = await Promise.all(props.map((prop) => read([{ prop }])));
    for (const [i, prop] of props.entries()) expect(cells(together.reply, prop)).toEqual(cells(alone[i]!.reply, prop));
    expect(together.statements).toBe(alone[0]!.statements);
    expect(cells(together.reply, tags)).toEqual(['first b b', 'first a a', 'first c c']);
    expect(cells(together.reply, size)).toEqual(['first 42 42', 'second 7 7']);
    // A link is Alice's own data, so its id is there; the name of Bob's private instance is not.
    expect(cells(together.reply, link)).toEqual([`second ${first} first`, `second ${secret} null`]);
    // Each row's cells: its name, then the fields as asked.
    const order = together.reply.rows.filter((r) => r.inst === second).map((r) => r.prop);
    expect(order).toEqual([PROP.name, size, note, link, link]);
  });

  it('a field at an index and a nested field still read their own way beside the grouped ones', async () => {
    const { reply } = await read([
      { prop: tags, idx: 1 },
      { prop: size },
      { prop: link, fields: [{ prop: size }, { prop: tags }] },
      { prop: note },
    ]);
    expect(cells(reply, tags)).toEqual(['first a a']);
    expect(cells(reply, size)).toEqual(['first 42 42', 'second 7 7']);
    expect(reply.rows.filter((r) => r.from === first && r.prop === size).map((r) => r.val)).toEqual([42]);
    expect(reply.rows.filter((r) => r.from === first && r.prop === tags).map((r) => r.val)).toEqual(['b', 'a', 'c']);
    // Nothing is read of a target Alice may not read.
    expect(reply.rows.some((r) => r.from === secret)).toBe(false);
  });
});
