import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLASS,
  FRONTEND_USER_NOTIFICATION,
  MAINTENANCE_HEADER,
  PROP,
  type GetDataReply,
  type UserNotificationEvent,
} from '@ontobench/core/common';
import { ensureUser } from '@ontobench/core/node';
import { openTempStore, type TempStore } from '../../core/src/node/testing/temp-store.ts';
import { Jobs } from '../../core/src/node/jobs/jobs.ts';
import { startBoss } from '../../core/src/node/jobs/boss.ts';
import { closeNodes, signIn, socketOf, startNode, type Node } from './cluster-nodes.ts';
import { PASSWORD } from './harness.ts';

/**
 * Two server processes' worth of servers (two stores, pools, job queues and socket.io servers) on ONE
 * PostgreSQL: what one does, the other sees (issue 12 item 4, docs/scaling.md).
 */

let cluster: TempStore;
let a: Node;
let b: Node;
const ALICE = 'alice@cluster.test';
const BOB = 'bob@cluster.test';
const ADMIN = 'admin@cluster.test';

beforeAll(async () => {
  cluster = await openTempStore();
  a = await startNode(cluster.url);
  b = await startNode(cluster.url);
  await ensureUser(a.store, { email: ALICE, password: PASSWORD, fullName: 'Алисова Алиса', isAdmin: false });
  await ensureUser(a.store, { email: BOB, password: PASSWORD, fullName: 'Бобров Борис', isAdmin: false });
  await ensureUser(a.store, { email: ADMIN, password: PASSWORD, fullName: 'Админов Админ', isAdmin: true });
}, 120_000);

afterAll(async () => {
  await closeNodes([a, b]);
  await cluster?.dispose();
}, 60_000);

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await sleep(100);
  }
}

describe('realtime across server processes (socket.io postgres adapter)', () => {
  it('a notice sent through A reaches a user connected to B, and only that user', async () => {
    const admin = await signIn(a, ADMIN);
    const alice = await signIn(b, ALICE);
    const bob = await signIn(b, BOB);
    const aliceSocket = await socketOf(b, alice.token);
    const bobSocket = await socketOf(b, bob.token);
    const heard: UserNotificationEvent[] = [];
    const bobHeard: unknown[] = [];
    aliceSocket.on(FRONTEND_USER_NOTIFICATION, (event: UserNotificationEvent) => heard.push(event));
    bobSocket.on(FRONTEND_USER_NOTIFICATION, (event: unknown) => bobHeard.push(event));
    const sent = await admin.request(a, 'POST', '/api/app/notify', {
      users: [alice.userId],
      subject: 'Кластер',
      message: 'из процесса A',
    });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ delivered: 1 });
    await until(
      async () => heard.length,
      (n) => n > 0,
    );
    expect(heard.map((e) => e.message)).toEqual(['Кластер: из процесса A']);
    await sleep(300);
    expect(bobHeard).toEqual([]);
  }, 30_000);
});

