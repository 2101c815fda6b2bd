import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlStore } from '../store/sql-store.ts';
import type { TempStore } from '../testing/temp-store.ts';
import { AUTH_TTL_MS } from './clock.ts';
import {
  consumeOneTimeToken,
  createDataSession,
  createOneTimeToken,
  createWebSession,
  deleteWebSession,
  endAllSessions,
  endOtherSessions,
  isWebSessionActive,
  purgeExpiredAuthRows,
  validateDataSession,
} from './sessions.ts';
import { openAuthTestStore } from './test-support.ts';
import { tokenHash } from './tokens.ts';
import { ensureUser } from './users.ts';

let temp: TempStore;
let store: SqlStore;
let alice: string;
let bob: string;
const NOW = new Date('2025-06-01T10:00:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);

beforeAll(async () => {
  temp = await openAuthTestStore();
  store = temp.store;
  const user = (email: string) =>
    ensureUser(store, { email, password: 'pw', fullName: 'Тестов Тест Тестович', isAdmin: false });
  alice = await user('alice@sessions.test');
  bob = await user('bob@sessions.test');
});
afterAll(() => temp?.dispose());

/** The error a call throws, as `status text`. */
async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return `${(error as { statusCode?: number }).statusCode} ${(error as Error).message}`;
  }
}

describe('web sessions', () => {
  it('live 30 days and end on delete', async () => {
    const session = await createWebSession(store, alice, NOW);
    expect(session.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.expiresAt).toEqual(at(AUTH_TTL_MS.webSession));
    expect(await isWebSessionActive(store, session.id, alice, at(AUTH_TTL_MS.webSession - 1000))).toBe(true);
    expect(await isWebSessionActive(store, session.id, alice, at(AUTH_TTL_MS.webSession))).toBe(false);
    expect(await isWebSessionActive(store, session.id, bob, NOW)).toBe(false);
    expect(await isWebSessionActive(store, session.id, 'not-a-uuid', NOW)).toBe(false);
    await deleteWebSession(store, session.id, bob);
    expect(await isWebSessionActive(store, session.id, alice, NOW)).toBe(true);
    await deleteWebSession(store, session.id, alice);
    expect(await isWebSessionActive(store, session.id, alice, NOW)).toBe(false);
  });

  it('drop the user’s expired rows when a new one starts', async () => {
    const old = await createWebSession(store, alice, NOW);
    await createWebSession(store, alice, at(AUTH_TTL_MS.webSession + 1000));
    const { rows } = await store.query(`select 1 from ob_session where id = $1`, [old.id]);
    expect(rows).toEqual([]);
  });
});

describe('validateDataSession', () => {
  it('accepts a live data-source session of the user', async () => {
    const web = await createWebSession(store, alice, NOW);
    const data = await createDataSession(store, alice, web.id, NOW);
    expect(data.expiresAt).toEqual(at(AUTH_TTL_MS.dataSession));
    await expect(validateDataSession(store, alice, data.id, NOW)).resolves.toBeUndefined();
  });

  it.each([undefined, null, ''])('says "Session not set" for %j', async (sessionId) => {
    expect(await rejection(validateDataSession(store, alice, sessionId, NOW))).toBe('401 Session not set');
  });

  it('says "Invalid session id" for an unknown, a non-string or a web session id', async () => {
    const web = await createWebSession(store, alice, NOW);
    for (const id of ['no-such-session', 42, web.id, 'nul\u0000']) {
      expect(await rejection(validateDataSession(store, alice, id, NOW))).toBe('401 Invalid session id');
    }
  });

  it('says "Invalid session id" for another user’s session', async () => {
    const data = await createDataSession(store, alice, null, NOW);
    expect(await rejection(validateDataSession(store, bob, data.id, NOW))).toBe('401 Invalid session id');
    expect(await rejection(validateDataSession(store, 'not-a-uuid', data.id, NOW))).toBe('401 Invalid session id');
  });

  it('says "Invalid session id" after 12 hours', async () => {
    const data = await createDataSession(store, alice, null, NOW);
    await expect(validateDataSession(store, alice, data.id, at(AUTH_TTL_MS.dataSession - 1000))).resolves.toBe(
      undefined,
    );
    expect(await rejection(validateDataSession(store, alice, data.id, at(AUTH_TTL_MS.dataSession)))).toBe(
      '401 Invalid session id',
    );
  });

  it('ends with the sign-in it was opened from', async () => {
    const web = await createWebSession(store, alice, NOW);
    const data = await createDataSession(store, alice, web.id, NOW);
    const otherWeb = await createWebSession(store, alice, NOW);
    const otherData = await createDataSession(store, alice, otherWeb.id, NOW);
    await deleteWebSession(store, web.id, alice);
    expect(await rejection(validateDataSession(store, alice, data.id, NOW))).toBe('401 Invalid session id');
    // Signing out of one browser leaves the other browser's sessions alone.
    await expect(validateDataSession(store, alice, otherData.id, NOW)).resolves.toBeUndefined();
  });

  it('is invalid once its sign-in has expired, even inside its own 12 hours', async () => {
    const web = await createWebSession(store, alice, NOW);
    await store.query(`update ob_session set expires_at = $2::timestamptz where id = $1`, [
      web.id,
      at(60_000).toISOString(),
    ]);
    const data = await createDataSession(store, alice, web.id, NOW);
    await expect(validateDataSession(store, alice, data.id, NOW)).resolves.toBeUndefined();
    expect(await rejection(validateDataSession(store, alice, data.id, at(120_000)))).toBe('401 Invalid session id');
  });

  it('ends with endAllSessions', async () => {
    const data = await createDataSession(store, bob, null, NOW);
    const web = await createWebSession(store, bob, NOW);
    expect(await endAllSessions(store, bob)).toEqual([web.id]);
    expect(await rejection(validateDataSession(store, bob, data.id, NOW))).toBe('401 Invalid session id');
    expect(await isWebSessionActive(store, web.id, bob, NOW)).toBe(false);
  });

  it('endOtherSessions keeps one sign-in and its data-source sessions, and ends the rest', async () => {
    const kept = await createWebSession(store, bob, NOW);
    const keptData = await createDataSession(store, bob, kept.id, NOW);
    const other = await createWebSession(store, bob, NOW);
    const otherData = await createDataSession(store, bob, other.id, NOW);
    const loose = await createDataSession(store, bob, null, NOW);
    const alices = await createWebSession(store, alice, NOW);
    expect(await endOtherSessions(store, bob, kept.id)).toEqual([other.id]);
    expect(await isWebSessionActive(store, kept.id, bob, NOW)).toBe(true);
    await expect(validateDataSession(store, bob, keptData.id, NOW)).resolves.toBeUndefined();
    expect(await isWebSessionActive(store, other.id, bob, NOW)).toBe(false);
    expect(await rejection(validateDataSession(store, bob, otherData.id, NOW))).toBe('401 Invalid session id');
    expect(await rejection(validateDataSession(store, bob, loose.id, NOW))).toBe('401 Invalid session id');
    expect(await isWebSessionActive(store, alices.id, alice, NOW)).toBe(true);
  });
});

