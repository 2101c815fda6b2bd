import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CLASS, DEFAULT_BRANDING, FRONTEND_USER_NOTIFICATION } from '@ontobench/core/common';
import { createServer, ensureUser, openPostgresStore, type OntobenchServer, type SqlStore } from '@ontobench/core/node';
import { startEmbeddedCluster, type EmbeddedCluster } from '../../core/src/node/store/embedded-cluster.ts';
import { tempFolder } from '../../core/src/node/testing/temp-folder.ts';
import { PASSWORD } from './harness.ts';

/**
 * Two servers on one PostgreSQL, and the database stops and starts again under them (issue 12, "Bad input
 * and faults"): neither process crashes, ping is RED while it is away, and afterwards what ties the
 * processes together works again — the socket.io adapter, the change notices and the job queue.
 */

interface Node {
  server: OntobenchServer;
  store: SqlStore;
  url: string;
}

let root: string;
let dataDir: string;
let port: number;
let pg: EmbeddedCluster;
let a: Node;
let b: Node;
const sockets: Socket[] = [];

async function startNode(url: string): Promise<Node> {
  const store = await openPostgresStore(url);
  const server = await createServer({
    store,
    webRoot: null,
    environment: { version: '9.9.9-test', branding: DEFAULT_BRANDING },
  });
  return { server, store, url: `http://127.0.0.1:${await server.listen(0, '127.0.0.1')}` };
}

beforeAll(async () => {
  root = tempFolder('ontobench-restart-');
  dataDir = path.join(root, 'data');
  port = 46_000 + Math.floor(Math.random() * 2_000);
  pg = await startEmbeddedCluster({ dir: path.join(dataDir, 'postgres'), port });
  a = await startNode(pg.url());
  b = await startNode(pg.url());
  await ensureUser(a.store, { email: 'alice@restart.test', password: PASSWORD, fullName: 'Алиса', isAdmin: false });
  await ensureUser(a.store, { email: 'admin@restart.test', password: PASSWORD, fullName: 'Админ', isAdmin: true });
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  for (const node of [a, b]) {
    await node?.server.close();
    await node?.store.close();
  }
  await pg?.stop();
  fs.rmSync(root, { recursive: true, force: true });
}, 60_000);

async function signIn(node: Node, email: string) {
  const login = await fetch(`${node.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const { jwtToken, user } = (await login.json()) as { jwtToken: string; user: { id: string } };
  const auth = { authorization: `Bearer ${jwtToken}`, 'content-type': 'application/json' };
  const osa = (await (await fetch(`${node.url}/api/auth/osa-sessionid`, { headers: auth })).json()) as {
    res: string;
  }[];
  const session = (JSON.parse(osa[0]!.res) as { session: string }).session;
  return {
    token: jwtToken,
    userId: user.id,
    call: (target: Node, method: string, p: string, body?: unknown) =>
      fetch(`${target.url}${p}`, {
        method,
        headers: auth,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    data: (target: Node, body: Record<string, unknown>) =>
      fetch(`${target.url}/api/data`, { method: 'POST', headers: auth, body: JSON.stringify({ session, ...body }) }),
  };
}

const ping = async (node: Node) =>
  ((await (await fetch(`${node.url}/api/public/ping`)).json()) as { status: string }).status;

async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await sleep(250);
  }
  return false;
}

it('both servers live through a database restart and work together again afterwards', async () => {
  expect([await ping(a), await ping(b)]).toEqual(['GREEN', 'GREEN']);
  await pg.stop();
  await sleep(3_000);
  expect([await ping(a), await ping(b)]).toEqual(['RED', 'RED']);
  pg = await startEmbeddedCluster({ dir: path.join(dataDir, 'postgres'), port });
  expect(await until(async () => (await ping(a)) === 'GREEN' && (await ping(b)) === 'GREEN', 20_000)).toBe(true);

  // The sign-ins were kept by the database; new ones work on either server.
  const alice = await signIn(b, 'alice@restart.test');
  const admin = await signIn(a, 'admin@restart.test');

  // The job queue reconnected: a deferred request queued on A completes and is read on B.
  const { requestId } = (await (
    await alice.data(a, { act: 'get_data', class: CLASS.User, deferred: true, limit: 1 })
  ).json()) as { requestId: string };
  expect(
    await until(async () => {
      const reply = await alice.call(b, 'GET', `/api/data/requests/${requestId}/status`);
      return ((await reply.json()) as { status: string }).status === 'completed';
    }, 20_000),
  ).toBe(true);

  // The change notices are heard again: a class created on A is written on B at once.
  const Kind = randomUUID();
  await alice.data(b, { act: 'get_data', class: CLASS.User, limit: 1 }); // B holds a model from before
  expect(
    (await alice.data(a, { act: 'set_data', data: [{ op: 'new', class: CLASS.Class, name: 'Вид', inst: Kind }] }))
      .status,
  ).toBe(200);
  expect(
    await until(
      async () =>
        (await alice.data(b, { act: 'set_data', data: [{ op: 'new', class: Kind, name: 'один' }] })).status === 200,
      5_000,
    ),
  ).toBe(true);

  // Realtime across the processes again: a notice through A reaches Alice's socket on B.
  const socket = connect(b.url, {
    path: '/socket.io',
    auth: { token: alice.token },
    transports: ['websocket'],
    forceNew: true,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const heard: string[] = [];
  socket.on(FRONTEND_USER_NOTIFICATION, (event: { message: string }) => heard.push(event.message));
  expect(
    await until(async () => {
      await admin.call(a, 'POST', '/api/app/notify', { users: [alice.userId], message: 'снова вместе' });
      await sleep(200);
      return heard.length > 0;
    }, 20_000),
  ).toBe(true);
  expect(heard[0]).toBe('снова вместе');
}, 120_000);
