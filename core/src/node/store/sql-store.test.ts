import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTempStore, type TempStore } from '../testing/temp-store.ts';
import { openPostgresStore } from './postgres-store.ts';
import type { SqlStore } from './sql-store.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The contract of the store (on a fresh database of the test cluster, or of DATABASE_URL). */
function storeContract(open: () => Promise<TempStore | null>) {
  let temp: TempStore;
  let store: SqlStore;
  let table = 0;
  /** A fresh table per test, so tests do not depend on each other's rows. */
  const freshTable = async () => {
    const name = `items_${++table}`;
    await store.exec(`create table ${name} (id serial primary key, label text not null, n int8)`);
    return name;
  };

  beforeAll(async () => {
    temp = (await open())!;
    store = temp.store;
  });
  afterAll(() => temp?.dispose());

  it('runs parameterised queries and counts rows', async () => {
    const t = await freshTable();
    const inserted = await store.query(`insert into ${t} (label, n) values ($1, $2), ($3, $4)`, ['a', 1, 'b', 2]);
    expect(inserted.rowCount).toBe(2);
    const { rows, rowCount } = await store.query<{ label: string }>(`select label from ${t} where n > $1`, [1]);
    expect(rows).toEqual([{ label: 'b' }]);
    expect(rowCount).toBe(1);
    // A parameter is a value, never SQL: this must not drop anything.
    await store.query(`select * from ${t} where label = $1`, [`x'; drop table ${t}; --`]);
    expect((await store.query(`select count(*) as c from ${t}`)).rows).toEqual([{ c: 2 }]);
  });

  it('returns int8 as a number on every adapter', async () => {
    const { rows } = await store.query<{ c: unknown; big: unknown }>(
      "select count(*) as c, '9007199254740993'::int8 as big",
    );
    expect(rows[0]).toEqual({ c: 1, big: 9007199254740993n });
  });

  it('runs several statements with exec', async () => {
    await store.exec(`create table multi_a (x int); create table multi_b (y int); insert into multi_a values (7);`);
    expect((await store.query('select x from multi_a')).rows).toEqual([{ x: 7 }]);
  });

  it('commits a transaction that resolves and returns its value', async () => {
    const t = await freshTable();
    const result = await store.transaction(async (tx) => {
      await tx.query(`insert into ${t} (label) values ($1)`, ['kept']);
      return (await tx.query<{ label: string }>(`select label from ${t}`)).rows;
    });
    expect(result).toEqual([{ label: 'kept' }]);
    expect((await store.query(`select label from ${t}`)).rows).toEqual([{ label: 'kept' }]);
  });

  it('rolls back a transaction that throws and rethrows the same error', async () => {
    const t = await freshTable();
    const failure = new Error('boom');
    const attempt = store.transaction(async (tx) => {
      await tx.query(`insert into ${t} (label) values ($1)`, ['lost']);
      throw failure;
    });
    await expect(attempt).rejects.toBe(failure);
    expect((await store.query(`select * from ${t}`)).rows).toEqual([]);
  });

  it('rolls back when a statement inside the transaction fails', async () => {
    const t = await freshTable();
    const attempt = store.transaction(async (tx) => {
      await tx.query(`insert into ${t} (label) values ($1)`, ['lost']);
      await tx.query(`insert into ${t} (label) values (null)`);
    });
    await expect(attempt).rejects.toThrow(/null/);
    expect((await store.query(`select * from ${t}`)).rows).toEqual([]);
    // The store is usable afterwards (no transaction left open on the connection).
    expect((await store.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('keeps statements issued outside a transaction out of it', async () => {
    const t = await freshTable();
    const inserted = deferred();
    const release = deferred();
    const attempt = store.transaction(async (tx) => {
      await tx.query(`insert into ${t} (label) values ('inside')`);
      inserted.resolve();
      await release.promise;
      throw new Error('roll back');
    });
    await inserted.promise;
    // Another request, from its own call chain, while the transaction is open.
    const outside = store.query(`insert into ${t} (label) values ('outside')`);
    await sleep(50);
    release.resolve();
    await expect(attempt).rejects.toThrow('roll back');
    await outside;
    expect((await store.query(`select label from ${t}`)).rows).toEqual([{ label: 'outside' }]);
  });

  it('refuses the store itself inside a transaction instead of hanging', async () => {
    const attempt = store.transaction(async () => {
      await store.query('select 1');
    });
    await expect(attempt).rejects.toThrow(/transaction executor/);
    const nested = store.transaction(() => store.transaction(async () => 1));
    await expect(nested).rejects.toThrow(/transaction executor/);
  });

  it('refuses a transaction executor used after its transaction ended', async () => {
    let leaked: { query: (sql: string) => Promise<unknown> } | undefined;
    await store.transaction(async (tx) => {
      leaked = tx;
    });
    await expect(leaked!.query('select 1')).rejects.toThrow(/closed/i);
  });

  it('surfaces SQL errors with the database message', async () => {
    await expect(store.query('select * from no_such_table')).rejects.toThrow(/no_such_table/);
  });
}

describe('PostgreSQL store', () => {
  storeContract(openTempStore);

  describe('closing', () => {
    let temp: TempStore;
    beforeAll(async () => {
      temp = await openTempStore();
    });
    afterAll(() => temp.dispose());

    // It closes the block's store (dispose tolerates a second close).
    it('lets close wait for work in progress, then refuses new work', async () => {
      const { store } = temp;
      await store.exec('create table slow (x int)');
      const running = store.transaction(async (tx) => {
        await sleep(100);
        await tx.query('insert into slow values (1)');
        return 'done';
      });
      const closing = store.close();
      await expect(running).resolves.toBe('done');
      await closing;
      await expect(store.query('select 1')).rejects.toThrow(/closed/);
    });
  });
});

describe('PostgreSQL store without a server', () => {
  it('fails at open with the address but without the password', async () => {
    const attempt = openPostgresStore('postgres://ontobench:s3cret@127.0.0.1:1/ontobench');
    await expect(attempt).rejects.toThrow(/^Cannot connect to PostgreSQL at 127\.0\.0\.1:1\/ontobench: .*ECONNREFUSED/);
    await expect(attempt).rejects.not.toThrow(/s3cret/);
  });
});
