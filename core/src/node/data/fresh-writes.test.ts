import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SetDataOperation } from '../../common/data-api.ts';
import { CLASS, PROP, SYSTEM_SCHEMA } from '../../common/ontology/system-ontology.ts';
import { coreMigrations } from '../migrations.ts';
import { installSchema } from '../ontology/install-schema.ts';
import { OntologyModel } from '../ontology/model.ts';
import { runMigrations } from '../store/migrator.ts';
import { openTempStore, type TempStore } from '../testing/temp-store.ts';
import type { Viewer } from './access.ts';
import { setData } from './set-data.ts';

/**
 * The short way of set_data (fresh-writes.ts): after one write of a class and property to an instance the
 * list created passed the full checks, the next ones of that class and property check only their values.
 * Every refusal must stay what it was — same operation, same reason, nothing written — wherever in a large
 * list it comes, whatever the list vouched for before it. Real PostgreSQL, lists as an import sends them.
 */
let temp: TempStore;
const alice: Viewer = { id: randomUUID(), isAdmin: false };
const bob: Viewer = { id: randomUUID(), isAdmin: false };
const admin: Viewer = { id: randomUUID(), isAdmin: true };
const Thing = randomUUID();
const Other = randomUUID();
const size = randomUUID();
const note = randomUUID();
const gated = randomUUID();
const thingOnly = randomUUID();
const link = randomUUID();
const bounded = randomUUID();
const bobsThing = randomUUID();

const run = (ops: SetDataOperation[], viewer: Viewer = alice) =>
  temp.store.transaction(async (tx) => setData(tx, await OntologyModel.load(tx), viewer, ops));
const count = async (sql: string, params: unknown[] = []) =>
  (await temp.store.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params)).rows[0]!.n;
const values = async (inst: string, prop: string) =>
  (
    await temp.store.query<{ v: string }>(
      `select idx || ':' || val as v from ob_value where inst = $1 and prop = $2 order by idx`,
      [inst, prop],
    )
  ).rows.map((r) => r.v);

/** `rows` new Things, each with a size, a note and a link to the first: what an import sends. */
function rowsOf(rows: number, first = randomUUID()): { ids: string[]; ops: SetDataOperation[] } {
  const ids = [first, ...Array.from({ length: rows - 1 }, () => randomUUID())];
  const ops = ids.flatMap((inst, n): SetDataOperation[] => [
    { op: 'new', class: Thing, name: `row ${n}`, inst },
    { op: 'upd', inst, prop: size, val: n },
    { op: 'upd', inst, prop: note, val: `note ${n}` },
    { op: 'add', inst, prop: link, val: first },
  ]);
  return { ids, ops };
}

beforeAll(async () => {
  temp = await openTempStore();
  await runMigrations(temp.store, coreMigrations);
  await temp.store.transaction((tx) => installSchema(tx, SYSTEM_SCHEMA));
  for (const [viewer, name] of [
    [alice, 'Алисова Алиса Петровна'],
    [bob, 'Бобов Борис Петрович'],
    [admin, 'Админов Адам Петрович'],
  ] as const)
    await temp.store.query('insert into ob_instance (id, class_id, name, author) values ($1, $2, $3, $1)', [
      viewer.id,
      CLASS.User,
      name,
    ]);
  await run(
    [
      { op: 'new', class: CLASS.Class, name: 'Thing', inst: Thing },
      { op: 'new', class: CLASS.Class, name: 'Other', inst: Other },
      { op: 'new', class: CLASS.DataProperty, name: 'size', inst: size },
      { op: 'upd', inst: size, prop: PROP.baseType, val: 'integer' },
      { op: 'new', class: CLASS.DataProperty, name: 'note', inst: note },
      { op: 'new', class: CLASS.DataProperty, name: 'gated', inst: gated },
      { op: 'new', class: CLASS.DataProperty, name: 'thingOnly', inst: thingOnly },
      { op: 'add', inst: thingOnly, prop: PROP.domain, val: Thing },
      { op: 'new', class: CLASS.ObjectProperty, name: 'link', inst: link },
      { op: 'upd', inst: link, prop: PROP.multiple, val: true },
      { op: 'new', class: CLASS.DataProperty, name: 'bounded', inst: bounded },
      { op: 'upd', inst: bounded, prop: PROP.baseType, val: 'integer' },
      { op: 'upd', inst: bounded, prop: PROP.constraints, val: '{"max": 10}' },
    ],
    alice,
  );
  await run([{ op: 'upd', inst: gated, prop: PROP.writePolicy, val: 'admin' }], admin);
  const bobsClass = randomUUID();
  await run(
    [
      { op: 'new', class: CLASS.Class, name: "Bob's class", inst: bobsClass },
      { op: 'new', class: bobsClass, name: "Bob's", inst: bobsThing },
    ],
    bob,
  );
}, 120_000);

afterAll(() => temp?.dispose());

