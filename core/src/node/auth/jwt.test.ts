import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreMigrations } from '../migrations.ts';
import { runMigrations } from '../store/migrator.ts';
import { openTempStore, type TempStore } from '../testing/temp-store.ts';
import { JWT_SECRET_ENV, JwtError, loadJwtSecret, signJwt, verifyJwt, type JwtFailure } from './jwt.ts';

const SECRET = 'a-secret-that-is-long-enough-for-hs256-tests';
const NOW = new Date('2025-03-01T12:00:00Z');
const HOUR = 3_600_000;
const claims = {
  sub: '00000000-0000-4000-8000-000000000abc',
  sid: 'session-1',
  expiresAt: new Date(NOW.getTime() + HOUR),
};

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (input: string, secret = SECRET) => createHmac('sha256', secret).update(input).digest('base64url');

function failure(token: string, now = NOW, secret = SECRET): JwtFailure | 'none' {
  try {
    verifyJwt(token, secret, now);
    return 'none';
  } catch (error) {
    if (error instanceof JwtError) return error.reason;
    throw error;
  }
}

describe('JWT', () => {
  it('round-trips sub, sid, iat and exp', () => {
    const token = signJwt(claims, SECRET, NOW);
    expect(verifyJwt(token, SECRET, NOW)).toEqual({
      sub: claims.sub,
      sid: 'session-1',
      iat: NOW.getTime() / 1000,
      exp: NOW.getTime() / 1000 + 3600,
    });
    const [header] = token.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
  });

  it('is interoperable: a token built by hand with HMAC-SHA256 verifies', () => {
    const input = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'u', sid: 's', iat: 1, exp: 2_000_000_000 })}`;
    expect(verifyJwt(`${input}.${sign(input)}`, SECRET, NOW).sub).toBe('u');
  });

  it('expires', () => {
    const token = signJwt(claims, SECRET, NOW);
    expect(failure(token, new Date(NOW.getTime() + HOUR - 1000))).toBe('none');
    expect(failure(token, new Date(NOW.getTime() + HOUR))).toBe('expired');
  });

  it('refuses a tampered payload', () => {
    const [header, , signature] = signJwt(claims, SECRET, NOW).split('.');
    const forged = b64({ sub: 'someone-else', sid: 'session-1', iat: 1, exp: 2_000_000_000 });
    expect(failure(`${header}.${forged}.${signature}`)).toBe('signature');
  });

  it('refuses a tampered signature and another secret', () => {
    const token = signJwt(claims, SECRET, NOW);
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(failure(`${token.slice(0, -1)}${last}`)).toBe('signature');
    expect(failure(token, NOW, 'another-secret-that-is-also-long-enough')).toBe('signature');
    expect(failure(`${token}A`)).toBe('signature');
  });

  it('refuses alg none, whatever the signature', () => {
    const payload = b64({ sub: claims.sub, sid: 's', iat: 1, exp: 2_000_000_000 });
    expect(failure(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`)).toBe('malformed');
    const input = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}`;
    expect(failure(`${input}.${sign(input)}`)).toBe('algorithm');
  });

  it('refuses other algorithms, even correctly signed', () => {
    for (const alg of ['HS512', 'RS256', 'hs256']) {
      const input = `${b64({ alg, typ: 'JWT' })}.${b64({ sub: 'u', sid: 's', iat: 1, exp: 2_000_000_000 })}`;
      expect(failure(`${input}.${sign(input)}`)).toBe('algorithm');
    }
  });

  it('refuses malformed tokens', () => {
    for (const token of ['', 'abc', 'a.b', 'a.b.c.d', 'a.b.c', '!!.??.**', `${b64([1])}.${b64({})}.x`]) {
      expect(failure(token)).toBe('malformed');
    }
  });

  it('refuses signed tokens without the claims it needs', () => {
    for (const payload of [
      { sid: 's', iat: 1, exp: 2e9 },
      { sub: 'u', iat: 1, exp: 2e9 },
      { sub: 'u', sid: 's', iat: 1 },
    ]) {
      const input = `${b64({ alg: 'HS256' })}.${b64(payload)}`;
      expect(failure(`${input}.${sign(input)}`)).toBe('claims');
    }
    const input = `${b64({ alg: 'HS256' })}.${b64({ sub: 'u', sid: 's', iat: 1, exp: '2000000000' })}`;
    expect(failure(`${input}.${sign(input)}`)).toBe('claims');
  });
});

describe('loadJwtSecret', () => {
  let temp: TempStore;
  beforeAll(async () => {
    temp = await openTempStore();
    await runMigrations(temp.store, coreMigrations);
  });
  afterAll(() => temp?.dispose());

  it('uses the environment variable when set', async () => {
    const env = { [JWT_SECRET_ENV]: 'x'.repeat(40) };
    expect(await loadJwtSecret(temp.store, env)).toBe('x'.repeat(40));
    const { rows } = await temp.store.query(`select 1 from ob_meta where key = 'jwt_secret'`);
    expect(rows).toEqual([]);
  });

  it('refuses a configured secret that is too short', async () => {
    await expect(loadJwtSecret(temp.store, { [JWT_SECRET_ENV]: 'short' })).rejects.toThrow(/at least 32/);
  });

  it('otherwise generates one, keeps it in ob_meta and gives the same one after a restart', async () => {
    const first = await loadJwtSecret(temp.store, {});
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await loadJwtSecret(temp.store, { [JWT_SECRET_ENV]: '' })).toBe(first);
    await temp.store.close();
    const reopened = await temp.openAgain();
    try {
      expect(await loadJwtSecret(reopened, {})).toBe(first);
      const { rows } = await reopened.query<{ value: string }>(`select value from ob_meta where key = 'jwt_secret'`);
      expect(rows).toEqual([{ value: first }]);
    } finally {
      await reopened.close();
    }
  });
});
