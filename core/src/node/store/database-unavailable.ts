const MESSAGES = {
  'disk-full': 'The database has no disk space left: nothing was written. Tell the administrator.',
  unreachable: 'The database is not available right now: nothing was done. Try again in a moment.',
  // The server's own work between two statements outlasted idle_in_transaction_session_timeout.
  'idle-timeout':
    'The request kept its database transaction waiting too long and was stopped: nothing was written. ' +
    'Send it in smaller parts.',
} as const;

/**
 * The database cannot serve the request: not reachable (stopped, restarting, network), or out of disk.
 * Carries `statusCode` and `expose`, which the HTTP error handler reads: the client gets a clear 503,
 * never a hang or the driver's text (docs/store.md, "Failures").
 */
export class DatabaseUnavailableError extends Error {
  readonly statusCode = 503;
  readonly expose = true;

  constructor(reason: 'unreachable' | 'disk-full' | 'idle-timeout', options?: ErrorOptions) {
    super(MESSAGES[reason], options);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Node's socket errors and PostgreSQL's SQLSTATEs that mean the connection, not the request, failed. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
]);
const DISK_FULL = '53100';
/** PostgreSQL ended the session: its transaction stayed idle past idle_in_transaction_session_timeout. */
const IDLE_IN_TRANSACTION_TIMEOUT = '25P03';

/** The DatabaseUnavailableError for a failure of the database itself, or null for any other error. */
export function unavailableError(error: unknown): DatabaseUnavailableError | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === DISK_FULL) return new DatabaseUnavailableError('disk-full', { cause: error });
  if (code === IDLE_IN_TRANSACTION_TIMEOUT) return new DatabaseUnavailableError('idle-timeout', { cause: error });
  const message = error instanceof Error ? error.message : '';
  if (
    (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) ||
    /Connection terminated|connection timeout|Client has encountered a connection error/i.test(message) ||
    (error instanceof AggregateError && error.errors.some((inner) => unavailableError(inner) !== null))
  )
    return new DatabaseUnavailableError('unreachable', { cause: error });
  return null;
}
