import { coreMigrations } from './migrations.ts';
import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { io as connect } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING, type RuntimeEnvironment } from '../common/environment.ts';
import type { PingReply } from '../common/ping.ts';
import { defineServerExtension, type ServerExtension } from './extensions/extension.ts';
import { HttpError } from './http/http-error.ts';
import { unrestrictedReader } from './extensions/unrestricted-reader.ts';
import { CLASS } from '../common/ontology/system-ontology.ts';
import { ensureUser } from './auth/index.ts';
import { createServer, type OntobenchServer } from './server.ts';
import type { SqlStore } from './store/sql-store.ts';
import { openTempStore, type TempStore } from './testing/temp-store.ts';
import { makeWebRoot } from './testing/web-root.ts';

const environment: RuntimeEnvironment = {
  version: '1.2.3',
  branding: { ...DEFAULT_BRANDING, customerName: 'Acme' },
};
const INDEX_HTML = '<!doctype html><title>Ontobench</title><div id="root"></div>';
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** One real embedded database and one fake built app for the whole file. */
let temp: TempStore;
let webRoot: string;
const servers: OntobenchServer[] = [];

beforeAll(async () => {
  temp = await openTempStore();
  webRoot = await makeWebRoot(INDEX_HTML, { 'robots.txt': 'User-agent: *' });
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});
afterAll(async () => {
  await temp.dispose();
  await fs.rm(webRoot, { recursive: true, force: true });
});

async function start(options: { store?: SqlStore; web?: boolean; extensions?: ServerExtension[] } = {}) {
  const server = await createServer({
    store: options.store ?? temp.store,
    webRoot: options.web === false ? null : webRoot,
    environment,
    extensions: options.extensions ?? [],
  });
  servers.push(server);
  return server;
}

