import pg from 'pg';
import type { PoolClient, CustomTypesConfig } from 'pg';
import type { QueryResult, SqlExecutor, SqlStore, StoreHealth, TransactionOptions } from './sql-store.ts';
import { unavailableError } from './database-unavailable.ts';
import { HealthConnection } from './health-connection.ts';
import { InFlight } from './in-flight.ts';
import {
  IDLE_IN_TRANSACTION_TIMEOUT_MS,
  INTERACTIVE_STATEMENT_TIMEOUT_MS,
  statementError,
} from './statement-timeout.ts';
import { TransactionScope } from './transaction-scope.ts';

const INT8_OID = 20;
const CONNECT_TIMEOUT_MS = 5_000;

/** int8 (e.g. `count(*)`) as a number when safe, a bigint otherwise (pg's default is a string). */
function parseInt8(text: string): number | bigint {
  const value = BigInt(text);
  return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value;
}

const typeParsers: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? parseInt8
      : pg.types.getTypeParser(oid, format)) as CustomTypesConfig['getTypeParser'],
};

export interface PostgresStoreOptions {
  /** The statement timeout of every statement outside a transaction that sets its own. */
  statementTimeoutMs?: number;
  /** How long a transaction may wait between statements before PostgreSQL ends its session (tests). */
  idleInTransactionTimeoutMs?: number;
}

/**
 * An external PostgreSQL through a connection pool; a transaction holds one pooled client throughout.
 * Every statement has a timeout (a runaway query cannot hold a connection for long), and a transaction
 * left idle is ended by the server; the health check has a connection of its own.
 */
export async function openPostgresStore(databaseUrl: string, options: PostgresStoreOptions = {}): Promise<SqlStore> {
  const timeoutMs = options.statementTimeoutMs ?? INTERACTIVE_STATEMENT_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    types: typeParsers,
    // JIT off: the access rule makes the planner over-cost every data query, which then crosses the JIT
    // thresholds and spends 230–320 ms compiling a query that runs in a few (docs/benchmarks.md, cause 2).
    options: '-c jit=off',
    // Sent at connection start-up, so they hold on every pooled connection whatever the URL says.
    statement_timeout: timeoutMs,
    idle_in_transaction_session_timeout: options.idleInTransactionTimeoutMs ?? IDLE_IN_TRANSACTION_TIMEOUT_MS,
    // A database that does not answer is an error after this, never a request that hangs.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // Without a listener, an idle client losing its connection (database restart) crashes the process.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  try {
    // Fail at start-up with the real reason, not at the first request.
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(`Cannot connect to PostgreSQL at ${safeAddress(databaseUrl)}: ${reasonOf(error)}`, {
      cause: error,
    });
  }
  const inFlight = new InFlight();
  const scope = new TransactionScope();
  const outside = <T>(work: () => Promise<T>): Promise<T> => scope.outside(() => inFlight.track(work));
  const health = new HealthConnection(
    () => new pg.Client({ connectionString: databaseUrl, types: typeParsers, connectionTimeoutMillis: 2_000 }),
  );
  let closing: Promise<void> | undefined;

  return {
    kind: 'postgres',
    connectionString: databaseUrl,
    query: <T>(sql: string, params?: readonly unknown[]) => outside(() => runQuery<T>(pool, timeoutMs, sql, params)),
    exec: (sql) => outside(() => runExec(pool, timeoutMs, sql)),
    transaction: <T>(fn: (tx: SqlExecutor) => Promise<T>, txOptions?: TransactionOptions) =>
      outside(() =>
        scope.run(async () =>
          inTransaction(await connect(pool), txOptions?.statementTimeoutMs ?? timeoutMs, timeoutMs, fn),
        ),
      ),
    health: async (): Promise<StoreHealth> => (closing ? { ok: false } : { ok: await health.check() }),
    close() {
      closing ??= inFlight.drain().then(() => Promise.all([pool.end(), health.close()]).then(() => undefined));
      return closing;
    },
  };
}

