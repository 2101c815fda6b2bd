import { HttpError } from '../http/http-error.ts';
import type { SqlExecutor } from '../store/sql-store.ts';
import { AUTH_TTL_MS, later } from './clock.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { isUuid, randomToken, tokenHash } from './tokens.ts';

/**
 * Sessions (ob_session) and one-time tokens (ob_auth_token). Times are passed in from the caller's
 * clock, never taken from the database's now(), so one clock decides every expiry (and tests can move it).
 */

export interface IssuedSession {
  id: string;
  expiresAt: Date;
}

/** A sign-in: the JWT carries its id (`sid`) and expires with it. */
export async function createWebSession(db: SqlExecutor, userId: string, now: Date): Promise<IssuedSession> {
  // Expired rows of this user go when a new one comes, so the table does not grow without bound.
  await db.query(`delete from ob_session where user_id = $1 and expires_at <= $2::timestamptz`, [
    userId,
    now.toISOString(),
  ]);
  return insertSession(db, userId, 'web', null, later(now, AUTH_TTL_MS.webSession), now);
}

/** A data-source session (spec shell.md §7, GET auth/osa-sessionid), ended with the sign-in it came from. */
export function createDataSession(
  db: SqlExecutor,
  userId: string,
  webSessionId: string | null,
  now: Date,
): Promise<IssuedSession> {
  return insertSession(db, userId, 'datasource', webSessionId, later(now, AUTH_TTL_MS.dataSession), now);
}

async function insertSession(
  db: SqlExecutor,
  userId: string,
  kind: 'web' | 'datasource',
  webSessionId: string | null,
  expiresAt: Date,
  now: Date,
): Promise<IssuedSession> {
  const id = randomToken();
  await db.query(
    `insert into ob_session (id, user_id, kind, web_session_id, created_at, expires_at)
     values ($1, $2, $3, $4, $5::timestamptz, $6::timestamptz)`,
    [id, userId, kind, webSessionId, now.toISOString(), expiresAt.toISOString()],
  );
  return { id, expiresAt };
}

/** True when the web session exists, belongs to the user and has not expired. */
export async function isWebSessionActive(db: SqlExecutor, id: string, userId: string, now: Date): Promise<boolean> {
  return (await checkSessions(db, { web: id, dataSource: null, userId }, now)).web;
}

/** Signs out one sign-in; its data-source sessions go with it (foreign key, on delete cascade). */
export async function deleteWebSession(db: SqlExecutor, id: string, userId: string): Promise<void> {
  if (!isUuid(userId)) return;
  await db.query(`delete from ob_session where id = $1 and user_id = $2 and kind = 'web'`, [id, userId]);
}

/**
 * Signs the user out everywhere (a password reset, an administrator setting the password). Returns the
 * ended sign-ins (web session ids), so their realtime sockets can be closed too.
 */
export async function endAllSessions(db: SqlExecutor, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string; kind: string }>(
    `delete from ob_session where user_id = $1 returning id, kind`,
    [userId],
  );
  return webIds(rows);
}

/**
 * Signs the user out everywhere but in the sign-in `keepSessionId` (the user changed their own
 * password there): other sign-ins, their data-source sessions and loose data-source sessions end.
 */
export async function endOtherSessions(db: SqlExecutor, userId: string, keepSessionId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string; kind: string }>(
    `delete from ob_session
      where user_id = $1 and id <> $2 and (web_session_id is null or web_session_id <> $2)
      returning id, kind`,
    [userId, keepSessionId],
  );
  return webIds(rows);
}

function webIds(rows: readonly { id: string; kind: string }[]): string[] {
  return rows.filter((row) => row.kind === 'web').map((row) => row.id);
}

/**
 * Both session checks of a data API call in one round trip: the sign-in (web session) and the
 * data-source session sent in the payload (null when none was sent). Same rules as isWebSessionActive
 * and validateDataSession.
 */