describe('status and environment', () => {
  it('pings GREEN with a healthy database and applies the core migrations', async () => {
    const { app } = await start();
    const reply = await app.inject({ method: 'GET', url: '/api/public/ping' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json<PingReply>()).toEqual({ status: 'GREEN', services: [{ name: 'database', status: 'GREEN' }] });
    expect(reply.headers['cache-control']).toBe('no-store');
    const applied = await temp.store.query<{ id: string }>(
      "select id from ob_migrations where owner = 'core' order by id",
    );
    expect(applied.rows.map((r) => r.id)).toEqual(coreMigrations.map((m) => m.id));
  });

  it('pings RED, still with 200, when the database fails', async () => {
    // The real store, with its queries failing after start-up, as when the database goes away.
    let down = false;
    const flaky: SqlStore = {
      ...temp.store,
      query: (sql, params) => (down ? Promise.reject(new Error('connection lost')) : temp.store.query(sql, params)),
      health: () => (down ? Promise.reject(new Error('connection lost')) : temp.store.health()),
    };
    const { app } = await start({ store: flaky });
    down = true;
    const reply = await app.inject({ method: 'GET', url: '/api/public/ping' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json<PingReply>()).toEqual({ status: 'RED', services: [{ name: 'database', status: 'RED' }] });
  });

  it('serves the runtime environment uncached, and the version on every reply', async () => {
    const { app } = await start();
    const reply = await app.inject({ method: 'GET', url: '/env.json' });
    expect(reply.statusCode).toBe(200);
    // The environment as given, plus the key the browser reads the debug-id header with.
    const served = reply.json<RuntimeEnvironment>();
    expect({ ...served, debugKey: undefined }).toEqual({ ...environment, debugKey: undefined });
    expect(served.debugKey).toMatch(/^[0-9a-f]{64}$/);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.headers['x-powered-by']).toBe('1.2.3');
    const missing = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(missing.headers['x-powered-by']).toBe('1.2.3');
  });
});

describe('web app', () => {
  it('serves index.html for page paths the browser router owns', async () => {
    const { app } = await start();
    for (const url of ['/', '/some/deep/path', '/class_list?id=5']) {
      const reply = await app.inject({ method: 'GET', url, headers: HTML });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.body, url).toBe(INDEX_HTML);
      expect(reply.headers['content-type'], url).toMatch(/^text\/html/);
      expect(reply.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('caches hashed assets forever and other files with revalidation', async () => {
    const { app } = await start();
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  it('sends the build’s brotli or gzip copy of a file to a browser that accepts it, the file itself otherwise', async () => {
    const script = 'console.log("compressed app");'.repeat(100);
    const root = await makeWebRoot(INDEX_HTML, { 'assets/big-abc123.js': script });
    try {
      // As the build writes them (host/web/build/precompress.ts).
      const file = path.join(root, 'assets/big-abc123.js');
      await fs.writeFile(`${file}.br`, brotliCompressSync(script));
      await fs.writeFile(`${file}.gz`, gzipSync(script));
      const server = await createServer({ store: temp.store, webRoot: root, environment, extensions: [] });
      servers.push(server);
      const get = (encoding?: string) =>
        server.app.inject({
          method: 'GET',
          url: '/assets/big-abc123.js',
          headers: encoding ? { 'accept-encoding': encoding } : {},
        });
      const br = await get('gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.rawPayload.length).toBeLessThan(script.length / 10);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
      const gz = await get('gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
      const plain = await get();
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  });

  it('sends the browser asking for /favicon.ico to the SVG icon', async () => {
    const { app } = await start();
    const reply = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(reply.statusCode).toBe(301);
    expect(reply.headers.location).toBe('/favicon.svg');
  });

  it('answers a missing file with a real 404, never with index.html', async () => {
    const { app } = await start();
    const reply = await app.inject({ method: 'GET', url: '/assets/missing-123.js', headers: HTML });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ error: 'Not found: GET /assets/missing-123.js' });
  });

  it('gives index.html only to page navigations', async () => {
    const { app } = await start();
    const fetchLike = await app.inject({ method: 'GET', url: '/some/deep/path', headers: { accept: '*/*' } });
    expect(fetchLike.statusCode).toBe(404);
    const post = await app.inject({ method: 'POST', url: '/some/deep/path', headers: HTML });
    expect(post.statusCode).toBe(404);
    const socket = await app.inject({ method: 'GET', url: '/socket.io/whatever', headers: HTML });
    expect(socket.statusCode).toBe(404);
  });

  it('has no fallback without a web root', async () => {
    const { app } = await start({ web: false });
    const reply = await app.inject({ method: 'GET', url: '/some/deep/path', headers: HTML });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ error: 'Not found: GET /some/deep/path' });
  });
});

describe('API errors', () => {
  const echo = defineServerExtension({
    id: 'echo',
    version: '1.0.0',
    start(ctx) {
      ctx.route('POST', 'echo', (request) => ({ got: request.body }));
      ctx.route('GET', 'echo/bad-request', () => {
        throw new HttpError(422, 'label is required');
      });
      ctx.route('GET', 'echo/fault', () => {
        throw new Error('secret connection string leaked');
      });
    },
  });

  it('answers an unknown API path with a JSON 404, even to a page navigation', async () => {
    const { app } = await start();
    for (const headers of [{}, HTML]) {
      const reply = await app.inject({ method: 'GET', url: '/api/does/not/exist?token=x', headers });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ error: 'Not found: GET /api/does/not/exist' });
    }
    const deleted = await app.inject({ method: 'DELETE', url: '/api/nothing' });
    expect(deleted.json()).toEqual({ error: 'Not found: DELETE /api/nothing' });
  });

  it('answers malformed JSON with 400 { error }', async () => {
    const { app } = await start({ extensions: [echo] });
    const ok = await app.inject({ method: 'POST', url: '/api/echo', payload: { a: 1 } });
    expect(ok.json()).toEqual({ got: { a: 1 } });
    const reply = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a": ',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ error: expect.any(String) });
  });

  it('answers an unsupported body type with 415 { error }', async () => {
    const { app } = await start({ extensions: [echo] });
    const reply = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(reply.statusCode).toBe(415);
    expect(reply.json()).toEqual({ error: expect.any(String) });
  });

  it('compresses a large JSON reply for a client that accepts it, and nothing else', async () => {
    const { app } = await start({ extensions: [echo] });
    const body = { rows: Array.from({ length: 2_000 }, (_, i) => ({ id: i, name: `Элемент ${i}` })) };
    const expected = JSON.stringify({ got: body });
    const post = (headers: Record<string, string>, payload: unknown = body) =>
      app.inject({ method: 'POST', url: '/api/echo', headers, payload: payload as object });
    const br = await post({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(expected.length / 5);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(expected);
    const gz = await post({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(expected);
    // No accept-encoding, or a reply under 1 kB: as it is.
    const plain = await post({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(expected);
    const small = await post({ 'accept-encoding': 'br' }, { a: 1 });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ got: { a: 1 } });
    // A compressed request body is not taken: no client of ours sends one.
    const zipped = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ a: 1 })),
    });
    expect(zipped.statusCode).toBe(400);
  });

  it('leaves the compression to a reverse proxy when told to (compression: false)', async () => {
    const server = await createServer({
      store: temp.store,
      webRoot: null,
      environment,
      extensions: [echo],
      compression: false,
    });
    servers.push(server);
    const payload = { text: 'Элемент '.repeat(1_000) };
    const reply = await server.app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'accept-encoding': 'br' },
      payload,
    });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.json()).toEqual({ got: payload });
  });

  it('passes an HttpError through and hides the details of a server fault', async () => {
    const { app } = await start({ extensions: [echo] });
    const bad = await app.inject({ method: 'GET', url: '/api/echo/bad-request' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ error: 'label is required' });
    const fault = await app.inject({ method: 'GET', url: '/api/echo/fault' });
    expect(fault.statusCode).toBe(500);
    expect(fault.json()).toEqual({ error: 'Internal server error' });
  });
});

