import { DEFAULT_BRANDING } from '@ontobench/core/common';
import {
  createServer,
  ensureUser,
  type OntobenchServer,
  type ServerExtension,
  type ServerOptions,
} from '@ontobench/core/node';
import { openTempStore, type TempStore } from '../../core/src/node/testing/temp-store.ts';

/**
 * A real reference server on a fresh database (of the test run's embedded PostgreSQL, or of DATABASE_URL when it is
 * set), listening on a loopback port; the tests talk to it over HTTP like any client.
 */
export interface TestServer {
  url: string;
  server: OntobenchServer;
  temp: TempStore;
  /** Signs in and opens a data-source session. */
  signIn(email: string, password?: string): Promise<Client>;
  close(): Promise<void>;
}

export interface Client {
  token: string;
  session: string;
  userId: string;
  /** POST /api/data with the session added. */
  data(body: Record<string, unknown>): Promise<Response>;
  request(method: string, path: string, body?: unknown): Promise<Response>;
}

export const PASSWORD = 'Contract-test-1';
export const ADMIN = 'admin@contract.test';
export const ALICE = 'alice@contract.test';
export const BOB = 'bob@contract.test';

/**
 * An area whose `reader` role only reads, as the diagram, document, DMN and structured-document areas
 * declare it (`accessPolicy`): the core names no area's role, so a test of the core's access rule with a
 * read-only assignment on a server without those areas starts this one.
 */
export const READER_ROLE_AREA: ServerExtension = {
  id: 'reader-role-area',
  version: '1.0.0',
  accessPolicy: { readOnlyRoleCodes: ['reader'] },
};

/** Server options a test may set besides the ones the harness fixes (e.g. `statusControl`). */
export type TestServerOptions = Partial<Omit<ServerOptions, 'store' | 'webRoot' | 'environment' | 'extensions'>>;

/** `extensions`: server extensions to start with it (e.g. an area's node module, for its endpoints). */
export async function startTestServer(
  extensions: readonly ServerExtension[] = [],
  options: TestServerOptions = {},
): Promise<TestServer> {
  const temp = await openTempStore();
  const server = await createServer({
    ...options,
    store: temp.store,
    webRoot: null,
    environment: { version: '9.9.9-test', branding: DEFAULT_BRANDING },
    extensions,
  });
  const port = await server.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;
  await ensureUser(temp.store, {
    email: ADMIN,
    password: PASSWORD,
    fullName: 'Админов Админ Админович',
    isAdmin: true,
  });
  await ensureUser(temp.store, {
    email: ALICE,
    password: PASSWORD,
    fullName: 'Алисова Алиса Петровна',
    isAdmin: false,
  });
  await ensureUser(temp.store, { email: BOB, password: PASSWORD, fullName: 'Бобров Борис Иванович', isAdmin: false });

  const call = (token: string | null) => (method: string, path: string, body?: unknown) =>
    fetch(`${url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });

  return {
    url,
    server,
    temp,
    async signIn(email, password = PASSWORD) {
      const login = await call(null)('POST', '/api/auth/login', { email, password });
      if (login.status !== 200) throw new Error(`login ${email}: ${login.status} ${await login.text()}`);
      const { jwtToken, user } = (await login.json()) as { jwtToken: string; user: { id: string } };
      const sessionReply = (await (await call(jwtToken)('GET', '/api/auth/osa-sessionid')).json()) as { res: string }[];
      const session = (JSON.parse(sessionReply[0]!.res) as { session: string }).session;
      const request = call(jwtToken);
      return {
        token: jwtToken,
        session,
        userId: user.id,
        request,
        data: (body) => request('POST', '/api/data', { session, ...body }),
      };
    },
    async close() {
      await server.close();
      await temp.dispose();
    },
  };
}

/** Row counts of the store's tables: compared before and after a rejected request, they prove nothing was written. */
export async function tableCounts(temp: TempStore): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of ['ob_instance', 'ob_value', 'ob_credential', 'ob_session', 'ob_error_report', 'ob_plugin']) {
    out[table] = (await temp.store.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
  }
  return out;
}

/** Waits until `check` holds (a realtime message arrived), polling every 25 ms; fails after `ms`. */
export async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
