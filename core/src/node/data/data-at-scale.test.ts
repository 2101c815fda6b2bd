import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SetDataOperation } from '../../common/data-api.ts';
import { CLASS, PROP, SYSTEM_SCHEMA } from '../../common/ontology/system-ontology.ts';
import { coreMigrations } from '../migrations.ts';
import { installSchema } from '../ontology/install-schema.ts';
import { OntologyModel } from '../ontology/model.ts';
import { runMigrations } from '../store/migrator.ts';
import type { SqlExecutor } from '../store/sql-store.ts';
import { openTempStore, type TempStore } from '../testing/temp-store.ts';
import type { Viewer } from './access.ts';
import { CountCache } from './count-cache.ts';
import { getData } from './get-data.ts';
import { setData } from './set-data.ts';

/**
 * The data API at a million values (issue 12, item 5), on real PostgreSQL. The bulk path of set_data:
 * a list's writes are held back and sent in a few multi-row statements, yet the store ends as if every
 * operation had run on its own, in order, and a refused operation leaves nothing of the list. And the
 * rule for short contains-searches, which no index serves.
 */
let temp: TempStore;
const alice: Viewer = { id: randomUUID(), isAdmin: false };
const Thing = randomUUID();
const tags = randomUUID();
const size = randomUUID();
const single = randomUUID();
const link = randomUUID();

/** Runs a list in one transaction as set_data does; counts the statements it sent. */
async function run(ops: SetDataOperation[]) {
  let statements = 0;
  const outcome = await temp.store.transaction(async (tx) => {
    const counting: SqlExecutor = {
      query: (sql, params) => {
        statements++;
        return tx.query(sql, params);
      },
      exec: (sql) => tx.exec(sql),
    };
    return setData(counting, await OntologyModel.load(tx), alice, ops);
  });
  return { outcome, statements };
}

const values = async (inst: string, prop: string) =>
  (
    await temp.store.query<{ idx: number; val: string }>(
      'select idx, val from ob_value where inst = $1 and prop = $2 order by idx',
      [inst, prop],
    )
  ).rows.map((r) => `${r.idx}:${r.val}`);
const instanceCount = async () =>
  (await temp.store.query<{ n: number }>('select count(*)::int as n from ob_instance')).rows[0]!.n;

beforeAll(async () => {
  temp = await openTempStore();
  await runMigrations(temp.store, coreMigrations);
  await temp.store.transaction((tx) => installSchema(tx, SYSTEM_SCHEMA));
  await temp.store.query('insert into ob_instance (id, class_id, name, author) values ($1, $2, $3, $1)', [
    alice.id,
    CLASS.User,
    'Алисова Алиса Петровна',
  ]);
}, 120_000);

afterAll(() => temp?.dispose());