describe('server extensions', () => {
  it('applies its migrations, then mounts its routes under /api/', async () => {
    const notes = defineServerExtension({
      id: 'notes',
      version: '0.1.0',
      migrations: [
        { id: 'notes-0001', owner: 'notes', up: 'create table notes (id int primary key, text text not null)' },
        { id: 'notes-0002', owner: 'notes', up: "insert into notes values (1, 'first')" },
      ],
      start(ctx) {
        ctx.route('GET', '/notes/:id', async ({ params }) => {
          // The migration ran before start: its table holds the note.
          const { rows } = await temp.store.query('select id, text from notes where id = $1', [Number(params.id)]);
          if (rows.length === 0) throw new HttpError(404, `No note ${params.id}`);
          return rows[0];
        });
        ctx.route('GET', 'notes-title', ({ query }) => `Notes for ${String(query.who)}`);
        ctx.route('DELETE', 'notes/:id', () => undefined);
      },
    });
    const server = await start({ extensions: [notes] });
    expect(server.extensions).toEqual([{ id: 'notes', status: 'active' }]);
    const found = await server.app.inject({ method: 'GET', url: '/api/notes/1' });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ id: 1, text: 'first' });
    expect((await server.app.inject({ method: 'GET', url: '/api/notes/2' })).json()).toEqual({ error: 'No note 2' });
    const title = await server.app.inject({ method: 'GET', url: '/api/notes-title?who=Ann' });
    expect(title.headers['content-type']).toMatch(/^application\/json/);
    expect(title.json()).toBe('Notes for Ann');
    expect((await server.app.inject({ method: 'DELETE', url: '/api/notes/1' })).statusCode).toBe(204);
    // Not mounted without the prefix.
    expect((await server.app.inject({ method: 'GET', url: '/notes/1' })).statusCode).toBe(404);
  });

  it('leaves a failing extension out and keeps the others', async () => {
    let brokenStartCalled = false;
    const extensions = [
      defineServerExtension({
        id: 'throws-in-start',
        version: '1.0.0',
        start(ctx) {
          ctx.route('GET', 'half-mounted', () => 'never');
          throw new Error('cannot start');
        },
      }),
      defineServerExtension({
        id: 'broken-schema',
        version: '1.0.0',
        migrations: [{ id: 'broken-schema-0001', owner: 'broken-schema', up: 'create tabel oops' }],
        start() {
          brokenStartCalled = true;
        },
      }),
      defineServerExtension({
        id: 'healthy',
        version: '1.0.0',
        start: (ctx) => ctx.route('GET', 'healthy', () => ({ ok: true })),
      }),
    ];
    const server = await start({ extensions });
    expect(server.extensions.map(({ id, status }) => ({ id, status }))).toEqual([
      { id: 'throws-in-start', status: 'failed' },
      { id: 'broken-schema', status: 'failed' },
      { id: 'healthy', status: 'active' },
    ]);
    expect(String(server.extensions[1]!.error)).toMatch(/broken-schema-0001/);
    expect(brokenStartCalled).toBe(false);
    expect((await server.app.inject({ method: 'GET', url: '/api/half-mounted' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/api/healthy' })).json()).toEqual({ ok: true });
  });

  it('refuses ids and migration owners that do not fit', () => {
    expect(() => defineServerExtension({ id: 'Bad Id', version: '1.0.0' })).toThrow(/"Bad Id": id must match/);
    expect(() => defineServerExtension({ id: 'good', version: 'latest' })).toThrow(/semantic version/);
    expect(() =>
      defineServerExtension({ id: 'good', version: '1.0.0', migrations: [{ id: 'x-1', owner: 'other', up: '' }] }),
    ).toThrow(/must be "good"/);
  });

  it('stops the extensions when the server closes, the last started first, while the store still answers', async () => {
    const stopped: string[] = [];
    const stopping = (id: string, parts: Partial<ServerExtension> = {}) =>
      defineServerExtension({
        id,
        version: '1.0.0',
        ...parts,
        stop: async () => {
          // Still usable at stop: the store is the caller's and closes after the server.
          await temp.store.query('select 1');
          stopped.push(id);
        },
      });
    const server = await start({
      extensions: [
        stopping('consumer', { requires: ['test.Clock'] }),
        stopping('clock', { provides: ['test.Clock'], start: (ctx) => ctx.provide('test.Clock', () => 0) }),
      ],
    });
    expect(server.extensions.map((o) => o.status)).toEqual(['active', 'active']);
    await server.close();
    servers.splice(servers.indexOf(server), 1);
    expect(stopped).toEqual(['consumer', 'clock']);
  });

  it('refuses a route that another extension already took', async () => {
    const claim = (id: string) =>
      defineServerExtension({ id, version: '1.0.0', start: (ctx) => ctx.route('GET', 'shared', () => id) });
    const server = await start({ extensions: [claim('first'), claim('second')] });
    expect(server.extensions.map((outcome) => outcome.status)).toEqual(['active', 'failed']);
    expect((await server.app.inject({ method: 'GET', url: '/api/shared' })).json()).toBe('first');
  });
});

describe('realtime', () => {
  it('accepts signed-in socket.io clients at /socket.io on the same port, and refuses anonymous ones', async () => {
    const server = await start();
    const port = await server.listen(0, '127.0.0.1');
    const login = await signIn(server, 'socket@example.org', 'Socket-pass-1', 'Сокетов Сергей Петрович');
    const token = login.jwtToken;
    const anonymous = connect(`http://127.0.0.1:${port}`, { path: '/socket.io', transports: ['websocket'] });
    const client = connect(`http://127.0.0.1:${port}`, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
    });
    try {
      const refused = await new Promise<string>((resolve) => anonymous.on('connect_error', (e) => resolve(e.message)));
      expect(refused).toBe('Необходимо войти в систему');
      const connected = await new Promise<boolean>((resolve, reject) => {
        client.on('connect', () => resolve(true));
        client.on('connect_error', reject);
      });
      expect(connected).toBe(true);
      const ping = await fetch(`http://127.0.0.1:${port}/api/public/ping`);
      expect(((await ping.json()) as PingReply).status).toBe('GREEN');
    } finally {
      anonymous.close();
      client.close();
    }
  });
});

describe('server extensions contribute schema and procedures', () => {
  it('installs an extension’s declared classes idempotently and offers its procedures to execute', async () => {
    const classId = '11111111-1111-4111-8111-111111111111';
    const extension = defineServerExtension({
      id: 'glossary',
      version: '1.0.0',
      schema: { classes: [{ id: classId, name: 'Term' }], properties: [] },
      start: ({ procedure }) => {
        procedure('glossary.echo', (payload, { user }) => ({ echo: payload, by: user.id }));
      },
    });
    const server = await start({ extensions: [extension] });
    const row = await temp.store.query('select name, owner from ob_instance where id = $1', [classId]);
    expect(row.rows).toEqual([{ name: 'Term', owner: 'glossary' }]);
    const login = await signIn(server, 'proc@example.org', 'Proc-pass-1', 'Процедуров Пётр Петрович');
    const { jwtToken, user } = login;
    const reply = await server.app.inject({
      method: 'POST',
      url: '/api/execute',
      headers: { authorization: `Bearer ${jwtToken}` },
      payload: { procedure: 'glossary.echo', payload: { word: 'онтология' } },
    });
    expect(reply.json()).toEqual({ echo: { word: 'онтология' }, by: user.id });
  });
});

describe('an extension’s schema is known to reads at once', () => {
  it('after an earlier extension’s start read the store (the model was loaded without its classes)', async () => {
    const classId = '22222222-2222-4222-8222-222222222222';
    const reader = defineServerExtension({
      id: 'early-reader',
      version: '1.0.0',
      start: async ({ data }) => {
        await unrestrictedReader(data)({ act: 'get_data', class: CLASS.Assignment, fields: [] });
      },
    });
    const later = defineServerExtension({
      id: 'later-schema',
      version: '1.0.0',
      schema: { classes: [{ id: classId, name: 'Late class' }], properties: [] },
    });
    const server = await start({ extensions: [reader, later] });
    const { jwtToken } = await signIn(server, 'late@example.org', 'Late-pass-1', 'Поздний Пётр Петрович');
    const headers = { authorization: `Bearer ${jwtToken}` };
    const opened = await server.app.inject({ method: 'GET', url: '/api/auth/osa-sessionid', headers });
    const { session } = JSON.parse(opened.json<{ res: string }[]>()[0]!.res) as { session: string };
    const reply = await server.app.inject({
      method: 'POST',
      url: '/api/data',
      headers,
      payload: { session, act: 'get_data', class: classId, fields: [] },
    });
    expect(reply.statusCode, reply.body).toBe(200);
  });
});

/** A new ordinary user, signed in over the server's own login route. */
async function signIn(server: OntobenchServer, email: string, password: string, fullName: string) {
  await ensureUser(temp.store, { email, password, fullName, isAdmin: false });
  const login = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  return login.json<{ jwtToken: string; user: { id: string } }>();
}
