import { randomUUID } from 'node:crypto';
import { DEFAULT_APP } from '../../common/apps.ts';
import { CLASS, PROP } from '../../common/ontology/system-ontology.ts';
import { normalizeEmail, normalizeFullName, validateEmail } from '../../common/validation/registration.ts';
import type { SqlExecutor, SqlStore } from '../store/sql-store.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { isUuid } from './tokens.ts';
import type { UserContext } from './user-context.ts';

/**
 * Users as the generic store keeps them: an ob_instance of CLASS.User (name = full name) with ob_value
 * rows for its properties. Their passwords live apart, in ob_credential.
 */

/** Everything the shell's auth check reports about a user (spec shell.md §3, §7). */
export interface UserProfile extends UserContext {
  language: 'ru' | 'en';
  accessSuspended: boolean;
  /** YYYY-MM-DD or null. */
  licenseExpirationDate: string | null;
  /** YYYY-MM-DD or null. */
  deleteAccountRequestDate: string | null;
  disabledRoutes: string[];
  enabledRoutes: string[];
  hiddenComponents: string[];
  /**
   * Whether the user's app confines its non-administrators to its routes (`AppDeclaration.confinesUsers`),
   * as the server's declared apps say; set by the authenticator, absent (false) on a profile read alone.
   */
  appConfines?: boolean;
}

/** The user with that id, or null when there is no such instance of CLASS.User. */
export async function loadUserProfile(db: SqlExecutor, userId: string): Promise<UserProfile | null> {
  if (!isUuid(userId)) return null;
  const { rows } = await db.query<ProfileRow>(
    `select i.name, v.prop, v.val
       from ob_instance i
       left join ob_value v on v.inst = i.id
      where i.id = $1 and i.class_id = $2
      order by v.prop, v.idx`,
    [userId, CLASS.User],
  );
  return profileOf(userId, rows);
}

/**
 * The user of a live sign-in, in one statement (every request asks it): null unless the web session
 * exists, is that user's and has not expired, and the user exists. Same answer as isWebSessionActive
 * followed by loadUserProfile, with one round trip instead of two.
 */
export async function loadSessionProfile(
  db: SqlExecutor,
  sessionId: string,
  userId: string,
  now: Date,
): Promise<UserProfile | null> {
  if (!isUuid(userId)) return null;
  const { rows } = await db.query<ProfileRow>(
    `select i.name, v.prop, v.val
       from ob_session s
       join ob_instance i on i.id = s.user_id and i.class_id = $3
       left join ob_value v on v.inst = i.id
      where s.id = $1 and s.user_id = $2 and s.kind = 'web' and s.expires_at > $4::timestamptz
      order by v.prop, v.idx`,
    [sessionId, userId, CLASS.User, now.toISOString()],
  );
  return profileOf(userId, rows);
}

interface ProfileRow {
  name: string;
  prop: string | null;
  val: string | null;
}

function profileOf(userId: string, rows: readonly ProfileRow[]): UserProfile | null {
  if (rows.length === 0) return null;
  const values = new Map<string, string[]>();
  for (const { prop, val } of rows) {
    if (prop === null || val === null) continue;
    values.set(prop, [...(values.get(prop) ?? []), val]);
  }
  const one = (prop: string) => values.get(prop)?.[0] ?? null;
  const flag = (prop: string) => one(prop) === 'true';
  return {
    id: userId,
    name: rows[0]!.name,
    email: one(PROP.email) ?? '',
    isAdmin: flag(PROP.isAdmin),
    isBetaTester: flag(PROP.isBetaTester),
    // As stored: whether an area declares it is the authenticator's question (declared-apps.ts).
    app: one(PROP.app) ?? DEFAULT_APP.id,
    language: one(PROP.language) === 'en' ? 'en' : 'ru',
    accessSuspended: flag(PROP.accessSuspended),
    licenseExpirationDate: one(PROP.licenseExpirationDate),
    deleteAccountRequestDate: one(PROP.deleteAccountRequestDate),
    disabledRoutes: values.get(PROP.disabledRoutes) ?? [],
    enabledRoutes: values.get(PROP.enabledRoutes) ?? [],
    hiddenComponents: values.get(PROP.hiddenComponents) ?? [],
  };
}

export function toUserContext(profile: UserProfile): UserContext {
  const { id, name, email, isAdmin, isBetaTester, app } = profile;
  return { id, name, email, isAdmin, isBetaTester, app };
}

export interface Credential {
  userId: string;
  passwordHash: string;
}

export async function findCredentialByEmail(db: SqlExecutor, email: string): Promise<Credential | null> {
  // PostgreSQL cannot store or compare text with NUL; no account can have such an e-mail.
  if (email.includes('\0')) return null;
  const { rows } = await db.query<{ user_id: string; password_hash: string }>(
    `select user_id, password_hash from ob_credential where email = $1`,
    [normalizeEmail(email)],
  );
  const row = rows[0];
  return row ? { userId: row.user_id, passwordHash: row.password_hash } : null;
}

/** The stored password hash of a user, or null when the user has no password (OIDC, data API). */
export async function passwordHashOf(db: SqlExecutor, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ password_hash: string }>(
    `select password_hash from ob_credential where user_id = $1`,
    [userId],
  );
  return rows[0]?.password_hash ?? null;
}

