/**
 * The SQL store every server part talks to: PostgreSQL, either the embedded cluster the server runs in
 * its data folder (the default, so the product runs on a fresh machine with nothing installed) or an
 * external one at DATABASE_URL. One engine and one adapter (postgres-store.ts) for both.
 */

export interface QueryResult<T> {
  rows: T[];
  /** Rows returned by a SELECT, or rows touched by INSERT / UPDATE / DELETE. */
  rowCount: number;
}

/** What can run statements: the store itself, or the transaction handed to a `transaction` callback. */
export interface SqlExecutor {
  /**
   * One statement with positional parameters `$1..$n`. Values always travel as parameters,
   * never spliced into the text.
   *
   * Type mapping is aligned across adapters: int8 (e.g. `count(*)`) arrives as a number when it is a
   * safe integer and as a bigint otherwise; numeric as a string; json/jsonb parsed; timestamps as Date.
   */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Several statements without parameters, e.g. migration DDL. */
  exec(sql: string): Promise<void>;
}

/** `embedded`: the PostgreSQL cluster the server runs in its data folder; `postgres`: one at DATABASE_URL. */
export type StoreKind = 'embedded' | 'postgres';

export interface TransactionOptions {
  /**
   * The statement timeout inside this transaction, instead of the store's interactive one (e.g. longer
   * for a deferred request).
   */
  statementTimeoutMs?: number;
}

/** What the health check (GET /api/public/ping) learns about the database, without queueing behind user work. */
export interface StoreHealth {
  /** The database answered on the health check's own connection. */
  ok: boolean;
}

export interface SqlStore extends SqlExecutor {
  readonly kind: StoreKind;
  /**
   * PostgreSQL only: the URL the store connects with, for the parts that need connections of their own
   * (the job queue, LISTEN/NOTIFY between server processes). May carry a password: never log it.
   */
  readonly connectionString?: string;
  /**
   * Runs `fn` in one transaction: commit when it resolves, rollback when it throws (the error is
   * rethrown). Inside `fn` use only `tx`: calling the store itself there is an error (it would run
   * outside the transaction, on another connection).
   */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * The database's health for the ping, off the path of user queries: asked on a connection of its
   * own, not the pool user queries wait for.
   */
  health(): Promise<StoreHealth>;
  /** Releases the database; waits for work in progress. */
  close(): Promise<void>;
}
