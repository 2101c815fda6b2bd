import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreMigrations } from '../migrations.ts';
import { openTempStore, type TempStore } from '../testing/temp-store.ts';
import { MigrationError, runMigrations, type Migration } from './migrator.ts';
import type { SqlStore } from './sql-store.ts';

/** Each test uses its own ids and tables, so one database serves the whole file. */
describe('runMigrations', () => {
  let temp: TempStore;
  let store: SqlStore;
  beforeAll(async () => {
    temp = await openTempStore();
    store = temp.store;
  });
  afterAll(() => temp.dispose());

  const recorded = async (prefix: string) =>
    (
      await store.query<{ id: string; owner: string }>(
        'select id, owner from ob_migrations where id like $1 order by applied_at, id',
        [`${prefix}%`],
      )
    ).rows;

  it('applies missing migrations once, in order, and is idempotent', async () => {
    let functionRuns = 0;
    const migrations: Migration[] = [
      { id: 'a-0001', owner: 'a', up: 'create table a_things (id int primary key)' },
      // Depends on the first: it fails if the order is not kept.
      { id: 'a-0002', owner: 'a', up: 'alter table a_things add column label text' },
      {
        id: 'a-0003',
        owner: 'a',
        up: async (tx) => {
          functionRuns++;
          await tx.query('insert into a_things (id, label) values ($1, $2)', [1, 'seed']);
        },
      },
    ];
    expect(await runMigrations(store, migrations)).toEqual(['a-0001', 'a-0002', 'a-0003']);
    expect(await runMigrations(store, migrations)).toEqual([]);
    expect(functionRuns).toBe(1);
    expect((await store.query('select id, label from a_things')).rows).toEqual([{ id: 1, label: 'seed' }]);
    expect(await recorded('a-')).toEqual([
      { id: 'a-0001', owner: 'a' },
      { id: 'a-0002', owner: 'a' },
      { id: 'a-0003', owner: 'a' },
    ]);
  });

  it('applies only what was added since the last run', async () => {
    const first: Migration = { id: 'b-0001', owner: 'b', up: 'create table b_things (id int)' };
    await runMigrations(store, [first]);
    const second: Migration = { id: 'b-0002', owner: 'b', up: 'insert into b_things values (2)' };
    expect(await runMigrations(store, [first, second])).toEqual(['b-0002']);
    expect((await store.query('select id from b_things')).rows).toEqual([{ id: 2 }]);
  });

  it('rolls a failing migration back whole, names it, and stops there', async () => {
    const migrations: Migration[] = [
      { id: 'c-0001', owner: 'c', up: 'create table c_ok (id int)' },
      // The first statement succeeds; the second fails: neither may remain.
      { id: 'c-0002', owner: 'c', up: 'create table c_half (id int); select * from c_missing_table' },
      { id: 'c-0003', owner: 'c', up: 'create table c_after (id int)' },
    ];
    const attempt = runMigrations(store, migrations);
    await expect(attempt).rejects.toBeInstanceOf(MigrationError);
    await expect(attempt).rejects.toThrow(/c-0002.*c_missing_table/);
    await expect(attempt).rejects.toMatchObject({ migrationId: 'c-0002' });
    expect(await recorded('c-')).toEqual([{ id: 'c-0001', owner: 'c' }]);
    const tables = await store.query<{ name: string }>(
      "select tablename as name from pg_tables where tablename like 'c\\_%' order by 1",
    );
    expect(tables.rows).toEqual([{ name: 'c_ok' }]);
  });

  it('rolls back a function migration that throws', async () => {
    const attempt = runMigrations(store, [
      {
        id: 'd-0001',
        owner: 'd',
        up: async (tx) => {
          await tx.exec('create table d_things (id int)');
          throw new Error('data is not as expected');
        },
      },
    ]);
    await expect(attempt).rejects.toThrow(
      'Migration d-0001 (owner d) failed and was rolled back: data is not as expected',
    );
    expect(await recorded('d-')).toEqual([]);
    expect((await store.query("select 1 from pg_tables where tablename = 'd_things'")).rows).toEqual([]);
  });

  it('refuses duplicate ids before applying anything', async () => {
    const twice: Migration = { id: 'e-0001', owner: 'e', up: 'create table e_things (id int)' };
    await expect(runMigrations(store, [twice, twice])).rejects.toThrow('Duplicate migration id e-0001');
    expect(await recorded('e-')).toEqual([]);
  });

  it("creates the core's meta table", async () => {
    await runMigrations(store, coreMigrations);
    const { rows } = await store.query<{ value: string }>("select value from ob_meta where key = 'created_at'");
    expect(rows).toHaveLength(1);
    expect(Number.isNaN(Date.parse(rows[0]!.value))).toBe(false);
  });
});

describe('runMigrations on one database from two servers', () => {
  let temp: TempStore;
  beforeAll(async () => {
    temp = await openTempStore();
  });
  afterAll(() => temp.dispose());

  it('applies each migration exactly once when two servers start at the same time', async () => {
    const second = await temp.openAgain();
    try {
      const migrations: Migration[] = Array.from({ length: 5 }, (_, i) => ({
        id: `p-000${i}`,
        owner: 'p',
        // Not idempotent on purpose: applying it twice would fail on the duplicate table.
        up: `create table p_${i} (id int); select pg_sleep(0.02)`,
      }));
      const [a, b] = await Promise.all([runMigrations(temp.store, migrations), runMigrations(second, migrations)]);
      expect([...a, ...b].sort()).toEqual(migrations.map((m) => m.id));
      const { rows } = await temp.store.query('select count(*) as n from ob_migrations');
      expect(rows).toEqual([{ n: 5 }]);
    } finally {
      await second.close();
    }
  });
});