/** Whether the account with this e-mail has exactly this password (the demo's published one, say). */
export async function hasPassword(db: SqlExecutor, email: string, password: string): Promise<boolean> {
  const credential = await findCredentialByEmail(db, email);
  return credential !== null && (await verifyPassword(password, credential.passwordHash));
}

/**
 * The user who owns the e-mail: one with a credential, or else a user instance whose e-mail property
 * holds it (an account created through the data API, without a password yet).
 */
export async function findUserIdByEmail(db: SqlExecutor, email: string): Promise<string | null> {
  const normalized = normalizeEmail(email);
  if (normalized.includes('\0')) return null;
  const credential = await findCredentialByEmail(db, normalized);
  if (credential) return credential.userId;
  const { rows } = await db.query<{ id: string }>(
    `select i.id from ob_instance i join ob_value v on v.inst = i.id and v.prop = $1
      where i.class_id = $2 and lower(trim(v.val)) = $3
      order by i.created_at limit 1`,
    [PROP.email, CLASS.User, normalized],
  );
  return rows[0]?.id ?? null;
}

export interface NewUser {
  email: string;
  fullName: string;
  passwordHash: string;
  isAdmin: boolean;
  /** A declared app (the caller checks); `onto` for a user who registers. */
  app: string;
}

/**
 * Creates the user instance, its values and its credential. Call it inside a transaction, so that a
 * user never exists without its credential. The user is its own author.
 */
export async function insertUser(tx: SqlExecutor, user: NewUser, now: Date): Promise<string> {
  const id = randomUUID();
  const email = normalizeEmail(user.email);
  await tx.query(
    `insert into ob_instance (id, class_id, name, author, created_at) values ($1, $2, $3, $1, $4::timestamptz)`,
    [id, CLASS.User, normalizeFullName(user.fullName), now.toISOString()],
  );
  const values: [string, string][] = [
    [PROP.email, email],
    [PROP.isAdmin, String(user.isAdmin)],
    [PROP.isBetaTester, 'false'],
    [PROP.app, user.app],
    [PROP.language, 'ru'],
  ];
  for (const [prop, val] of values) {
    await tx.query(`insert into ob_value (inst, prop, idx, val) values ($1, $2, 0, $3)`, [id, prop, val]);
  }
  await insertCredential(tx, id, email, user.passwordHash, now);
  return id;
}

async function insertCredential(tx: SqlExecutor, userId: string, email: string, hash: string, now: Date) {
  await tx.query(
    `insert into ob_credential (user_id, email, password_hash, updated_at) values ($1, $2, $3, $4::timestamptz)`,
    [userId, normalizeEmail(email), hash, now.toISOString()],
  );
}

/**
 * Sets the password of an existing user. A user made without one (through the data API) gets a
 * credential under the e-mail of its profile. 'no-user' / 'no-email' when that is impossible.
 */
export async function setPasswordHash(
  tx: SqlExecutor,
  userId: string,
  hash: string,
  now: Date,
): Promise<'ok' | 'no-user' | 'no-email'> {
  const updated = await tx.query(
    `update ob_credential set password_hash = $2, updated_at = $3::timestamptz where user_id = $1`,
    [userId, hash, now.toISOString()],
  );
  if (updated.rowCount > 0) return 'ok';
  const profile = await loadUserProfile(tx, userId);
  if (!profile) return 'no-user';
  if (validateEmail(profile.email) !== null) return 'no-email';
  await insertCredential(tx, userId, profile.email, hash, now);
  return 'ok';
}

/** PostgreSQL's unique_violation, as both adapters report it. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

export interface EnsureUserInput {
  email: string;
  password: string;
  fullName: string;
  isAdmin: boolean;
  /** Default: the core's app, `onto`. */
  app?: string;
}

/**
 * The id of the user with this e-mail, created if there is none (for seeding demo accounts).
 * An existing user is left exactly as it is: its password, name and flags are not touched; one that
 * has no password yet gets this one. The registration rules are not applied (a demo account may be
 * 'Administrator' with a short password), but the e-mail must be well formed and the password and the
 * name not empty.
 */
export async function ensureUser(store: SqlStore, input: EnsureUserInput): Promise<string> {
  if (validateEmail(input.email) !== null) throw new Error(`ensureUser: invalid e-mail ${JSON.stringify(input.email)}`);
  if (input.password === '') throw new Error('ensureUser: empty password');
  if (normalizeFullName(input.fullName) === '') throw new Error('ensureUser: empty full name');
  const existing = await findUserIdByEmail(store, input.email);
  if (existing && (await findCredentialByEmail(store, input.email))) return existing;
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  try {
    return await store.transaction(async (tx) => {
      if (existing) {
        await insertCredential(tx, existing, input.email, passwordHash, now);
        return existing;
      }
      return insertUser(tx, { ...input, passwordHash, app: input.app ?? DEFAULT_APP.id }, now);
    });
  } catch (error) {
    // Another caller created it in the meantime: theirs stands.
    const winner = isUniqueViolation(error) ? await findUserIdByEmail(store, input.email) : null;
    if (winner) return winner;
    throw error;
  }
}
