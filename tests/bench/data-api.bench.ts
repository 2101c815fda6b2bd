/**
 * Benchmark of the data API (POST /api/data) on a large store, over HTTP on loopback like any client.
 *
 *   node --import tsx tests/bench/data-api.bench.ts
 *
 * Env: BENCH_INSTANCES (default 100000), BENCH_VALUES_PER_INSTANCE (default 10, at least 5),
 * DATABASE_URL (run on that PostgreSQL, in a throwaway database, instead of an embedded cluster in a temp folder),
 * BENCH_EXPLAIN=1 (at the end, print EXPLAIN ANALYZE of the SQL the server ran for each get_data measured,
 * and the time of every statement one request of each kind sent, as the server saw it).
 *
 * The server runs in this process (createServer on a fresh store, 127.0.0.1, port 0); the clients are
 * fetch calls from the same process. The figures are printed as Markdown tables (docs/benchmarks.md).
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { CLASS, DEFAULT_BRANDING, PROP, type GetDataReply, type SetDataOperation } from '@ontobench/core/common';
import { createServer, ensureUser, type SqlStore } from '@ontobench/core/node';
import { openTempStore } from '../../core/src/node/testing/temp-store.ts';
import { clientOf, signIn, type Client } from './client.ts';
import type { LoadOrder, LoadReport } from './load-worker.ts';
import { bulkLoad, createSchema, pick, random, word } from './dataset.ts';
import { count, markdownTable, ms, summarize, type Summary } from './stats.ts';

const INSTANCES = intEnv('BENCH_INSTANCES', 100_000, 1_000);
const VALUES_PER_INSTANCE = intEnv('BENCH_VALUES_PER_INSTANCE', 10, 5);
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
const PASSWORD = 'Bench-password-1';
/** BENCH_QUICK=1: fewer runs and 5 s of load, for quick loops while changing the code (not for the record). */
const QUICK = process.env.BENCH_QUICK === '1';
const CLIENTS = 50;
const THROUGHPUT_SECONDS = QUICK ? 5 : 15;
const BATCHES = QUICK ? 5 : 20;
const RUNS = QUICK ? 30 : 200;

function intEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isSafeInteger(value) || value < min) throw new Error(`${name} must be a whole number ≥ ${min}`);
  return value;
}

/** `runs` sequential calls after `warmup` untimed ones. */
async function latency(warmup: number, runs: number, call: () => Promise<unknown>): Promise<Summary> {
  for (let i = 0; i < warmup; i++) await call();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await call();
    samples.push(performance.now() - t);
  }
  return summarize(samples);
}

interface Throughput {
  requests: number;
  seconds: number;
  latency: Summary;
  /** Replies not ready within 5 s: answered with a request id, then polled. */
  deferred: number;
  /** The longest time the server's event loop could not run timers or I/O (the clients run in a worker). */
  loopStallMs: number;
  /**
   * Time the server's event loop was busy, per request answered (event-loop utilisation): what a request
   * costs the server's thread, less sensitive than requests/s to other work on the machine.
   */
  serverMsPerRequest: number;
  errors: number;
  firstError: string | null;
}