describe('set_data bulk path', () => {
  it('a class and its properties made in a list are used by the same list (the model follows it)', async () => {
    const thing = randomUUID();
    await run([
      { op: 'new', class: CLASS.Class, name: 'Thing', inst: Thing },
      { op: 'new', class: CLASS.DataProperty, name: 'tags', inst: tags },
      { op: 'upd', inst: tags, prop: PROP.multiple, val: true },
      { op: 'add', inst: tags, prop: PROP.domain, val: Thing },
      { op: 'new', class: CLASS.DataProperty, name: 'size', inst: size },
      { op: 'upd', inst: size, prop: PROP.baseType, val: 'integer' },
      { op: 'upd', inst: size, prop: PROP.multiple, val: true },
      { op: 'new', class: CLASS.DataProperty, name: 'single', inst: single },
      { op: 'new', class: CLASS.ObjectProperty, name: 'link', inst: link },
      { op: 'upd', inst: link, prop: PROP.range, val: [Thing] },
      { op: 'new', class: Thing, name: 'first', inst: thing },
      { op: 'upd', inst: thing, prop: size, val: '42' },
      { op: 'add', inst: thing, prop: link, val: thing },
    ]);
    expect(await values(thing, size)).toEqual(['0:42']);
    expect(await values(tags, PROP.domain)).toEqual([`0:${Thing}`]);
    // The base type written in the list applied to the value written after it: '42x' is no integer.
    await expect(run([{ op: 'upd', inst: thing, prop: size, val: '42x' }])).rejects.toThrow(
      'set_data: operation 1 (upd): size: "42x" is not an integer',
    );
    // A property whose domain the list narrows refuses, later in that list, an instance outside it.
    const other = randomUUID();
    await expect(
      run([
        { op: 'new', class: CLASS.Class, name: 'Other', inst: other },
        { op: 'upd', inst: single, prop: PROP.domain, val: [other] },
        { op: 'upd', inst: thing, prop: single, val: 'x' },
      ]),
    ).rejects.toThrow("set_data: operation 3 (upd): property single does not apply to this instance's class");
  });

  it('upd, add, rem and upd at an idx on one property end as if each ran alone', async () => {
    const inst = randomUUID();
    await run([
      { op: 'new', class: Thing, name: 'mixed', inst },
      { op: 'upd', inst, prop: tags, val: ['a', 'b'] },
      { op: 'add', inst, prop: tags, val: 'c' },
      { op: 'rem', inst, prop: tags, val: 'b' },
      { op: 'add', inst, prop: tags, val: ['d', 'e'] },
      { op: 'upd', inst, prop: tags, val: 'E', idx: 4 },
      { op: 'add', inst, prop: tags, val: 'f' },
      { op: 'upd', inst, prop: size, val: 1 },
      { op: 'upd', inst, prop: size, val: [2, 3] },
    ]);
    expect(await values(inst, tags)).toEqual(['0:a', '2:c', '3:d', '4:E', '5:f']);
    expect(await values(inst, size)).toEqual(['0:2', '1:3']);
    // A later list: add follows the stored values, upd replaces them.
    await run([
      { op: 'add', inst, prop: tags, val: 'g' },
      { op: 'upd', inst, prop: size, val: 7 },
    ]);
    expect(await values(inst, tags)).toEqual(['0:a', '2:c', '3:d', '4:E', '5:f', '6:g']);
    expect(await values(inst, size)).toEqual(['0:7']);
  });

  it('checks the single-value rule against the stored values and the list so far', async () => {
    const inst = randomUUID();
    await run([
      { op: 'new', class: Thing, name: 'single', inst },
      { op: 'upd', inst, prop: single, val: 'one' },
    ]);
    await expect(run([{ op: 'add', inst, prop: single, val: 'two' }])).rejects.toThrow(
      'set_data: operation 1 (add): single holds one value',
    );
    await expect(
      run([
        { op: 'upd', inst, prop: single, val: null },
        { op: 'add', inst, prop: single, val: 'two' },
        { op: 'add', inst, prop: single, val: 'three' },
      ]),
    ).rejects.toThrow('set_data: operation 3 (add): single holds one value');
    expect(await values(inst, single)).toEqual(['0:one']);
  });

  it('a refused operation at the end of a long list leaves nothing of it written', async () => {
    const before = await instanceCount();
    const ops: SetDataOperation[] = [];
    for (let n = 0; n < 300; n++) {
      const inst = randomUUID();
      ops.push({ op: 'new', class: Thing, name: `n${n}`, inst }, { op: 'upd', inst, prop: size, val: n });
    }
    ops.push({ op: 'upd', inst: randomUUID(), prop: size, val: 1 });
    await expect(run(ops)).rejects.toThrow(/^set_data: operation 601 \(upd\): instance .* does not exist$/);
    expect(await instanceCount()).toBe(before);
  });

  it('writes of new instances sent ahead while the list goes on end as if each operation ran alone', async () => {
    // 1,000 new instances with three values each: past 2,500 held rows they are sent ahead (pending-writes.ts).
    const ids = Array.from({ length: 1_000 }, () => randomUUID());
    const ops: SetDataOperation[] = ids.flatMap((inst, n): SetDataOperation[] => [
      { op: 'new', class: Thing, name: `ahead ${n}`, inst },
      { op: 'upd', inst, prop: size, val: [n, n + 1] },
      { op: 'add', inst, prop: tags, val: 'a' },
    ]);
    // Later in the same list, pairs already sent ahead are written again: replaced, added to, removed.
    ops.push(
      { op: 'upd', inst: ids[0]!, prop: size, val: 7 },
      { op: 'add', inst: ids[1]!, prop: tags, val: ['b', 'c'] },
      { op: 'upd', inst: ids[2]!, prop: tags, val: 'z' },
      { op: 'add', inst: ids[2]!, prop: tags, val: 'y' },
      { op: 'rem', inst: ids[3]!, prop: size, idx: 0 },
    );
    const { statements } = await run(ops);
    expect(statements).toBeLessThanOrEqual(14);
    expect(await values(ids[0]!, size)).toEqual(['0:7']);
    expect(await values(ids[1]!, tags)).toEqual(['0:a', '1:b', '2:c']);
    expect(await values(ids[2]!, tags)).toEqual(['0:z', '1:y']);
    expect(await values(ids[3]!, size)).toEqual(['1:4']);
    expect(await values(ids[999]!, size)).toEqual(['0:999', '1:1000']);
  });

  it("a write sent ahead that PostgreSQL refuses is the list's error, and nothing of the list stays", async () => {
    const before = await instanceCount();
    await temp.store.exec(`alter table ob_value add constraint test_no_boom check (val is distinct from 'boom')`);
    try {
      const ops: SetDataOperation[] = [];
      for (let n = 0; n < 2_000; n++) {
        const inst = randomUUID();
        ops.push(
          { op: 'new', class: Thing, name: `boom ${n}`, inst },
          { op: 'upd', inst, prop: tags, val: [n === 5 ? 'boom' : 'ok', 'ok'] },
        );
      }
      await expect(run(ops)).rejects.toThrow(/test_no_boom/);
      expect(await instanceCount()).toBe(before);
    } finally {
      await temp.store.exec('alter table ob_value drop constraint test_no_boom');
    }
  });

  it('refuses an id that exists, and one the list made earlier; a deleted one may be made again', async () => {
    const inst = randomUUID();
    await expect(
      run([
        { op: 'new', class: Thing, name: 'a', inst },
        { op: 'new', class: Thing, name: 'b', inst },
      ]),
    ).rejects.toThrow(`set_data: operation 2 (new): instance ${inst} already exists`);
    await expect(run([{ op: 'new', class: Thing, name: 'x', inst: alice.id }])).rejects.toThrow(
      `instance ${alice.id} already exists`,
    );
    await run([
      { op: 'new', class: Thing, name: 'a', inst },
      { op: 'upd', inst, prop: tags, val: 'old' },
      { op: 'del', inst },
      { op: 'new', class: Thing, name: 'again', inst },
      { op: 'add', inst, prop: tags, val: 'new' },
    ]);
    expect(await values(inst, tags)).toEqual(['0:new']);
  });

  it('sends a list of 1,000 operations in a handful of statements, not one or more per operation', async () => {
    const ids = Array.from({ length: 250 }, () => randomUUID());
    const { statements } = await run(
      ids.flatMap((inst, n): SetDataOperation[] => [
        { op: 'new', class: Thing, name: `bulk ${n}`, inst },
        { op: 'upd', inst, prop: size, val: n },
        { op: 'add', inst, prop: tags, val: ['x', 'y'] },
        { op: 'add', inst, prop: link, val: ids[0]! },
      ]),
    );
    expect(statements).toBeLessThanOrEqual(6);
    const updates = await run(ids.map((inst, n): SetDataOperation => ({ op: 'upd', inst, prop: size, val: n + 1 })));
    expect(updates.statements).toBeLessThanOrEqual(5);
    expect(await values(ids[9]!, size)).toEqual(['0:10']);
    expect(await values(ids[9]!, tags)).toEqual(['0:x', '1:y']);
  });
});

