/**
 * Benchmark of what ties server processes together (docs/scaling.md, docs/jobs.md): two servers on one
 * PostgreSQL, each with its own pools, job queue and socket.io server.
 *
 *   node --import tsx tests/bench/cluster.bench.ts
 *
 * Env: BENCH_RUNS (default 200). Starts a throwaway embedded PostgreSQL. The servers run in this process
 * (like tests/api/cluster.test.ts); clients are fetch calls and socket.io clients from the same process.
 * Prints Markdown tables (docs/benchmarks.md).
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { io as connect, type Socket } from 'socket.io-client';
import { CLASS, DEFAULT_BRANDING, FRONTEND_USER_NOTIFICATION } from '@ontobench/core/common';
import { createServer, ensureUser, openPostgresStore, type OntobenchServer, type SqlStore } from '@ontobench/core/node';
import { openTempStore } from '../../core/src/node/testing/temp-store.ts';
import { markdownTable, ms, summarize, type Summary } from './stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const PASSWORD = 'Bench-password-1';

interface Node {
  server: OntobenchServer;
  store: SqlStore;
  url: string;
}

async function startNode(url: string, cluster: boolean): Promise<Node> {
  const store = await openPostgresStore(url);
  const server = await createServer({
    store,
    webRoot: null,
    environment: { version: 'bench', branding: DEFAULT_BRANDING },
    cluster,
  });
  const port = await server.listen(0, '127.0.0.1');
  return { server, store, url: `http://127.0.0.1:${port}` };
}

async function signIn(node: Node, email: string) {
  const json = { 'content-type': 'application/json' };
  const login = await fetch(`${node.url}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const { jwtToken, user } = (await login.json()) as { jwtToken: string; user: { id: string } };
  const auth = { authorization: `Bearer ${jwtToken}` };
  const osa = (await (await fetch(`${node.url}/api/auth/osa-sessionid`, { headers: auth })).json()) as {
    res: string;
  }[];
  const session = (JSON.parse(osa[0]!.res) as { session: string }).session;
  return {
    token: jwtToken,
    userId: user.id,
    get: (target: Node, path: string) => fetch(`${target.url}${path}`, { headers: auth }),
    post: (target: Node, path: string, body: unknown) =>
      fetch(`${target.url}${path}`, { method: 'POST', headers: { ...auth, ...json }, body: JSON.stringify(body) }),
    data: (target: Node, body: Record<string, unknown>) =>
      fetch(`${target.url}/api/data`, {
        method: 'POST',
        headers: { ...auth, ...json },
        body: JSON.stringify({ session, ...body }),
      }),
  };
}

async function socketOf(node: Node, token: string): Promise<Socket> {
  const socket = connect(node.url, { path: '/socket.io', auth: { token }, transports: ['websocket'], forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

async function timed(runs: number, call: () => Promise<unknown>): Promise<Summary> {
  for (let i = 0; i < 5; i++) await call();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await call();
    samples.push(performance.now() - t);
  }
  return summarize(samples);
}

const row = (name: string, s: Summary) => [name, String(s.n), ms(s.p50), ms(s.p90), ms(s.p99), ms(s.max)];

async function main(): Promise<void> {
  const pg = await openTempStore();
  const a = await startNode(pg.url, true);
  const b = await startNode(pg.url, true);
  const alone = await startNode(pg.url, false);
  try {
    await ensureUser(a.store, { email: 'admin@bench.test', password: PASSWORD, fullName: 'Админ', isAdmin: true });
    await ensureUser(a.store, {
      email: 'user@bench.test',
      password: PASSWORD,
      fullName: 'Пользователь',
      isAdmin: false,
    });
    const admin = await signIn(a, 'admin@bench.test');
    const user = await signIn(b, 'user@bench.test');
    const rows: string[][] = [];

    // 1. A notice through A to a socket on B, and (baseline) to a socket on A.
    for (const [label, node] of [
      ['notice through A → socket on A (one process)', a],
      ['notice through A → socket on B (across processes)', b],
    ] as const) {
      const socket = await socketOf(node, user.token);
      rows.push(
        row(
          label,
          await timed(RUNS, async () => {
            const heard = new Promise<void>((resolve) => socket.once(FRONTEND_USER_NOTIFICATION, () => resolve()));
            await admin.post(a, '/api/app/notify', { users: [user.userId], message: 'bench' });
            await heard;
          }),
        ),
      );
      socket.disconnect();
    }

    // 2. get_data directly, and deferred: queued on A, polled on B until completed (poll every 10 ms).
    const request = { act: 'get_data', class: CLASS.User, limit: 5 };
    rows.push(row('get_data, direct (baseline)', await timed(RUNS, () => user.data(a, request).then((r) => r.json()))));
    rows.push(
      row(
        'get_data deferred: queued on A → completed seen on B → result',
        await timed(RUNS, async () => {
          const { requestId } = (await (await user.data(a, { ...request, deferred: true })).json()) as {
            requestId: string;
          };
          for (;;) {
            const { status } = (await (await user.get(b, `/api/data/requests/${requestId}/status`)).json()) as {
              status: string;
            };
            if (status === 'completed') break;
            if (status === 'error') throw new Error('deferred request failed');
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
          await (await user.get(b, `/api/data/requests/${requestId}/result`)).json();
        }),
      ),
    );

    // 3. set_data of one new object: with the change notices (cluster) and without (a server alone).
    const Thing = randomUUID();
    await admin.data(a, { act: 'set_data', data: [{ op: 'new', class: CLASS.Class, name: 'Вещь', inst: Thing }] });
    const adminAlone = await signIn(alone, 'admin@bench.test');
    rows.push(
      row(
        'set_data one new object, server alone (no notices)',
        await timed(RUNS, () =>
          adminAlone
            .data(alone, { act: 'set_data', data: [{ op: 'new', class: Thing, name: 'x' }] })
            .then((r) => r.json()),
        ),
      ),
    );
    rows.push(
      row(
        'set_data one new object, in a cluster (NOTIFY per write)',
        await timed(RUNS, () =>
          admin.data(a, { act: 'set_data', data: [{ op: 'new', class: Thing, name: 'x' }] }).then((r) => r.json()),
        ),
      ),
    );

    // 4. A class created on A, until B writes an object of it (B's model dropped by the notice).
    rows.push(
      row(
        'new class on A → first accepted write of it on B',
        await timed(Math.min(RUNS, 50), async () => {
          const id = randomUUID();
          await admin.data(a, { act: 'set_data', data: [{ op: 'new', class: CLASS.Class, name: 'K', inst: id }] });
          for (;;) {
            const reply = await admin.data(b, { act: 'set_data', data: [{ op: 'new', class: id, name: 'k' }] });
            await reply.text();
            if (reply.status === 200) break;
          }
        }),
      ),
    );

    console.log(
      `\nMachine: ${os.cpus().length} cores, load ${os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}`,
    );
    console.log(markdownTable(['measure (ms)', 'n', 'p50', 'p90', 'p99', 'max'], rows));
  } finally {
    for (const node of [a, b, alone]) {
      await node.server.close();
      await node.store.close();
    }
    await pg.dispose();
  }
}

await main();
process.exit(0);