/** Each client sends `body` again as soon as its reply arrives, until the time is up; then the last replies are awaited. */
async function throughput(clients: readonly Client[], body: Record<string, unknown>): Promise<Throughput> {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const busyBefore = performance.eventLoopUtilization();
  const order: LoadOrder = { clients: clients.map((c) => c.credentials), body, seconds: THROUGHPUT_SECONDS };
  // A worker does not inherit the `--import tsx` hooks on Node 20: it registers them, then loads the file.
  const file = JSON.stringify(new URL('./load-worker.ts', import.meta.url).href);
  const worker = new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${file}); });`, {
    eval: true,
    workerData: order,
  });
  const report = await new Promise<LoadReport>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const busy = performance.eventLoopUtilization(busyBefore);
  await worker.terminate();
  loop.disable();
  return {
    requests: report.samples.length,
    seconds: report.seconds,
    latency: summarize(report.samples),
    deferred: report.deferred,
    loopStallMs: loop.max / 1e6,
    serverMsPerRequest: busy.active / Math.max(1, report.samples.length),
    errors: report.errors,
    firstError: report.firstError,
  };
}

/** The store the server gets: it records the statements sent while `capture` runs, for EXPLAIN ANALYZE. */
function recordingStore(store: SqlStore) {
  let sink: { sql: string; params: readonly unknown[]; ms: number }[] | null = null;
  const wrapped: SqlStore = {
    kind: store.kind,
    // With it the server links to the other processes and hears the database's notices of writes, as in
    // the product; without it (before 2026-11-24) the bench's server ran without the job queue and link.
    connectionString: store.connectionString,
    query: async <T>(sql: string, params?: readonly unknown[]) => {
      const entry = { sql, params: params ?? [], ms: 0 };
      sink?.push(entry);
      const t = performance.now();
      const result = await store.query<T>(sql, params);
      entry.ms = performance.now() - t;
      return result;
    },
    exec: (sql) => store.exec(sql),
    transaction: (fn, options) => store.transaction(fn, options),
    health: () => store.health(),
    close: () => store.close(),
  };
  const capture = async (run: () => Promise<unknown>) => {
    const statements: NonNullable<typeof sink> = (sink = []);
    await run().finally(() => (sink = null));
    return statements;
  };
  return { store: wrapped, capture };
}

async function main(): Promise<number> {
  const temp = await openTempStore();
  const recorder = recordingStore(temp.store);
  const options = {
    store: recorder.store,
    webRoot: null,
    environment: { version: '0.0.0-bench', branding: DEFAULT_BRANDING },
  };
  // Two servers on the one store, as two server processes would be: the product as it runs, and one
  // without the read cache, which the latency rows and EXPLAIN measure (the query path itself).
  const server = await createServer(options);
  const engine = await createServer({ ...options, readCache: false });
  try {
    const url = `http://127.0.0.1:${await server.listen(0, '127.0.0.1')}`;
    const engineUrl = `http://127.0.0.1:${await engine.listen(0, '127.0.0.1')}`;
    const step = (text: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);
    step(`server on ${url}, one without the read cache on ${engineUrl}, store ${temp.store.kind}`);
    const account = (email: string, isAdmin: boolean) =>
      ensureUser(temp.store, { email, password: PASSWORD, fullName: email.split('@')[0]!, isAdmin });
    await account('user@bench.test', false);
    const user = await signIn(engineUrl, 'user@bench.test', PASSWORD);
    const s = await createSchema(user);

    step(`loading ${count(INSTANCES)} instances × ${VALUES_PER_INSTANCE} values`);
    const load = await bulkLoad(temp.store, s, user.userId, INSTANCES, VALUES_PER_INSTANCE);
    step(`loaded in ${load.totalSeconds.toFixed(1)} s, vacuum analyze ${load.analyzeSeconds.toFixed(1)} s`);

    // About 3,000 matches, like the `[score] > 500 and [label] ~ 'ab'` of the first runs, which is now
    // refused: a contains-search of values takes 3 letters or more (docs/benchmarks.md, "Short searches").
    const filtered = {
      act: 'get_data',
      class: s.cls,
      filter: `[${s.int}] >= 900 and [${s.date}] >= '2023-01-01'`,
      fields: [{ prop: s.real, sort: 'asc' }, { prop: s.int }, { prop: s.str }],
      limit: 50,
    };
    // Three letters or more: the trigram index finds the candidates.
    const filteredWord = { ...filtered, filter: `[${s.int}] > 500 and [${s.str}] ~ 'abc'` };
    const filteredShort = { ...filtered, filter: `[${s.int}] > 500 and [${s.str}] ~ 'ab'` };
    const byName = {
      act: 'get_data',
      class: s.cls,
      fields: [{ prop: PROP.name, sort: 'asc' }, { prop: s.int }],
      limit: 50,
    };
    const deepOffset = INSTANCES > 50_000 ? 50_000 : Math.floor(INSTANCES / 2);
    const deep = { ...byName, offset: deepOffset };
    const tiny = { act: 'get_data', class: CLASS.Role, fields: [{ prop: PROP.code }], limit: 50 };

    // The reply must be what plain SQL says: the same count, one page, sorted by weight.
    const check = await user.data<GetDataReply>(filtered);
    const expected = await temp.store.query<{ n: number }>(
      `select count(*)::int as n from ob_instance i where i.class_id = $1
         and exists (select 1 from ob_value v where v.inst = i.id and v.prop = $2 and v.num >= 900)
         and exists (select 1 from ob_value v where v.inst = i.id and v.prop = $3 and v.val >= '2023-01-01')`,
      [s.cls, s.int, s.date],
    );
    const weights = check.rows.filter((r) => r.prop === s.real).map((r) => Number(r.val));
    const pageRows = new Set(check.rows.map((r) => r.row)).size;
    if (check.count_rows !== expected.rows[0]!.n || pageRows !== Math.min(50, check.count_rows))
      throw new Error(`filtered get_data: count_rows ${check.count_rows}, SQL says ${expected.rows[0]!.n}`);
    if (weights.some((w, i) => i > 0 && w < weights[i - 1]!)) throw new Error('filtered get_data: not sorted');
    const short = await user.data(filteredShort).then(
      () => 'answered',
      (error: Error) => error.message,
    );
    if (!short.startsWith('get_data: 400')) throw new Error(`a 2-letter contains-search: ${short}, expected a 400`);

    step('get_data latency');
    const reads: [string, Summary][] = [
      [
        `filter (score, date) + sort by real + limit 50 (${count(check.count_rows)} match)`,
        await latency(20, RUNS, () => user.data(filtered)),
      ],
      [
        `score + 3-letter search 'abc' + sort by real (${count((await user.data<GetDataReply>(filteredWord)).count_rows)} match)`,
        await latency(20, RUNS, () => user.data(filteredWord)),
      ],
      ['first page, sorted by name, limit 50', await latency(20, RUNS, () => user.data(byName))],
      [`sorted by name, offset ${count(deepOffset)}, limit 50`, await latency(5, RUNS / 4, () => user.data(deep))],
      ['floor: the 8 roles (a tiny system class)', await latency(20, RUNS, () => user.data(tiny))],
      [
        "refused: score + 2-letter search 'ab' (400)",
        await latency(5, RUNS / 4, () => user.data(filteredShort).catch(() => null)),
      ],
    ];

    step('set_data batches');
    const shuffled = load.ids.map((id) => ({ id, key: random() })).sort((a, b) => a.key - b.key);
    let cursor = 0;
    const updates = (): SetDataOperation[] =>
      Array.from({ length: 1000 }, () => ({
        op: 'upd',
        inst: shuffled[cursor++ % shuffled.length]!.id,
        prop: s.int,
        val: pick(1000),
      }));
    const creations = (): SetDataOperation[] =>
      Array.from({ length: 250 }, (): SetDataOperation[] => {
        const inst = randomUUID();
        return [
          { op: 'new', class: s.cls, name: `${word(6)} new`, inst },
          { op: 'upd', inst, prop: s.int, val: pick(1000) },
          { op: 'upd', inst, prop: s.real, val: Math.round(random() * 100_000) / 100 },
          { op: 'upd', inst, prop: s.str, val: [word(8), word(8)] },
        ];
      }).flat();
    const batch = (ops: () => SetDataOperation[]) =>
      latency(1, BATCHES, () => user.data({ act: 'set_data', data: ops() }));
    const writes: [string, Summary][] = [
      ['1,000 × upd (integer) of existing instances', await batch(updates)],
      ['250 × new + 750 × upd of them (integer, real, 2 labels)', await batch(creations)],
    ];
    await temp.store.exec('analyze');

    const sessions: Client[] = [];
    for (let i = 0; i < CLIENTS; i++) sessions.push(await signIn(url, 'user@bench.test', PASSWORD));
    const loads: [string, Throughput][] = [];
    for (const [label, body] of [
      ['filtered get_data (score, date, as above)', filtered],
      ['first page sorted by name', byName],
    ] as const) {
      for (const [where, at] of [
        ['', url],
        [', no read cache', engineUrl],
      ] as const) {
        step(`throughput: ${label}${where}, ${CLIENTS} clients for ${THROUGHPUT_SECONDS} s`);
        const clients = sessions.map((c) => clientOf({ ...c.credentials, url: at }));
        loads.push([`${label}${where}`, await throughput(clients, body)]);
      }
    }

    if (EXPLAIN) {
      for (const [label, body] of Object.entries({ tiny, byName, filtered })) {
        const t = performance.now();
        const statements = await recorder.capture(() => user.data(body));
        const total = performance.now() - t;
        console.log(`\n--- statements of one request (${label}): ${ms(total)} ms in all`);
        for (const st of statements)
          console.log(`${ms(st.ms).padStart(7)} ms  ${st.sql.replace(/\s+/g, ' ').slice(0, 110)}`);
      }
      for (const [label, body] of Object.entries({ filtered, filteredWord, byName, deep })) {
        for (const st of await recorder.capture(() => user.data(body))) {
          if (!/from \(select i\.id/.test(st.sql) && !/count\(\*\)/.test(st.sql)) continue;
          const plan = await temp.store.query<Record<string, string>>(
            `explain (analyze, buffers) ${st.sql}`,
            st.params,
          );
          const text = plan.rows.map((r) => Object.values(r)[0]).join('\n');
          console.log(`\n--- EXPLAIN ANALYZE (${label})\n${st.sql.replace(/\s+/g, ' ')}\n${text}`);
        }
      }
    }

    const version = (await temp.store.query<{ v: string }>('select version() as v')).rows[0]!.v.split(',')[0]!;
    // openTempStore: a database of DATABASE_URL when it is set, else of an embedded cluster of its own.
    const storeKind = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PostgreSQL in a temp folder';
    const section = (title: string, headers: string[], rows: string[][]) =>
      console.log(`\n## ${title}\n\n${markdownTable(headers, rows)}`);
    const latencyRow = ([label, x]: [string, Summary]) => [
      label,
      String(x.n),
      ms(x.p50),
      ms(x.p90),
      ms(x.p99),
      ms(x.max),
    ];
    const rows = INSTANCES + load.values;
    section(
      'Machine',
      ['item', 'value'],
      [
        ['date', new Date().toISOString().slice(0, 10)],
        ['CPU', `${os.availableParallelism()} × ${os.cpus()[0]?.model ?? 'unknown'}`],
        ['memory', `${(os.totalmem() / 2 ** 30).toFixed(0)} GB`],
        ['OS', `${os.type()} ${os.release()}`],
        ['Node', process.version],
        ['store', `${storeKind}: ${version}`],
        ['data', `${count(INSTANCES)} instances, ${count(load.values)} values (${VALUES_PER_INSTANCE} per instance)`],
      ],
    );
    section(
      'Bulk load (multi-row INSERT … unnest, 1,000 rows each)',
      ['what', 'rows', 'seconds', 'rows/s'],
      [
        [
          'instances (ob_instance)',
          count(INSTANCES),
          load.instanceSeconds.toFixed(1),
          count(INSTANCES / load.instanceSeconds),
        ],
        ['values (ob_value)', count(load.values), load.valueSeconds.toFixed(1), count(load.values / load.valueSeconds)],
        ['all, wall time with commits', count(rows), load.totalSeconds.toFixed(1), count(rows / load.totalSeconds)],
        ['vacuum analyze', '', load.analyzeSeconds.toFixed(1), ''],
      ],
    );
    section(
      'get_data, ordinary user, one client, sequential (ms)',
      ['request', 'runs', 'p50', 'p90', 'p99', 'max'],
      reads.map(latencyRow),
    );
    section(
      'set_data, batches of 1,000 operations, ordinary user, sequential (ms per batch)',
      ['batch', 'runs', 'p50', 'p90', 'p99', 'max', 'operations/s'],
      writes.map(([label, x]) => [...latencyRow([label, x]), count(1000 / (x.mean / 1000))]),
    );
    section(
      `Throughput: ${CLIENTS} clients (separately signed-in sessions of the ordinary user), ${THROUGHPUT_SECONDS} s`,
      [
        'request',
        'done',
        'seconds',
        'requests/s',
        'p50 ms',
        'p99 ms',
        'max ms',
        'loop stall ms',
        'server ms/request',
        'deferred',
        'errors',
      ],
      loads.map(([label, x]) => [
        label,
        count(x.requests),
        x.seconds.toFixed(1),
        (x.requests / x.seconds).toFixed(1),
        ms(x.latency.p50),
        ms(x.latency.p99),
        ms(x.latency.max),
        ms(x.loopStallMs),
        ms(x.serverMsPerRequest),
        count(x.deferred),
        String(x.errors),
      ]),
    );
    const failed = loads.filter(([, x]) => x.errors > 0);
    for (const [label, x] of failed) console.error(`\n${label}: ${x.errors} errors, the first: ${x.firstError}`);
    return failed.length > 0 ? 1 : 0;
  } finally {
    await server.close();
    await engine.close();
    await temp.dispose();
  }
}

process.exitCode = await main();
