import { unavailableError } from './database-unavailable.ts';

/**
 * How long one statement may run on PostgreSQL before the database cancels it. Interactive requests
 * (the user waits for the page) get the short one; requests sent deferred (the client polls for the
 * result, up to 30 minutes) the long one. The data API's own budgets bound the work before that
 * (docs/security.md, "Cost of a query").
 */
export const INTERACTIVE_STATEMENT_TIMEOUT_MS = 15_000;
export const DEFERRED_STATEMENT_TIMEOUT_MS = 5 * 60_000;
/** A transaction left open and idle this long is ended by PostgreSQL, freeing its locks and connection. */
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;

/** PostgreSQL's SQLSTATE for a statement cancelled by the timeout (or by a cancel request). */
const QUERY_CANCELED = '57014';

/**
 * A statement the database cancelled because it ran too long. It carries `statusCode` and `expose`,
 * which the HTTP error handler reads, so the client gets a clear 503 and no SQL text.
 */
export class StatementTimeoutError extends Error {
  readonly statusCode = 503;
  readonly expose = true;

  constructor(timeoutMs: number | null, options?: ErrorOptions) {
    super(
      timeoutMs === null
        ? 'The database cancelled the request.'
        : `The request took longer than the database allows (${timeoutMs / 1000} s per statement) and was stopped. ` +
            'Narrow it (a filter, a smaller limit, fewer nested fields) or send it as a deferred request.',
      options,
    );
    this.name = 'StatementTimeoutError';
  }
}

/**
 * The error to throw for a failed statement: a cancelled one becomes a StatementTimeoutError, a lost
 * or full database a DatabaseUnavailableError (both 503 with a clear text).
 */
export function statementError(error: unknown, timeoutMs: number): unknown {
  if ((error as { code?: unknown } | null)?.code !== QUERY_CANCELED) return unavailableError(error) ?? error;
  const byTimeout = /statement timeout/i.test((error as Error).message ?? '');
  return new StatementTimeoutError(byTimeout ? timeoutMs : null, { cause: error });
}
