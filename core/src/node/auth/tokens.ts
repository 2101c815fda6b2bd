import { createHash, randomBytes } from 'node:crypto';
import { UUID_PATTERN } from '../../common/uuid.ts';

/** Session ids, SSO and reset tokens: 32 random bytes, base64url (43 characters, safe in a URL). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What is stored of a one-time token: its SHA-256. A copy of the database then holds nothing that can be
 * used; a plain hash is enough because the token itself is 256 random bits (nothing to brute-force).
 */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Checked before a value reaches a `uuid` column: a malformed one would make PostgreSQL throw. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}