describe('one-time tokens', () => {
  it('store only a hash and can be spent once', async () => {
    const { token, expiresAt } = await createOneTimeToken(store, 'sso', alice, AUTH_TTL_MS.ssoToken, NOW);
    expect(expiresAt).toEqual(at(5 * 60_000));
    const { rows } = await store.query(`select token_hash from ob_auth_token where user_id = $1 and kind = 'sso'`, [
      alice,
    ]);
    expect(rows).toContainEqual({ token_hash: tokenHash(token) });
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await consumeOneTimeToken(store, 'sso', token, NOW)).toBe(alice);
    expect(await consumeOneTimeToken(store, 'sso', token, NOW)).toBeNull();
  });

  it('expire', async () => {
    const { token } = await createOneTimeToken(store, 'reset', alice, AUTH_TTL_MS.resetToken, NOW);
    expect(await consumeOneTimeToken(store, 'reset', token, at(AUTH_TTL_MS.resetToken))).toBeNull();
    expect(await consumeOneTimeToken(store, 'reset', token, at(AUTH_TTL_MS.resetToken - 1000))).toBe(alice);
  });

  it('are of one kind only', async () => {
    const { token } = await createOneTimeToken(store, 'reset', bob, AUTH_TTL_MS.resetToken, NOW);
    expect(await consumeOneTimeToken(store, 'sso', token, NOW)).toBeNull();
    expect(await consumeOneTimeToken(store, 'reset', token, NOW)).toBe(bob);
  });

  it('refuse an empty or unknown token', async () => {
    expect(await consumeOneTimeToken(store, 'sso', '', NOW)).toBeNull();
    expect(await consumeOneTimeToken(store, 'sso', 'unknown', NOW)).toBeNull();
  });

  it('cannot be spent twice by racing requests', async () => {
    const { token } = await createOneTimeToken(store, 'sso', bob, AUTH_TTL_MS.ssoToken, NOW);
    const results = await Promise.all([1, 2, 3].map(() => consumeOneTimeToken(store, 'sso', token, NOW)));
    expect(results.filter((result) => result === bob)).toHaveLength(1);
  });
});

describe('purgeExpiredAuthRows', () => {
  it('deletes expired sessions and spent or expired tokens, and nothing live', async () => {
    const later = at(400 * 24 * 3600_000);
    const live = await createWebSession(store, bob, later);
    const liveToken = await createOneTimeToken(store, 'sso', bob, AUTH_TTL_MS.ssoToken, later);
    expect(await purgeExpiredAuthRows(store, later)).toBeGreaterThan(0);
    const { rows } = await store.query<{ n: number }>(
      `select (select count(*) from ob_session) + (select count(*) from ob_auth_token) as n`,
    );
    expect(rows[0]?.n).toBe(2);
    expect(await isWebSessionActive(store, live.id, bob, later)).toBe(true);
    expect(await consumeOneTimeToken(store, 'sso', liveToken.token, later)).toBe(bob);
  });
});