/** Host, port and database only: the URL may carry a password, which must not reach a log. */
function safeAddress(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || 5432}${url.pathname}`;
  } catch {
    return 'DATABASE_URL (not a valid URL)';
  }
}

/** Node reports a refused localhost connection as an AggregateError with an empty message. */
function reasonOf(error: unknown): string {
  if (error instanceof AggregateError && !error.message) return error.errors.map(reasonOf).join('; ');
  return error instanceof Error ? error.message : String(error);
}

async function inTransaction<T>(
  checkout: Checkout,
  timeoutMs: number,
  defaultTimeoutMs: number,
  fn: (tx: SqlExecutor) => Promise<T>,
): Promise<T> {
  const { client } = checkout;
  let open = true;
  // The client goes back to the pool afterwards; a leaked tx must not run on someone else's connection.
  const guarded = <R>(work: () => Promise<R>): Promise<R> =>
    open ? work() : Promise.reject(new Error('The transaction is closed.'));
  const tx: SqlExecutor = {
    query: <R>(sql: string, params?: readonly unknown[]) => guarded(() => runQuery<R>(client, timeoutMs, sql, params)),
    exec: (sql) => guarded(() => runExec(client, timeoutMs, sql)),
  };
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    // SET LOCAL ends with the transaction: the pooled connection goes back with its default timeout.
    if (timeoutMs !== defaultTimeoutMs) await client.query(`set local statement_timeout = ${wholeMs(timeoutMs)}`);
    const result = await fn(tx);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => {
      // The connection is in an unknown state: destroy it instead of returning it to the pool.
      broken = rollbackError;
    });
    // A lost connection is the database's failure whatever fn made of it: a 503, never the driver's text;
    // its first error says why (the session's idle timeout, a terminated backend, a broken socket).
    const lost = checkout.lost();
    throw (lost && unavailableError(lost)) ?? unavailableError(error) ?? error;
  } finally {
    open = false;
    checkout.release(broken);
  }
}

/** A client checked out of the pool, with what became of its connection while it was out. */
interface Checkout {
  client: PoolClient;
  /** The connection's error if it was lost (backend ended, socket broken), else undefined. */
  lost(): Error | undefined;
  /** Back to the pool; with an error (its own or a lost connection's) the pool discards it. */
  release(error?: Error): void;
}

/**
 * A pooled connection; a database that cannot be reached is a DatabaseUnavailableError.
 * The pool listens for a client's 'error' only while the client is idle: a checked-out client whose
 * connection drops (its backend terminated, EPIPE) emits 'error' on itself, and an 'error' event without
 * a listener exits the process. Ours keeps it to this transaction (docs/store.md, "A lost connection").
 */
async function connect(pool: pg.Pool): Promise<Checkout> {
  let client: PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    throw unavailableError(error) ?? error;
  }
  let lost: Error | undefined;
  const onError = (error: Error) => {
    lost ??= error;
  };
  client.on('error', onError);
  return {
    client,
    lost: () => lost,
    release(error) {
      client.removeListener('error', onError);
      // The pool re-attaches its idle listener before discarding, so a late error is still heard.
      client.release(lost ?? error);
    },
  };
}

/** A timeout goes into SQL text (SET takes no parameters): only a whole, positive number of ms. */
function wholeMs(ms: number): number {
  if (!Number.isSafeInteger(ms) || ms <= 0) throw new RangeError(`A statement timeout must be whole ms, got ${ms}`);
  return ms;
}

type Queryable = Pick<pg.Pool | PoolClient, 'query'>;

async function runQuery<T>(
  runner: Queryable,
  timeoutMs: number,
  sql: string,
  params?: readonly unknown[],
): Promise<QueryResult<T>> {
  try {
    const result = await runner.query(sql, params ? [...params] : undefined);
    return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
  } catch (error) {
    throw statementError(error, timeoutMs);
  }
}

async function runExec(runner: Queryable, timeoutMs: number, sql: string): Promise<void> {
  // Without parameters pg uses the simple query protocol, which accepts several statements.
  try {
    await runner.query(sql);
  } catch (error) {
    throw statementError(error, timeoutMs);
  }
}