describe('contains-searches of values take 3 characters or more (docs/benchmarks.md, "Short searches")', () => {
  const get = async (req: Record<string, unknown>) =>
    getData(temp.store, await OntologyModel.load(temp.store), alice, { act: 'get_data', class: Thing, ...req });

  it('refuses a shorter one with a 400 that says so, in the filter and in a field', async () => {
    await expect(get({ filter: `[${tags}] ~ 'ab'` })).rejects.toMatchObject({
      statusCode: 400,
      message:
        "Filter: a contains-search of a property's values needs at least 3 characters at position 42 ([name] takes any length)",
    });
    await expect(get({ fields: [{ prop: tags, filter: 'я', filter_mode: 'contains' }] })).rejects.toMatchObject({
      statusCode: 400,
      message: "get_data: filter of tags: a contains-search of a property's values needs at least 3 characters",
    });
  });

  it('answers 3 characters, and names of any length', async () => {
    expect((await get({ filter: `[${tags}] ~ 'new'` })).count_rows).toBeGreaterThanOrEqual(0);
    expect((await get({ fields: [{ prop: tags, filter: 'ew', filter_mode: 'starts' }] })).count_rows).toBe(0);
    expect((await get({ filter: "[name] ~ 'b'" })).count_rows).toBeGreaterThanOrEqual(250);
  });
});

