import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { QueryResult, SqlExecutor, SqlStore, StoreHealth } from './sql-store.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { InFlight } from './in-flight.ts';
import { TransactionScope } from './transaction-scope.ts';
import { TurnQueue } from './turn-queue.ts';

/** The database files live in a subfolder, leaving the data folder free for other kinds of data. */
export const PGLITE_SUBFOLDER = 'pglite';

type PgliteRunner = Pick<PGlite | Transaction, 'query' | 'exec'>;

/**
 * Embedded PostgreSQL (WebAssembly) persisted in `<dataDir>/pglite`.
 * PGlite is one connection that runs on the server's thread. Every top-level call (a statement, or a
 * whole transaction) waits its turn in a queue, so statements of concurrent requests never land inside
 * someone else's transaction, and the event loop turns between two calls: timers, sockets and the
 * 5-second deferral keep running under load (docs/benchmarks.md, cause 4).
 * PGlite cannot cancel a statement (it ignores statement_timeout, and a statement blocks the thread
 * while it runs): the data API's own budgets keep each statement short (docs/security.md).
 */
export async function openPgliteStore(dataDir: string): Promise<SqlStore> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir);
  let db: PGlite;
  try {
    db = await PGlite.create(path.join(dataDir, PGLITE_SUBFOLDER), { extensions: { pg_trgm } });
  } catch (error) {
    lock.release();
    throw error;
  }
  const inFlight = new InFlight();
  const scope = new TransactionScope();
  const turns = new TurnQueue();
  const outside = <T>(work: () => Promise<T>): Promise<T> => scope.outside(() => inFlight.track(() => turns.run(work)));

  let closing: Promise<void> | undefined;

  return {
    kind: 'pglite',
    query: <T>(sql: string, params?: readonly unknown[]) => outside(() => runQuery<T>(db, sql, params)),
    exec: (sql) => outside(() => runExec(db, sql)),
    // A statement timeout option is ignored: PGlite has no way to cancel a statement.
    transaction: <T>(fn: (tx: SqlExecutor) => Promise<T>) =>
      outside(() => scope.run(() => db.transaction((raw) => fn(executorOf(raw))))),
    async health(): Promise<StoreHealth> {
      if (closing) return { ok: false, busyForMs: 0 };
      // Busy: the work in progress shows the database works; a `select 1` would only wait behind it.
      if (!turns.idle) return { ok: true, busyForMs: turns.runningForMs() };
      try {
        await outside(() => runQuery(db, 'select 1'));
        return { ok: true, busyForMs: 0 };
      } catch {
        return { ok: false, busyForMs: 0 };
      }
    },
    close() {
      closing ??= inFlight
        .drain()
        .then(() => db.close())
        .finally(() => lock.release());
      return closing;
    },
  };
}

function executorOf(runner: PgliteRunner): SqlExecutor {
  return {
    query: <T>(sql: string, params?: readonly unknown[]) => runQuery<T>(runner, sql, params),
    exec: (sql) => runExec(runner, sql),
  };
}

async function runQuery<T>(runner: PgliteRunner, sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> {
  const result = await runner.query<T>(sql, params ? [...params] : undefined);
  // PGlite reports affectedRows only for writes; pg's rowCount also counts selected rows.
  return { rows: result.rows, rowCount: Math.max(result.affectedRows ?? 0, result.rows.length) };
}

async function runExec(runner: PgliteRunner, sql: string): Promise<void> {
  await runner.exec(sql);
}