export async function checkSessions(
  db: SqlExecutor,
  ids: { web: string; dataSource: string | null; userId: string },
  now: Date,
): Promise<{ web: boolean; dataSource: boolean }> {
  if (!isUuid(ids.userId)) return { web: false, dataSource: false };
  const { rows } = await db.query<{ web: boolean; data_source: boolean }>(
    `select exists (select 1 from ob_session
                     where id = $1 and user_id = $2 and kind = 'web' and expires_at > $4::timestamptz) as web,
            exists (select 1 from ob_session s left join ob_session w on w.id = s.web_session_id
                     where s.id = $3 and s.user_id = $2 and s.kind = 'datasource' and s.expires_at > $4::timestamptz
                       and (s.web_session_id is null or w.expires_at > $4::timestamptz)) as data_source`,
    [ids.web, ids.userId, ids.dataSource, now.toISOString()],
  );
  return { web: rows[0]!.web, dataSource: rows[0]!.data_source };
}

/**
 * The check the data API makes on every call (spec shell.md §8): the session id it was sent must be a
 * live data-source session of that very user, opened from a sign-in that is still live.
 * Empty → 401 'Session not set'; unknown, expired or someone else's → 401 'Invalid session id'.
 */
export async function validateDataSession(
  db: SqlExecutor,
  userId: string,
  sessionId: unknown,
  now: Date = new Date(),
): Promise<void> {
  const id = dataSessionId(sessionId);
  const { dataSource } = await checkSessions(db, { web: '', dataSource: id, userId }, now);
  if (!dataSource) throw new HttpError(401, AUTH_MESSAGES.invalidSession);
}

/** The data-source session id a payload carries, or the spec's 401 when it cannot be one (shell.md §8). */
export function dataSessionId(sessionId: unknown): string {
  if (sessionId === undefined || sessionId === null || sessionId === '') {
    throw new HttpError(401, AUTH_MESSAGES.sessionNotSet);
  }
  if (typeof sessionId !== 'string' || sessionId.includes('\0')) {
    throw new HttpError(401, AUTH_MESSAGES.invalidSession);
  }
  return sessionId;
}

export type OneTimeTokenKind = 'reset' | 'sso';

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/** A password-reset or SSO token; only its hash is stored. */
export async function createOneTimeToken(
  db: SqlExecutor,
  kind: OneTimeTokenKind,
  userId: string,
  ttlMs: number,
  now: Date,
): Promise<IssuedToken> {
  const token = randomToken();
  const expiresAt = later(now, ttlMs);
  // Spent and expired tokens of this user and kind are of no further use.
  await db.query(
    `delete from ob_auth_token
      where user_id = $1 and kind = $2 and (used_at is not null or expires_at <= $3::timestamptz)`,
    [userId, kind, now.toISOString()],
  );
  await db.query(
    `insert into ob_auth_token (token_hash, kind, user_id, created_at, expires_at)
     values ($1, $2, $3, $4::timestamptz, $5::timestamptz)`,
    [tokenHash(token), kind, userId, now.toISOString(), expiresAt.toISOString()],
  );
  return { token, expiresAt };
}

/**
 * Spends a token: the user id when it exists, is of that kind, unused and unexpired; otherwise null.
 * One statement marks it used, so two requests racing with the same token cannot both win.
 */
export async function consumeOneTimeToken(
  db: SqlExecutor,
  kind: OneTimeTokenKind,
  token: string,
  now: Date,
): Promise<string | null> {
  if (token === '') return null;
  const { rows } = await db.query<{ user_id: string }>(
    `update ob_auth_token set used_at = $3::timestamptz
      where token_hash = $1 and kind = $2 and used_at is null and expires_at > $3::timestamptz
      returning user_id`,
    [tokenHash(token), kind, now.toISOString()],
  );
  return rows[0]?.user_id ?? null;
}

/** Deletes expired sessions and spent or expired tokens; for a periodic clean-up job. Returns rows deleted. */
export async function purgeExpiredAuthRows(db: SqlExecutor, now: Date = new Date()): Promise<number> {
  const at = now.toISOString();
  const sessions = await db.query(`delete from ob_session where expires_at <= $1::timestamptz`, [at]);
  const tokens = await db.query(
    `delete from ob_auth_token where used_at is not null or expires_at <= $1::timestamptz`,
    [at],
  );
  return sessions.rowCount + tokens.rowCount;
}
