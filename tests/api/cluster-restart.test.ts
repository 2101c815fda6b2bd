import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CLASS, FRONTEND_USER_NOTIFICATION } from '@ontobench/core/common';
import { ensureUser } from '@ontobench/core/node';
import { freePort } from '../../core/src/node/store/cluster-support.ts';
import { startEmbeddedCluster, type EmbeddedCluster } from '../../core/src/node/store/embedded-cluster.ts';
import { tempFolder } from '../../core/src/node/testing/temp-folder.ts';
import { closeNodes, signIn, socketOf, startNode, type Node } from './cluster-nodes.ts';
import { PASSWORD } from './harness.ts';

/**
 * Two servers on one PostgreSQL, and the database stops and starts again under them (issue 12, "Bad input
 * and faults"): neither process crashes, ping is RED while it is away, and afterwards what ties the
 * processes together works again — the socket.io adapter, the change notices and the job queue.
 */

let root: string;
let dataDir: string;
let port: number;
let pg: EmbeddedCluster;
let a: Node;
let b: Node;

beforeAll(async () => {
  root = tempFolder('ontobench-restart-');
  dataDir = path.join(root, 'data');
  port = await freePort(); // kept: the database comes back on the same port
  pg = await startEmbeddedCluster({ dir: path.join(dataDir, 'postgres'), port });
  a = await startNode(pg.url());
  b = await startNode(pg.url());
  await ensureUser(a.store, { email: 'alice@restart.test', password: PASSWORD, fullName: 'Алиса', isAdmin: false });
  await ensureUser(a.store, { email: 'admin@restart.test', password: PASSWORD, fullName: 'Админ', isAdmin: true });
}, 120_000);

afterAll(async () => {
  await closeNodes([a, b]);
  await pg?.stop();
  fs.rmSync(root, { recursive: true, force: true });
}, 60_000);

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
      const reply = await alice.request(b, 'GET', `/api/data/requests/${requestId}/status`);
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
  const socket = await socketOf(b, alice.token);
  const heard: string[] = [];
  socket.on(FRONTEND_USER_NOTIFICATION, (event: { message: string }) => heard.push(event.message));
  expect(
    await until(async () => {
      await admin.request(a, 'POST', '/api/app/notify', { users: [alice.userId], message: 'снова вместе' });
      await sleep(200);
      return heard.length > 0;
    }, 20_000),
  ).toBe(true);
  expect(heard[0]).toBe('снова вместе');
}, 120_000);
