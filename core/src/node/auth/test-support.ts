import type { AttemptLimiter } from './attempt-limits.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import { CLASS, PROP, SYSTEM_SCHEMA } from '../../common/ontology/system-ontology.ts';
import { installErrorHandler } from '../http/errors.ts';
import { coreMigrations } from '../migrations.ts';
import { runMigrations } from '../store/migrator.ts';
import type { SqlExecutor } from '../store/sql-store.ts';
import { openTempStore, type TempStore } from '../testing/temp-store.ts';
import { createAuthenticator, type SessionAuthenticator } from './authenticator.ts';
import type { ResultCache } from '../data/result-cache.ts';
import type { Clock } from './clock.ts';
import { registerAuthRoutes } from './routes.ts';
import { coreDeclaredApps, type DeclaredApps } from './declared-apps.ts';

/** Test helpers of the auth module: a real embedded database and a real Fastify app, never mocks. */

export const TEST_SECRET = 'test-secret-of-at-least-thirty-two-characters';

/**
 * A fresh database with the core's migrations and bare rows for the system classes and properties
 * (ob_value.prop must reference an existing instance). The server's schema installer writes the full
 * rows; these tests need only the ids.
 */
export async function openAuthTestStore(): Promise<TempStore> {
  const temp = await openTempStore();
  await runMigrations(temp.store, coreMigrations);
  await temp.store.transaction(async (tx) => {
    for (const { id, name } of SYSTEM_SCHEMA.classes) await insertBareInstance(tx, id, CLASS.Class, name);
    for (const { id, name, kind } of SYSTEM_SCHEMA.properties) {
      await insertBareInstance(tx, id, kind === 'data' ? CLASS.DataProperty : CLASS.ObjectProperty, name);
    }
  });
  return temp;
}

function insertBareInstance(tx: SqlExecutor, id: string, classId: string, name: string) {
  return tx.query(`insert into ob_instance (id, class_id, name) values ($1, $2, $3) on conflict (id) do nothing`, [
    id,
    classId,
    name,
  ]);
}

/** A clock the test moves by hand. */
export interface TestClock {
  clock: Clock;
  now(): Date;
  advance(ms: number): void;
}

export function testClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    clock: () => new Date(current),
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
  };
}

export interface AuthTestApp {
  app: FastifyInstance;
  authenticator: SessionAuthenticator;
  /** Lines the app logged (JSON), e.g. the password reset link. */
  logs: string[];
  /** The web session ids the routes reported as ended (`sessionsEnded`), in order. */
  ended: string[];
}

/** A small Fastify app with the error handler and the auth routes, as the server mounts them. */
/**
 * The apps point of a server whose education area is started: the core's default and the area's `edu`,
 * which confines its users (the education extension declares it; the core names no app of an area).
 */
export function appsWithAnEduArea(): DeclaredApps {
  const apps = coreDeclaredApps();
  apps.register('education', { id: 'edu', confinesUsers: true });
  return apps;
}

export async function buildAuthApp(
  temp: TempStore,
  options: {
    registrationEnabled?: boolean;
    clock?: Clock;
    attempts?: AttemptLimiter;
    /** The server's read cache of profiles; none by default (every request reads the record). */
    profiles?: ResultCache;
  } = {},
): Promise<AuthTestApp> {
  const logs: string[] = [];
  const ended: string[] = [];
  const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } } });
  installErrorHandler(app);
  const authenticator = createAuthenticator(temp.store, TEST_SECRET, {
    clock: options.clock,
    apps: appsWithAnEduArea(),
    profiles: options.profiles,
  });
  await registerAuthRoutes(app, {
    store: temp.store,
    authenticator,
    secret: TEST_SECRET,
    registrationEnabled: options.registrationEnabled ?? true,
    clock: options.clock,
    sessionsEnded: (ids) => ended.push(...ids),
    attempts: options.attempts,
  });
  await app.ready();
  return { app, authenticator, logs, ended };
}

let counter = 0;

/** A unique valid registration form. */
export function newUserForm(overrides: Partial<{ email: string; password: string; fullName: string }> = {}) {
  counter += 1;
  return {
    email: `user${counter}-${Date.now()}@example.ru`,
    password: 'password-1',
    fullName: 'Иванов Иван Иванович',
    ...overrides,
  };
}

/** Replaces the values of a user's property (several for a multi-valued one). */
export async function setValues(db: SqlExecutor, userId: string, prop: string, values: readonly string[]) {
  await db.query(`delete from ob_value where inst = $1 and prop = $2`, [userId, prop]);
  for (const [idx, val] of values.entries()) {
    await db.query(`insert into ob_value (inst, prop, idx, val) values ($1, $2, $3, $4)`, [userId, prop, idx, val]);
  }
}

export function makeAdmin(db: SqlExecutor, userId: string) {
  return setValues(db, userId, PROP.isAdmin, ['true']);
}

export function bearer(jwtToken: string) {
  return { authorization: `Bearer ${jwtToken}` };
}

let addressCounter = 0;

/** A client address no other test uses, so one test's attempts never meet another's limits. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** The web session id (`sid`) a JWT names. */
export function sessionIdOf(jwtToken: string): string {
  const payload = JSON.parse(Buffer.from(jwtToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    sid: string;
  };
  return payload.sid;
}

export interface SignedInTestUser {
  form: ReturnType<typeof newUserForm>;
  jwtToken: string;
  userId: string;
  /** The data-source session (GET auth/osa-sessionid). */
  session: string;
  /** The web session the JWT names. */
  webSessionId: string;
  headers: { authorization: string };
}

/** Signs in over the login route (a new sign-in each time) and opens a data-source session. */
export async function signInOver(app: FastifyInstance, email: string, password: string): Promise<SignedInTestUser> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: freshAddress(),
  });
  if (login.statusCode !== 200) throw new Error(`login ${email}: ${login.statusCode} ${login.body}`);
  const { jwtToken, user } = login.json<{ jwtToken: string; user: { id: string } }>();
  const osa = await app.inject({ method: 'GET', url: '/api/auth/osa-sessionid', headers: bearer(jwtToken) });
  const { session } = JSON.parse(osa.json<{ res: string }[]>()[0]!.res) as { session: string };
  const form = { email, password, fullName: '' };
  return { form, jwtToken, userId: user.id, session, webSessionId: sessionIdOf(jwtToken), headers: bearer(jwtToken) };
}

/** A new user registered over the register route, then signed in with a data-source session. */
export async function registerAndSignIn(app: FastifyInstance): Promise<SignedInTestUser> {
  const form = newUserForm();
  const reply = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: form,
    remoteAddress: freshAddress(),
  });
  if (reply.statusCode !== 201) throw new Error(`register: ${reply.statusCode} ${reply.body}`);
  return { ...(await signInOver(app, form.email, form.password)), form };
}
