/**
 * The SQL store every server part talks to. Two adapters implement it: embedded PGlite (the default,
 * so the product runs on a fresh machine with nothing installed) and an external PostgreSQL.
 * Both speak the same PostgreSQL dialect, so SQL written once runs on either.
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

export type StoreKind = 'pglite' | 'postgres';

export interface SqlStore extends SqlExecutor {
  readonly kind: StoreKind;
  /**
   * Runs `fn` in one transaction: commit when it resolves, rollback when it throws (the error is
   * rethrown). Inside `fn` use only `tx`: calling the store itself there is an error, because on
   * PGlite it would wait for the very transaction it runs in.
   */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /** Releases the database; waits for work in progress. */
  close(): Promise<void>;
}
