import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { Server as SocketServer } from 'socket.io';
import { generateDebugKey } from '../../common/debug-id.ts';
import { CLASS } from '../../common/ontology/system-ontology.ts';
import { NOT_SIGNED_IN, type Authenticator, type RequestHeaders, type UserContext } from '../auth/user-context.ts';
import { installErrorHandler } from '../http/errors.ts';
import { HttpError } from '../http/http-error.ts';
import { coreMigrations } from '../migrations.ts';
import { runMigrations } from '../store/migrator.ts';
import type { SqlStore } from '../store/sql-store.ts';
import { attachRealtime } from './realtime.ts';
import { registerStatusRoutes, type StatusOptions, type StatusServices } from './routes.ts';

/** Test helpers for the status module (not a test file itself). */

const user = (id: string, name: string, isAdmin: boolean): UserContext => ({
  id,
  name,
  email: `${name.toLowerCase()}@example.test`,
  isAdmin,
  isBetaTester: false,
  app: 'onto',
});

export const ADMIN = user('0b0e5d3c-6a4f-4d1e-9a51-000000000a01', 'Admin', true);
export const ALICE = user('0b0e5d3c-6a4f-4d1e-9a51-000000000a02', 'Alice', false);
export const BOB = user('0b0e5d3c-6a4f-4d1e-9a51-000000000a03', 'Bob', false);

/** Bearer tokens the test authenticator knows. */
export const TOKENS = { admin: 'token-admin', alice: 'token-alice', bob: 'token-bob' } as const;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A real-looking authenticator: fixed bearer tokens map to users, anything else is nobody. Same
 * contract as the production one (401 'Необходимо войти в систему', 403 for non-admins).
 */
export class TokenAuthenticator implements Authenticator {
  private readonly users = new Map<string, UserContext>([
    [TOKENS.admin, ADMIN],
    [TOKENS.alice, ALICE],
    [TOKENS.bob, BOB],
  ]);

  async userOf(request: RequestHeaders): Promise<UserContext | null> {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer (\S+)$/i.exec(header) : null;
    return (match && this.users.get(match[1]!)) ?? null;
  }

  async require(request: RequestHeaders): Promise<UserContext> {
    const found = await this.userOf(request);
    if (!found) throw new HttpError(401, NOT_SIGNED_IN);
    return found;
  }

  async requireAdmin(request: RequestHeaders): Promise<UserContext> {
    const found = await this.require(request);
    if (!found.isAdmin) throw new HttpError(403, 'Недостаточно прав');
    return found;
  }
}

export interface StatusTestServer extends StatusServices {
  app: FastifyInstance;
  io: SocketServer;
  debugKey: string;
  close(): Promise<void>;
}

/**
 * A server wired as `createServer` is asked to wire the status module: error handler, core migrations,
 * status routes and hooks, realtime sign-in. Not listening; `app.inject` works, or call `app.listen`.
 */
export async function startStatusServer(
  store: SqlStore,
  overrides: Partial<Omit<StatusOptions, 'store' | 'io'>> = {},
): Promise<StatusTestServer> {
  const app = Fastify({ logger: false });
  const io = new SocketServer(app.server, { path: '/socket.io', serveClient: false });
  installErrorHandler(app);
  await runMigrations(store, coreMigrations);
  const authenticator = overrides.authenticator ?? new TokenAuthenticator();
  const debugKey = overrides.debugKey ?? generateDebugKey();
  const services = await registerStatusRoutes(app, {
    store,
    io,
    authenticator,
    debugKey,
    licence: { customer: 'Acme', userLimit: null, expiresAt: null },
    ...overrides,
  });
  attachRealtime(io, authenticator);
  await app.ready();
  return {
    ...services,
    app,
    io,
    debugKey,
    async close() {
      io.disconnectSockets(true);
      io.engine.close();
      await app.close();
    },
  };
}

/** Adds `count` users (instances of the User class), creating the class rows when missing. */
export async function addUsers(store: SqlStore, count: number): Promise<void> {
  await store.transaction(async (tx) => {
    await tx.query(
      `insert into ob_instance (id, class_id, name) values ($1, $1, 'Class'), ($2, $1, 'User')
       on conflict (id) do nothing`,
      [CLASS.Class, CLASS.User],
    );
    for (let i = 0; i < count; i++) {
      await tx.query('insert into ob_instance (id, class_id, name) values ($1, $2, $3)', [
        randomUUID(),
        CLASS.User,
        `user ${i}`,
      ]);
    }
  });
}