describe('count_rows from the count cache stays exact', () => {
  it('after writes through another connection pool (another server process) and straight in SQL', async () => {
    const counts = new CountCache();
    const other = await temp.openAgain();
    try {
      const count = async () =>
        (
          await getData(
            temp.store,
            await OntologyModel.load(temp.store),
            alice,
            { act: 'get_data', class: Thing, limit: 5 },
            counts,
          )
        ).count_rows;
      const before = await count();
      expect(await count()).toBe(before);
      await other.transaction(async (tx) =>
        setData(tx, await OntologyModel.load(tx), alice, [{ op: 'new', class: Thing, name: 'from elsewhere' }]),
      );
      expect(await count()).toBe(before + 1);
      await other.query('delete from ob_instance where name = $1', ['from elsewhere']);
      expect(await count()).toBe(before);
      // The same page past the end: no row carries a snapshot, so it counts.
      const past = await getData(
        temp.store,
        await OntologyModel.load(temp.store),
        alice,
        { act: 'get_data', class: Thing, offset: 1_000_000 },
        counts,
      );
      expect(past).toEqual({ rows: [], count_rows: before });
    } finally {
      await other.close();
    }
  });
});

describe('dates are compared by their day number (ob_value.day, migration core-0011)', () => {
  it('in a filter and in a field filter, the same instances as by their text', async () => {
    const Dated = randomUUID();
    const when = randomUUID();
    const ids = ['1969-12-31', '2024-02-29', '2024-03-01'].map(() => randomUUID());
    await run([
      { op: 'new', class: CLASS.Class, name: 'Dated', inst: Dated },
      { op: 'new', class: CLASS.DataProperty, name: 'when', inst: when },
      { op: 'upd', inst: when, prop: PROP.baseType, val: 'date' },
      ...['1969-12-31', '2024-02-29', '2024-03-01'].flatMap((day, n): SetDataOperation[] => [
        { op: 'new', class: Dated, name: day, inst: ids[n]! },
        { op: 'upd', inst: ids[n]!, prop: when, val: day },
      ]),
    ]);
    const names = async (req: Record<string, unknown>) =>
      (
        await getData(temp.store, await OntologyModel.load(temp.store), alice, {
          act: 'get_data',
          class: Dated,
          ...req,
        })
      ).rows.map((r) => r.val);
    expect(await names({ filter: `[${when}] < '2024-02-29'` })).toEqual(['1969-12-31']);
    expect(await names({ filter: `[${when}] >= '2024-02-29'` })).toEqual(['2024-02-29', '2024-03-01']);
    expect(await names({ filter: `[${when}] = '2024-03-01'` })).toEqual(['2024-03-01']);
    expect(await names({ fields: [{ prop: when, filter: '1970-01-01', filter_mode: 'lt', hidden: true }] })).toEqual([
      '1969-12-31',
    ]);
    expect(await names({ fields: [{ prop: when, filter: '2024-03-01', filter_mode: 'le', hidden: true }] })).toEqual([
      '1969-12-31',
      '2024-02-29',
      '2024-03-01',
    ]);
  });
});
