import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (node:crypto, no native add-on). Stored form:
 * `scrypt$<N>$<r>$<p>$<salt base64>$<hash base64>`, so the cost can be raised later and old hashes
 * still verify with the parameters they were made with.
 */

const PARAMS = { N: 16_384, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 64;

/** Bounds for parameters read back from the database: a corrupt row must not make us allocate gigabytes. */
const MAX_MEMORY_BYTES = 256 * 1024 * 1024;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, KEY_BYTES, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/**
 * True when `password` matches `stored`. A malformed stored string never matches (false, not a throw):
 * a damaged row must lock its user out, not crash the sign-in for everyone.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.hash.length, parsed);
  return timingSafeEqual(candidate, parsed.hash);
}

/** The parts of a stored hash, or null when it is not one this module could have written. */
export function parsePasswordHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map((part) => (/^[1-9]\d{0,8}$/.test(part) ? Number(part) : NaN)) as [
    number,
    number,
    number,
  ];
  const isPowerOfTwo = (n: number) => n > 1 && (n & (n - 1)) === 0;
  if (!isPowerOfTwo(N) || !(r >= 1 && r <= 32) || !(p >= 1 && p <= 16)) return null;
  if (128 * N * r > MAX_MEMORY_BYTES) return null;
  const [salt, hash] = parts.slice(4).map((part) => (BASE64.test(part) ? Buffer.from(part, 'base64') : null));
  if (!salt || !hash || salt.length < 8 || hash.length < 16 || hash.length > 256) return null;
  return { N, r, p, salt, hash };
}

function derive(password: string, salt: Buffer, keyLength: number, params: Pick<ParsedHash, 'N' | 'r' | 'p'>) {
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 + 1024 * 1024 };
  // NFC: the same word typed on two keyboards ('й' composed or as 'и' + breve) must be the same password.
  const input = Buffer.from(password.normalize('NFC'), 'utf8');
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(input, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check, for an e-mail that has no account: the reply to an unknown
 * e-mail must not come back measurably faster than to a wrong password. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64'));
  await verifyPassword(password, await dummyHash);
  return false;
}