describe('deferred requests across server processes (shell.md §4, §7)', () => {
  it('a request deferred on A is polled, fetched and deleted on B; another user gets 404 on both', async () => {
    const alice = await signIn(a, ALICE);
    const bob = await signIn(a, BOB);
    const first = await alice.data(a, { act: 'get_data', class: CLASS.User, deferred: true, limit: 5 });
    expect(first.status).toBe(200);
    const { requestId } = (await first.json()) as { requestId: string };
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const status = await until(
      async () =>
        (await (await alice.request(b, 'GET', `/api/data/requests/${requestId}/status`)).json()) as { status: string },
      (s) => s.status !== 'pending',
    );
    expect(status).toEqual({ status: 'completed' });
    for (const node of [a, b]) {
      expect((await bob.request(node, 'GET', `/api/data/requests/${requestId}/status`)).status).toBe(404);
      expect((await bob.request(node, 'GET', `/api/data/requests/${requestId}/result`)).status).toBe(404);
      expect((await bob.request(node, 'DELETE', `/api/data/requests/${requestId}`)).status).toBe(404);
    }
    const result = await alice.request(b, 'GET', `/api/data/requests/${requestId}/result`);
    expect(result.status).toBe(200);
    expect(((await result.json()) as GetDataReply).count_rows).toBeGreaterThan(0);
    expect((await alice.request(b, 'DELETE', `/api/data/requests/${requestId}`)).status).toBe(204);
    expect((await alice.request(a, 'GET', `/api/data/requests/${requestId}/status`)).status).toBe(404);
  }, 30_000);

  it('an unknown or malformed request id is a 404 with an error, never a 500', async () => {
    const alice = await signIn(b, ALICE);
    for (const id of [randomUUID(), 'not-a-uuid', "1'; drop table ob_job; --"]) {
      const reply = await alice.request(b, 'GET', `/api/data/requests/${encodeURIComponent(id)}/status`);
      expect(reply.status).toBe(404);
      expect(((await reply.json()) as { error: string }).error).toContain('Unknown request');
    }
  });

  it('work tracked by a process that stops beating is reported as an error on the other', async () => {
    const alice = await signIn(b, ALICE);
    const dying = new Jobs(a.store, a.server.notifier, null, { heartbeatMs: 100, staleMs: 1_000 });
    const id = await dying.track(alice.userId, 'test.never-ends', new Promise(() => undefined));
    dying.close(); // the process "dies": nobody beats for the job any more
    const polled = new Jobs(b.store, b.server.notifier, null, { heartbeatMs: 100, staleMs: 1_000 });
    try {
      expect(await polled.status(alice.userId, id)).toEqual({ status: 'pending' });
      await sleep(1_300);
      expect(await polled.status(alice.userId, id)).toEqual({
        status: 'error',
        error: 'The server process running this request stopped; send it again',
      });
    } finally {
      polled.close();
    }
  }, 30_000);

  it('a queued job whose process died is run again by another process (pg-boss retry)', async () => {
    const alice = await signIn(b, ALICE);
    const url = new URL(cluster.url);
    const bossA = await startBoss(url.toString(), 'retry_test_pgboss');
    const bossB = await startBoss(url.toString(), 'retry_test_pgboss');
    const timing = { heartbeatMs: 100, staleMs: 1_000 };
    const jobsA = new Jobs(a.store, a.server.notifier, bossA, timing);
    const jobsB = new Jobs(b.store, b.server.notifier, bossB, timing);
    let startedOnA = false;
    try {
      await jobsA.define('test.retried', async () => {
        startedOnA = true;
        await new Promise(() => undefined); // hangs: its process is about to die
      });
      const user = {
        id: alice.userId,
        name: 'Алиса',
        email: ALICE,
        isAdmin: false,
        isBetaTester: false,
        app: 'onto' as const,
      };
      const id = await jobsA.enqueue('test.retried', { n: 1 }, { user });
      await until(
        async () => startedOnA,
        (s) => s,
      );
      // Process A dies: it stops beating and fetching, and its job stays active in the queue (no
      // graceful stop hands it back: the queue learns only from the missing heartbeat).
      jobsA.close();
      await bossA.offWork('test.retried');
      await jobsB.define('test.retried', async ({ data }) => ({ ranOn: 'B', data }));
      expect(await jobsB.status(alice.userId, id)).toEqual({ status: 'pending' });
      const status = await until(
        () => jobsB.status(alice.userId, id),
        (s) => s.status !== 'pending',
        20_000,
      );
      expect(status).toEqual({ status: 'completed' });
      expect(await jobsB.result(alice.userId, id)).toEqual({ ranOn: 'B', data: { n: 1 } });
    } finally {
      jobsA.close();
      jobsB.close();
      await bossA.stop({ graceful: false, wait: true });
      await bossB.stop({ graceful: false, wait: true });
    }
  }, 60_000);
});

