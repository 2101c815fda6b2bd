import Fastify, { type FastifyInstance } from 'fastify';
import { CLASS, PROP, SYSTEM_SCHEMA } from '../../common/ontology/system-ontology.ts';
import { installErrorHandler } from '../http/errors.ts';
import { coreMigrations } from '../migrations.ts';
import { runMigrations } from '../store/migrator.ts';
import type { SqlExecutor } from '../store/sql-store.ts';
import { openTempPgliteStore, type TempStore } from '../testing/temp-store.ts';
import { createAuthenticator, type SessionAuthenticator } from './authenticator.ts';
import type { Clock } from './clock.ts';
import { registerAuthRoutes } from './routes.ts';

/** Test helpers of the auth module: a real embedded database and a real Fastify app, never mocks. */

export const TEST_SECRET = 'test-secret-of-at-least-thirty-two-characters';

/**
 * A fresh database with the core's migrations and bare rows for the system classes and properties
 * (ob_value.prop must reference an existing instance). The server's schema installer writes the full
 * rows; these tests need only the ids.
 */
export async function openAuthTestStore(): Promise<TempStore> {
  const temp = await openTempPgliteStore();
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
}

/** A small Fastify app with the error handler and the auth routes, as the server mounts them. */
export async function buildAuthApp(
  temp: TempStore,
  options: { registrationEnabled?: boolean; clock?: Clock } = {},
): Promise<AuthTestApp> {
  const logs: string[] = [];
  const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } } });
  installErrorHandler(app);
  const authenticator = createAuthenticator(temp.store, TEST_SECRET, { clock: options.clock });
  await registerAuthRoutes(app, {
    store: temp.store,
    authenticator,
    secret: TEST_SECRET,
    registrationEnabled: options.registrationEnabled ?? true,
    clock: options.clock,
  });
  await app.ready();
  return { app, authenticator, logs };
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