describe('set_data: plain writes of instances the list created, checked once per class and property', () => {
  it('writes a large list as the full checks would: every value, in order, and one result per operation', async () => {
    const { ids, ops } = rowsOf(3_000);
    const outcome = await run(ops);
    expect(outcome.results).toHaveLength(ops.length);
    expect(outcome.results[4]).toEqual({ op: 'new', inst: ids[1] });
    expect(outcome.results[5]).toEqual({ op: 'upd', inst: ids[1] });
    expect(outcome.changes).toHaveLength(3_000);
    expect(await values(ids[2_999]!, size)).toEqual(['0:2999']);
    expect(await values(ids[2_999]!, note)).toEqual(['0:note 2999']);
    expect(await values(ids[2_999]!, link)).toEqual([`0:${ids[0]}`]);
    expect(await count('ob_instance where author = $1 and class_id = $2', [alice.id, Thing])).toBe(3_000);
  });

  it('a value of the wrong type deep in a large list is refused as before, and nothing of the list stays', async () => {
    const before = await count('ob_instance');
    const { ids, ops } = rowsOf(2_000);
    ops[4 * 1_500 + 1] = { op: 'upd', inst: ids[1_500]!, prop: size, val: 'x' };
    await expect(run(ops)).rejects.toThrow('set_data: operation 6002 (upd): size: "x" is not an integer');
    expect(await count('ob_instance')).toBe(before);
  });

  it('a property whose policy refuses the writer is refused on the 1,500th instance as on the first', async () => {
    const before = await count('ob_value');
    const { ids, ops } = rowsOf(2_000);
    ops.push({ op: 'upd', inst: ids[1_499]!, prop: gated, val: 'no' });
    await expect(run(ops)).rejects.toMatchObject({
      message: 'set_data: operation 8001 (upd): only an administrator changes gated',
      refusal: { code: 'access.field', field: gated },
    });
    expect(await count('ob_value')).toBe(before);
    // An administrator may: the same list goes through.
    await run(ops, admin);
    expect(await values(ids[1_499]!, gated)).toEqual(['0:no']);
  });

  it('a list refused while its writes sent ahead are under way leaves nothing, not even after the rollback', async () => {
    const before = await count('ob_instance');
    // The checks run far ahead of PostgreSQL: several sends wait in line when the last operation is refused.
    const { ops } = rowsOf(6_000);
    ops.push({ op: 'upd', inst: randomUUID(), prop: size, val: 1 });
    await expect(run(ops)).rejects.toThrow(/^set_data: operation 24001 \(upd\): instance .* does not exist$/);
    // A send that went out after the ROLLBACK would run on its own and stay: give it the time to.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await count('ob_instance')).toBe(before);
  });

  it('what passed for one class is checked again for another: a property outside its domain is refused', async () => {
    const { ids, ops } = rowsOf(500);
    ops.push(...ids.slice(0, 400).map((inst): SetDataOperation => ({ op: 'upd', inst, prop: thingOnly, val: 't' })));
    const stranger = randomUUID();
    ops.push(
      { op: 'new', class: Other, name: 'other', inst: stranger },
      { op: 'upd', inst: stranger, prop: note, val: 'fine' },
      { op: 'upd', inst: stranger, prop: thingOnly, val: 't' },
    );
    await expect(run(ops)).rejects.toThrow(
      `set_data: operation 2403 (upd): property thingOnly does not apply to this instance's class`,
    );
  });

  it('an instance deleted in the list, or made again of another class, is checked in full', async () => {
    const { ids, ops } = rowsOf(300);
    const gone = ids[200]!;
    await expect(
      run([...ops, { op: 'del', inst: gone }, { op: 'upd', inst: gone, prop: size, val: 1 }]),
    ).rejects.toThrow(`set_data: operation 1202 (upd): instance ${gone} does not exist`);
    await expect(
      run([
        ...ops,
        ...ids.slice(0, 250).map((inst): SetDataOperation => ({ op: 'upd', inst, prop: thingOnly, val: 't' })),
        { op: 'del', inst: gone },
        { op: 'new', class: Other, name: 'again', inst: gone },
        { op: 'upd', inst: gone, prop: thingOnly, val: 't' },
      ]),
    ).rejects.toThrow("set_data: operation 1453 (upd): property thingOnly does not apply to this instance's class");
  });

  it('a change of the model in the list is seen by the writes after it', async () => {
    const { ids, ops } = rowsOf(300);
    ops.push(
      ...ids.slice(0, 200).map((inst): SetDataOperation => ({ op: 'upd', inst, prop: thingOnly, val: 't' })),
      { op: 'upd', inst: thingOnly, prop: PROP.domain, val: [Other] },
      { op: 'upd', inst: ids[250]!, prop: thingOnly, val: 't' },
    );
    // As the administrator, who may narrow alice's property in the same list that writes it.
    await expect(run(ops, admin)).rejects.toThrow(
      "set_data: operation 1402 (upd): property thingOnly does not apply to this instance's class",
    );
  });

  it('a target the writer may not read is refused among targets already checked', async () => {
    const { ids, ops } = rowsOf(1_000);
    ops.push({ op: 'add', inst: ids[900]!, prop: link, val: bobsThing });
    await expect(run(ops)).rejects.toMatchObject({
      message: `set_data: operation 4001 (add): link: instance ${bobsThing} does not exist`,
      refusal: { code: 'value.notFound' },
    });
    // More values than a single-value property holds, after many writes of it that held one.
    const one = rowsOf(1_000);
    one.ops.push({ op: 'add', inst: one.ids[900]!, prop: size, val: 2 });
    await expect(run(one.ops)).rejects.toThrow('set_data: operation 4001 (add): size holds one value');
  });

  it('a constraint descriptor is checked on every write the list made, the short way or not', async () => {
    const { ids, ops } = rowsOf(600);
    ops.push(...ids.map((inst, n): SetDataOperation => ({ op: 'upd', inst, prop: bounded, val: n === 555 ? 11 : 5 })));
    await expect(run(ops)).rejects.toMatchObject({
      message: 'set_data: operation 2956 (upd): bounded: Required',
      refusal: { code: 'field.range', field: bounded },
    });
  });
});