describe('caches across server processes (LISTEN/NOTIFY)', () => {
  it('a schema change on A is seen by B at once: B writes a property A has just created', async () => {
    const alice = await signIn(a, ALICE);
    const Book = randomUUID();
    const pages = randomUUID();
    // B reads (and caches) the model before the change.
    expect((await alice.data(b, { act: 'get_data', class: CLASS.User, limit: 1 })).status).toBe(200);
    const created = await alice.data(a, {
      act: 'set_data',
      data: [
        { op: 'new', class: CLASS.Class, name: 'Книга', inst: Book },
        { op: 'new', class: CLASS.DataProperty, name: 'Страниц', inst: pages },
        { op: 'upd', inst: pages, prop: PROP.baseType, val: 'integer' },
        { op: 'add', inst: pages, prop: PROP.domain, val: Book },
      ],
    });
    expect(created.status).toBe(200);
    const write = await until(
      () => alice.data(b, { act: 'set_data', data: [{ op: 'new', class: Book, name: 'Идиот' }] }),
      (reply) => reply.status === 200,
      5_000,
    );
    expect(write.status).toBe(200);
    const read = await alice.data(b, { act: 'get_data', class: Book, fields: [{ prop: pages }] });
    expect(read.status).toBe(200);
    expect(((await read.json()) as GetDataReply).count_rows).toBe(1);
  }, 30_000);

  it('a cached read on B is dropped when A writes', async () => {
    const alice = await signIn(a, ALICE);
    const Note = randomUUID();
    await alice.data(a, { act: 'set_data', data: [{ op: 'new', class: CLASS.Class, name: 'Заметка', inst: Note }] });
    const count = async () =>
      ((await (await alice.data(b, { act: 'get_data', class: Note, cache: true })).json()) as GetDataReply).count_rows;
    expect(await count()).toBe(0);
    await alice.data(a, { act: 'set_data', data: [{ op: 'new', class: Note, name: 'первая' }] });
    expect(await until(count, (n) => n === 1, 5_000)).toBe(1);
  }, 30_000);

  it('a plain read on B is kept until any write reaches the data tables, even SQL outside the server', async () => {
    const alice = await signIn(a, ALICE);
    const Memo = randomUUID();
    await alice.data(a, { act: 'set_data', data: [{ op: 'new', class: CLASS.Class, name: 'Памятка', inst: Memo }] });
    const aliceId = (
      await cluster.store.query<{ id: string }>('select id from ob_instance where name = $1', ['Алисова Алиса'])
    ).rows[0]!.id;
    const names = async () =>
      (
        (await (
          await alice.data(b, { act: 'get_data', class: Memo, fields: [{ prop: PROP.name }] })
        ).json()) as GetDataReply
      ).rows
        .map((r) => r.cap)
        .sort();
    expect(await names()).toEqual([]);
    const insert = (name: string) =>
      `insert into ob_instance (id, class_id, name, author) values ('${randomUUID()}', '${Memo}', '${name}', '${aliceId}');`;
    // With triggers off (replication role), the write sends no notice: B still answers from what it read.
    // That is the cache at work; it proves the next step is the notice and not a cache that never kept.
    await cluster.store.exec(`begin; set local session_replication_role = replica; ${insert('тихая')} commit;`);
    await sleep(500);
    expect(await names()).toEqual([]);
    // An ordinary SQL write, by no server at all: the database's notice (core-0012) reaches B.
    await cluster.store.exec(insert('громкая'));
    expect(await until(names, (n) => n.length === 2, 5_000)).toEqual(['громкая', 'тихая']);
  }, 30_000);

  it('maintenance mode switched on A shows on B', async () => {
    const admin = await signIn(a, ADMIN);
    const on = await admin.request(a, 'PUT', '/api/app/maintenanceMode', { enabled: true, message: 'Работы' });
    expect(on.status).toBe(200);
    try {
      const seen = await until(
        async () => (await fetch(`${b.url}/api/public/maintenanceMode`)).json() as Promise<{ enabled: boolean }>,
        (m) => m.enabled,
        5_000,
      );
      expect(seen).toEqual({ enabled: true, message: 'Работы' });
      expect((await fetch(`${b.url}/api/public/ping`)).headers.get(MAINTENANCE_HEADER)).toBe('on');
    } finally {
      await admin.request(a, 'PUT', '/api/app/maintenanceMode', { enabled: false, message: '' });
    }
  }, 30_000);
});

describe('sign-in limits across server processes (docs/security.md, counted in the database)', () => {
  it('wrong passwords sent to A and B count together: the 6th waits, on either', async () => {
    const login = (node: Node, n: number) =>
      fetch(`${node.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-test': String(n) },
        body: JSON.stringify({ email: BOB, password: `wrong-password-${n}` }),
      });
    for (let n = 0; n < 5; n++) expect((await login(n % 2 === 0 ? a : b, n)).status).toBe(401);
    const sixth = await login(b, 5);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await login(a, 6)).status).toBe(429);
  });

  it('a burst of parallel wrong passwords to both gets no more than the 5 free tries in all', async () => {
    const email = `burst-${randomUUID()}@cluster.test`;
    await ensureUser(a.store, { email, password: PASSWORD, fullName: 'Взрыв', isAdmin: false });
    const began = Date.now();
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        fetch(`${(n % 2 === 0 ? a : b).url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: `wrong-password-${n}` }),
        }),
      ),
    );
    const seconds = (Date.now() - began) / 1000;
    const statuses = replies.map((r) => r.status);
    const tried = statuses.filter((s) => s === 401).length;
    // Every reply is a refusal of the password or a hold, never anything else (the statuses, if not).
    expect(tried + statuses.filter((s) => s === 429).length, statuses.join(' ')).toBe(12);
    // 5 free tries; after them one more after 1 s, another 2 s later, then 4 s…: on a loaded machine the
    // burst may last long enough for those (k more need 2^k − 1 s), never for more.
    expect(tried).toBeGreaterThanOrEqual(5);
    expect(tried).toBeLessThanOrEqual(5 + Math.floor(Math.log2(seconds + 1)));
  });
});
