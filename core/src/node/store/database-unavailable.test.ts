import { describe, expect, it } from 'vitest';
import { unavailableError } from './database-unavailable.ts';

/** Which failures are the database's own (503 with a clear text), and which stay the request's. */
describe('unavailableError', () => {
  const sqlError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('calls a full disk a full disk (SQLSTATE 53100): nothing was written', () => {
    expect(unavailableError(sqlError('53100', 'could not extend file: No space left on device'))).toMatchObject({
      statusCode: 503,
      message: 'The database has no disk space left: nothing was written. Tell the administrator.',
    });
  });

  it('calls a refused, reset or shut-down connection unavailable', () => {
    const cases = [
      sqlError('ECONNREFUSED'),
      sqlError('57P01', 'terminating connection due to administrator command'),
      sqlError('08006'),
      new Error('Connection terminated unexpectedly'),
      new AggregateError([sqlError('ECONNREFUSED'), sqlError('ECONNREFUSED')], ''),
    ];
    for (const error of cases)
      expect(unavailableError(error)?.message).toBe(
        'The database is not available right now: nothing was done. Try again in a moment.',
      );
  });

  it('leaves the request’s own errors alone (a constraint, a syntax error)', () => {
    expect(unavailableError(sqlError('23505', 'duplicate key'))).toBeNull();
    expect(unavailableError(sqlError('42601', 'syntax error'))).toBeNull();
    expect(unavailableError(new Error('anything else'))).toBeNull();
  });
});
