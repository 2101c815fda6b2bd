import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SqlStore } from '../store/sql-store.ts';

/**
 * HS256 JSON Web Tokens with node:crypto only. The token names the user (`sub`) and the web session
 * (`sid`); the session row decides whether it is still good, so signing out really signs out.
 */

export interface JwtClaims {
  /** The user id. */
  sub: string;
  /** The web session id (ob_session.id). */
  sid: string;
  /** Issued at, seconds since the epoch. */
  iat: number;
  /** Expires at, seconds since the epoch. */
  exp: number;
}

export type JwtFailure = 'malformed' | 'algorithm' | 'signature' | 'expired' | 'claims';

export class JwtError extends Error {
  readonly reason: JwtFailure;

  constructor(reason: JwtFailure) {
    super(`Invalid token: ${reason}`);
    this.name = 'JwtError';
    this.reason = reason;
  }
}

const HEADER = encodeJson({ alg: 'HS256', typ: 'JWT' });
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export function signJwt(
  claims: { sub: string; sid: string; expiresAt: Date },
  secret: string,
  now = new Date(),
): string {
  const payload: JwtClaims = {
    sub: claims.sub,
    sid: claims.sid,
    iat: seconds(now),
    exp: seconds(claims.expiresAt),
  };
  const signingInput = `${HEADER}.${encodeJson(payload)}`;
  return `${signingInput}.${signature(signingInput, secret)}`;
}

/**
 * The claims of a token we signed that has not expired; otherwise a JwtError saying why. Only HS256 is
 * accepted: the algorithm in the header is never trusted to choose how to check (no `none`, no others).
 */
export function verifyJwt(token: string, secret: string, now = new Date()): JwtClaims {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) throw new JwtError('malformed');
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeJson(headerPart);
  if (header.alg !== 'HS256' || (header.typ !== undefined && header.typ !== 'JWT')) throw new JwtError('algorithm');
  const expected = Buffer.from(signature(`${headerPart}.${payloadPart}`, secret));
  const given = Buffer.from(signaturePart);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new JwtError('signature');
  const payload = decodeJson(payloadPart);
  const { sub, sid, iat, exp } = payload;
  if (typeof sub !== 'string' || typeof sid !== 'string' || !isTime(iat) || !isTime(exp)) {
    throw new JwtError('claims');
  }
  if (seconds(now) >= exp) throw new JwtError('expired');
  return { sub, sid, iat, exp };
}

/** The environment variable that, when set, holds the signing secret (at least 32 characters). */
export const JWT_SECRET_ENV = 'ONTOBENCH_JWT_SECRET';
export const JWT_SECRET_MIN_LENGTH = 32;

/**
 * The signing secret: `ONTOBENCH_JWT_SECRET` if set, otherwise one generated on first start and kept in
 * `ob_meta` (key `jwt_secret`), so tokens survive restarts. Several servers starting at once on one
 * PostgreSQL agree on one secret: the first insert wins and everybody reads it back.
 * A secret set in the environment but too short is a configuration error, refused at start.
 */
export async function loadJwtSecret(store: SqlStore, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const configured = env[JWT_SECRET_ENV];
  if (configured !== undefined && configured !== '') {
    if (configured.length < JWT_SECRET_MIN_LENGTH) {
      throw new Error(`${JWT_SECRET_ENV} must be at least ${JWT_SECRET_MIN_LENGTH} characters long`);
    }
    return configured;
  }
  await store.query(`insert into ob_meta (key, value) values ('jwt_secret', $1) on conflict (key) do nothing`, [
    randomBytes(48).toString('base64url'),
  ]);
  const { rows } = await store.query<{ value: string }>(`select value from ob_meta where key = 'jwt_secret'`);
  const secret = rows[0]?.value;
  if (!secret) throw new Error('The JWT secret could not be stored in ob_meta');
  return secret;
}

function signature(signingInput: string, secret: string): string {
  return createHmac('sha256', secret).update(signingInput).digest('base64url');
}

function encodeJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

function decodeJson(part: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Falls through to the error below.
  }
  throw new JwtError('malformed');
}

function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
