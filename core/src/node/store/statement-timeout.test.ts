import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTempStore, type TempStore } from '../testing/temp-store.ts';
import type { SqlStore } from './sql-store.ts';
import { IDLE_IN_TRANSACTION_TIMEOUT_MS, StatementTimeoutError } from './statement-timeout.ts';

/**
 * Statement timeouts on a real PostgreSQL (DATABASE_URL, or an embedded cluster started for this file).
 * issue 11, item 3: "give every interactive statement a timeout; deferred requests a longer one".
 * The store here has a short interactive timeout so that a test never waits for the real one.
 */
const TIMEOUT_MS = 300;

describe('PostgreSQL statement timeouts', () => {
  let temp: TempStore;
  let store: SqlStore;
  beforeAll(async () => {
    temp = await openTempStore({ statementTimeoutMs: TIMEOUT_MS });
    store = temp.store;
  }, 120_000);
  afterAll(() => temp?.dispose());

  it('cancels a statement past the timeout and says so clearly, without SQL text, as a 503', async () => {
    const attempt = store.query('select pg_sleep(30)');
    await expect(attempt).rejects.toBeInstanceOf(StatementTimeoutError);
    await expect(attempt).rejects.toMatchObject({ statusCode: 503, expose: true });
    await expect(attempt).rejects.toThrow(/longer than the database allows \(0\.3 s per statement\)/);
    await expect(attempt).rejects.not.toThrow(/pg_sleep|select|canceling/i);
    // The pooled connection is fine afterwards.
    expect((await store.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('cancels a statement inside a transaction and rolls the transaction back', async () => {
    await store.exec('create table timeout_log (x int)');
    const attempt = store.transaction(async (tx) => {
      await tx.query('insert into timeout_log values (1)');
      await tx.query('select pg_sleep(30)');
    });
    await expect(attempt).rejects.toBeInstanceOf(StatementTimeoutError);
    expect((await store.query('select count(*) as n from timeout_log')).rows).toEqual([{ n: 0 }]);
  });

  it('gives a transaction its own timeout (deferred requests), and only to it', async () => {
    const inside = await store.transaction(
      async (tx) => {
        // Longer than the interactive timeout: it must finish.
        await tx.query('select pg_sleep(0.6)');
        return (await tx.query<{ statement_timeout: string }>('show statement_timeout')).rows[0]!.statement_timeout;
      },
      { statementTimeoutMs: 60_000 },
    );
    expect(inside).toBe('1min');
    // SET LOCAL ended with the transaction: every pooled connection keeps the interactive timeout.
    const after = await Promise.all(
      Array.from({ length: 5 }, () => store.query<{ statement_timeout: string }>('show statement_timeout')),
    );
    expect(new Set(after.map((r) => r.rows[0]!.statement_timeout))).toEqual(new Set(['300ms']));
  });

  it('ends a transaction left idle', async () => {
    const { rows } = await store.query<{ idle_in_transaction_session_timeout: string }>(
      'show idle_in_transaction_session_timeout',
    );
    expect(rows[0]!.idle_in_transaction_session_timeout).toBe(`${IDLE_IN_TRANSACTION_TIMEOUT_MS / 60_000}min`);
  });

  it('refuses a timeout that is not a whole number of ms', async () => {
    await expect(store.transaction(async () => 1, { statementTimeoutMs: 1.5 })).rejects.toThrow(RangeError);
  });
});
