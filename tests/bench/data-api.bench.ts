/**
 * Benchmark of the data API (POST /api/data) on a large store, over HTTP on loopback like any client.
 *
 *   node --import tsx tests/bench/data-api.bench.ts
 *
 * Env: BENCH_INSTANCES (default 100000), BENCH_VALUES_PER_INSTANCE (default 10, at least 5),
 * DATABASE_URL (run on that PostgreSQL, in a throwaway schema, instead of a fresh PGlite in a temp folder),
 * BENCH_EXPLAIN=1 (also print EXPLAIN ANALYZE of the SQL the server runs for each get_data measured).
 *
 * The server runs in this process (createServer on a fresh store, 127.0.0.1, port 0); the clients are
 * fetch calls from the same process. Results are printed as Markdown tables (see docs/benchmarks.md).
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { CLASS, DEFAULT_BRANDING, PROP, type GetDataReply, type SetDataOperation } from '@ontobench/core/common';
import { createServer, ensureUser, type SqlStore } from '@ontobench/core/node';
import { openTempPgliteStore, openTempPostgresSchema } from '../../core/src/node/testing/temp-store.ts';
import { count, markdownTable, ms, seededRandom, summarize, type Summary } from './stats.ts';

const INSTANCES = intEnv('BENCH_INSTANCES', 100_000, 1_000);
const VALUES_PER_INSTANCE = intEnv('BENCH_VALUES_PER_INSTANCE', 10, 5);
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
const CHUNK = 1_000;
const PASSWORD = 'Bench-password-1';
const CLIENTS = 50;
const THROUGHPUT_SECONDS = 15;
const BATCHES = 20;

function intEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isSafeInteger(value) || value < min) throw new Error(`${name} must be a whole number ≥ ${min}`);
  return value;
}

const random = seededRandom(20_250_101);
const pick = (n: number) => Math.floor(random() * n);
const word = (length: number) => Array.from({ length }, () => String.fromCharCode(97 + pick(26))).join('');
const isoDate = () => new Date(Date.UTC(2015, 0, 1) + pick(11 * 365) * 86_400_000).toISOString().slice(0, 10);

// ---------------------------------------------------------------------------------------------- client

interface Client {
  userId: string;
  /** POST /api/data with the session; waits for a deferred reply; throws on anything but 200. */
  data<T = unknown>(body: Record<string, unknown>): Promise<T>;
}

let deferredReplies = 0;

async function signIn(url: string, email: string): Promise<Client> {
  const json = { 'content-type': 'application/json' };
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`login ${email}: ${login.status} ${await login.text()}`);
  const { jwtToken, user } = (await login.json()) as { jwtToken: string; user: { id: string } };
  const auth = { authorization: `Bearer ${jwtToken}` };
  const get = async (path: string): Promise<unknown> => {
    const reply = await fetch(`${url}${path}`, { headers: auth });
    if (reply.status !== 200) throw new Error(`GET ${path}: ${reply.status} ${await reply.text()}`);
    return reply.json();
  };
  const osa = (await get('/api/auth/osa-sessionid')) as { res: string }[];
  const session = (JSON.parse(osa[0]!.res) as { session: string }).session;
  return {
    userId: user.id,
    async data<T>(body: Record<string, unknown>): Promise<T> {
      const reply = await fetch(`${url}/api/data`, {
        method: 'POST',
        headers: { ...auth, ...json },
        body: JSON.stringify({ session, ...body }),
      });
      const text = await reply.text();
      if (reply.status !== 200) throw new Error(`${String(body.act)}: ${reply.status} ${text.slice(0, 300)}`);
      const result = JSON.parse(text) as T | { requestId: string };
      if (typeof result !== 'object' || result === null || !('requestId' in result)) return result;
      // Not finished within 5 s: the server answered with a request id (docs/api.md, deferred mode).
      deferredReplies++;
      for (;;) {
        const status = (await get(`/api/data/requests/${result.requestId}/status`)) as { status: string };
        if (status.status !== 'pending') return (await get(`/api/data/requests/${result.requestId}/result`)) as T;
        await sleep(20);
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------- schema and data

interface Schema {
  cls: string;
  int: string;
  real: string;
  date: string;
  str: string;
  obj: string;
}

/** The class and its five properties, created through the API like an administrator would. */
async function createSchema(admin: Client): Promise<Schema> {
  const s: Schema = {
    cls: randomUUID(),
    int: randomUUID(),
    real: randomUUID(),
    date: randomUUID(),
    str: randomUUID(),
    obj: randomUUID(),
  };
  const data = (inst: string, name: string, baseType: string): SetDataOperation[] => [
    { op: 'new', class: CLASS.DataProperty, name, inst },
    { op: 'upd', inst, prop: PROP.baseType, val: baseType },
    { op: 'add', inst, prop: PROP.domain, val: s.cls },
  ];
  await admin.data({
    act: 'set_data',
    data: [
      { op: 'new', class: CLASS.Class, name: 'Bench item', inst: s.cls },
      ...data(s.int, 'score', 'integer'),
      ...data(s.real, 'weight', 'real'),
      ...data(s.date, 'due', 'date'),
      ...data(s.str, 'label', 'string'),
      { op: 'upd', inst: s.str, prop: PROP.multiple, val: true },
      { op: 'new', class: CLASS.ObjectProperty, name: 'related', inst: s.obj },
      { op: 'add', inst: s.obj, prop: PROP.domain, val: s.cls },
      { op: 'add', inst: s.obj, prop: PROP.range, val: s.cls },
    ],
  });
  return s;
}

interface LoadResult {
  ids: string[];
  values: number;
  instanceSeconds: number;
  valueSeconds: number;
  totalSeconds: number;
  analyzeSeconds: number;
}

/**
 * Instances of the class authored by `author`, each with VALUES_PER_INSTANCE values: score (integer
 * 0..999), weight (real), due (date), related (another instance), the rest labels (a multi-valued string of
 * random letters). Written with 1,000-row `insert … select * from unnest(…)`, as host/server's demo does.
 */
async function bulkLoad(store: SqlStore, s: Schema, author: string): Promise<LoadResult> {
  const ids = Array.from({ length: INSTANCES }, () => randomUUID());
  let instanceSeconds = 0;
  let valueSeconds = 0;
  let values = 0;
  const started = performance.now();
  const timedQuery = async (tx: Pick<SqlStore, 'query'>, sql: string, params: unknown[]) => {
    const t = performance.now();
    await tx.query(sql, params);
    return (performance.now() - t) / 1000;
  };
  // One transaction per 10 chunks: few commits, yet no single transaction of a million rows.
  for (let txStart = 0; txStart < INSTANCES; txStart += 10 * CHUNK) {
    await store.transaction(async (tx) => {
      for (let start = txStart; start < Math.min(INSTANCES, txStart + 10 * CHUNK); start += CHUNK) {
        const part = ids.slice(start, start + CHUNK);
        instanceSeconds += await timedQuery(
          tx,
          `insert into ob_instance (id, class_id, name, author)
           select id, $2::uuid, name, $3::uuid from unnest($1::uuid[], $4::text[]) as t(id, name)`,
          [part, s.cls, author, part.map((_, k) => `${word(6)} ${start + k}`)],
        );
        const rows = { inst: [] as string[], prop: [] as string[], idx: [] as number[] };
        const cols = { val: [] as string[], num: [] as (number | null)[], ref: [] as (string | null)[] };
        const push = (inst: string, prop: string, idx: number, val: string, num: number | null, ref: string | null) => {
          rows.inst.push(inst);
          rows.prop.push(prop);
          rows.idx.push(idx);
          cols.val.push(val);
          cols.num.push(num);
          cols.ref.push(ref);
        };
        for (const inst of part) {
          const score = pick(1000);
          const weight = Math.round(random() * 100_000) / 100;
          // The target is already written (earlier, or earlier in this chunk's instance insert).
          const target = ids[pick(start + part.length)]!;
          push(inst, s.int, 0, String(score), score, null);
          push(inst, s.real, 0, String(weight), weight, null);
          push(inst, s.date, 0, isoDate(), null, null);
          push(inst, s.obj, 0, target, null, target);
          for (let k = 0; k < VALUES_PER_INSTANCE - 4; k++) push(inst, s.str, k, word(8), null, null);
        }
        for (let i = 0; i < rows.inst.length; i += CHUNK) {
          const slice = <T>(list: T[]) => list.slice(i, i + CHUNK);
          valueSeconds += await timedQuery(
            tx,
            `insert into ob_value (inst, prop, idx, val, num, ref)
             select * from unnest($1::uuid[], $2::uuid[], $3::int[], $4::text[], $5::float8[], $6::uuid[])`,
            [slice(rows.inst), slice(rows.prop), slice(rows.idx), slice(cols.val), slice(cols.num), slice(cols.ref)],
          );
        }
        values += rows.inst.length;
      }
    });
  }
  const totalSeconds = (performance.now() - started) / 1000;
  const t = performance.now();
  await store.exec('analyze');
  return { ids, values, instanceSeconds, valueSeconds, totalSeconds, analyzeSeconds: (performance.now() - t) / 1000 };
}

// ---------------------------------------------------------------------------------------------- measures

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
  errors: number;
  firstError: string | null;
  seconds: number;
  latency: Summary;
}

/** Every client loops over `body` until the time is up; each has one request in flight at a time. */
async function throughput(clients: readonly Client[], body: Record<string, unknown>): Promise<Throughput> {
  const samples: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  const started = performance.now();
  const end = started + THROUGHPUT_SECONDS * 1000;
  await Promise.all(
    clients.map(async (client) => {
      while (performance.now() < end) {
        const t = performance.now();
        try {
          await client.data(body);
          samples.push(performance.now() - t);
        } catch (error) {
          errors++;
          firstError ??= String(error);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { requests: samples.length, errors, firstError, seconds, latency: summarize(samples) };
}

/** Records the statements the server sends while `capture` runs, for EXPLAIN ANALYZE. */
function recordingStore(store: SqlStore) {
  let sink: { sql: string; params: readonly unknown[] }[] | null = null;
  const wrapped: SqlStore = {
    kind: store.kind,
    query: <T>(sql: string, params?: readonly unknown[]) => {
      sink?.push({ sql, params: params ?? [] });
      return store.query<T>(sql, params);
    },
    exec: (sql) => store.exec(sql),
    transaction: (fn) => store.transaction(fn),
    close: () => store.close(),
  };
  async function capture(run: () => Promise<unknown>) {
    sink = [];
    try {
      await run();
      return sink;
    } finally {
      sink = null;
    }
  }
  return { store: wrapped, capture };
}

// ---------------------------------------------------------------------------------------------- main

async function main(): Promise<number> {
  const temp = (await openTempPostgresSchema()) ?? (await openTempPgliteStore());
  const recorder = recordingStore(temp.store);
  const server = await createServer({
    store: recorder.store,
    webRoot: null,
    environment: { version: '0.0.0-bench', branding: DEFAULT_BRANDING },
  });
  try {
    const url = `http://127.0.0.1:${await server.listen(0, '127.0.0.1')}`;
    const step = (text: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);
    step(`server on ${url}, store ${temp.store.kind}`);
    await ensureUser(temp.store, {
      email: 'admin@bench.test',
      password: PASSWORD,
      fullName: 'Bench Admin',
      isAdmin: true,
    });
    await ensureUser(temp.store, {
      email: 'user@bench.test',
      password: PASSWORD,
      fullName: 'Bench User',
      isAdmin: false,
    });
    const admin = await signIn(url, 'admin@bench.test');
    const user = await signIn(url, 'user@bench.test');
    const s = await createSchema(admin);

    step(`loading ${count(INSTANCES)} instances × ${VALUES_PER_INSTANCE} values`);
    const load = await bulkLoad(temp.store, s, user.userId);
    step(`loaded in ${load.totalSeconds.toFixed(1)} s, analyze ${load.analyzeSeconds.toFixed(1)} s`);

    const filtered = {
      act: 'get_data',
      class: s.cls,
      filter: `[${s.int}] > 500 and [${s.str}] ~ 'ab'`,
      fields: [{ prop: s.real, sort: 'asc' }, { prop: s.int }, { prop: s.str }],
      limit: 50,
    };
    const byName = {
      act: 'get_data',
      class: s.cls,
      fields: [{ prop: PROP.name, sort: 'asc' }, { prop: s.int }],
      limit: 50,
    };
    const deepOffset = INSTANCES > 50_000 ? 50_000 : Math.floor(INSTANCES / 2);
    const deep = { ...byName, offset: deepOffset };

    // The reply must be what the SQL says: same count, 50 rows, sorted by weight.
    const check = await user.data<GetDataReply>(filtered);
    const expected = await temp.store.query<{ n: number }>(
      `select count(*)::int as n from ob_instance i where i.class_id = $1
         and exists (select 1 from ob_value v where v.inst = i.id and v.prop = $2 and v.num > 500)
         and exists (select 1 from ob_value v where v.inst = i.id and v.prop = $3 and v.val ilike '%ab%')`,
      [s.cls, s.int, s.str],
    );
    const weights = check.rows.filter((r) => r.prop === s.real).map((r) => Number(r.val));
    if (
      check.count_rows !== expected.rows[0]!.n ||
      new Set(check.rows.map((r) => r.row)).size !== Math.min(50, check.count_rows)
    )
      throw new Error(`filtered get_data: count_rows ${check.count_rows}, SQL says ${expected.rows[0]!.n}`);
    if (weights.some((w, i) => i > 0 && w < weights[i - 1]!))
      throw new Error('filtered get_data: not sorted by weight');
    step(`filtered get_data matches ${count(check.count_rows)} instances`);

    const reads: [string, Summary][] = [];
    step('get_data latency');
    reads.push([
      `filter + sort by real + limit 50 (${count(check.count_rows)} matches)`,
      await latency(20, 200, () => user.data(filtered)),
    ]);
    reads.push(['first page, sorted by name, limit 50', await latency(20, 200, () => user.data(byName))]);
    reads.push([`sorted by name, offset ${count(deepOffset)}, limit 50`, await latency(5, 50, () => user.data(deep))]);

    step('set_data batches');
    const order = load.ids
      .map((id) => ({ id, key: random() }))
      .sort((a, b) => a.key - b.key)
      .map((x) => x.id);
    let cursor = 0;
    const nextExisting = () => order[cursor++ % order.length]!;
    const updBatch = (): SetDataOperation[] =>
      Array.from({ length: 1000 }, () => ({ op: 'upd', inst: nextExisting(), prop: s.int, val: pick(1000) }));
    const mixedBatch = (): SetDataOperation[] =>
      Array.from({ length: 250 }, (): SetDataOperation[] => {
        const inst = randomUUID();
        return [
          { op: 'new', class: s.cls, name: `${word(6)} new`, inst },
          { op: 'upd', inst, prop: s.int, val: pick(1000) },
          { op: 'upd', inst, prop: s.real, val: Math.round(random() * 100_000) / 100 },
          { op: 'upd', inst, prop: s.str, val: [word(8), word(8)] },
        ];
      }).flat();
    const writes: [string, Summary][] = [];
    writes.push([
      '1,000 × upd (integer) of existing instances',
      await latency(1, BATCHES, () => user.data({ act: 'set_data', data: updBatch() })),
    ]);
    writes.push([
      '250 × new + 750 × upd (integer, real, 2 labels)',
      await latency(1, BATCHES, () => user.data({ act: 'set_data', data: mixedBatch() })),
    ]);
    await temp.store.exec('analyze');

    step(`throughput: ${CLIENTS} clients for ${THROUGHPUT_SECONDS} s`);
    const sessions: Client[] = [];
    for (let i = 0; i < CLIENTS; i++) sessions.push(await signIn(url, 'user@bench.test'));
    const load50 = await throughput(sessions, filtered);

    if (EXPLAIN) {
      for (const [label, body] of [
        ['filtered', filtered],
        ['first page by name', byName],
        ['offset', deep],
      ] as const) {
        const statements = await recorder.capture(() => user.data(body));
        for (const st of statements.filter(
          (x) => /from ob_instance i\b/.test(x.sql) && !/ob_session|ob_credential/.test(x.sql),
        )) {
          const plan = await temp.store.query<Record<string, string>>(
            `explain (analyze, buffers) ${st.sql}`,
            st.params,
          );
          console.log(
            `\n--- EXPLAIN ANALYZE (${label})\n${st.sql.replace(/\s+/g, ' ')}\n${plan.rows.map((r) => Object.values(r)[0]).join('\n')}`,
          );
        }
      }
    }

    const version = (await temp.store.query<{ v: string }>('select version() as v')).rows[0]!.v;
    console.log('\n## Machine\n');
    console.log(
      markdownTable(
        ['item', 'value'],
        [
          ['date', new Date().toISOString().slice(0, 10)],
          ['CPU', `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown'}`],
          ['memory', `${(os.totalmem() / 2 ** 30).toFixed(0)} GB`],
          ['OS', `${os.type()} ${os.release()}`],
          ['Node', process.version],
          [
            'store',
            `${temp.store.kind === 'pglite' ? 'PGlite (temp folder)' : 'PostgreSQL (DATABASE_URL)'}: ${version.split(',')[0]}`,
          ],
          ['data', `${count(INSTANCES)} instances, ${count(load.values)} values (${VALUES_PER_INSTANCE} per instance)`],
        ],
      ),
    );
    console.log('\n## Bulk load (multi-row INSERT … unnest, 1,000 rows each)\n');
    const rowsTotal = INSTANCES + load.values;
    console.log(
      markdownTable(
        ['what', 'rows', 'seconds', 'rows/s'],
        [
          [
            'instances (ob_instance)',
            count(INSTANCES),
            load.instanceSeconds.toFixed(1),
            count(INSTANCES / load.instanceSeconds),
          ],
          [
            'values (ob_value)',
            count(load.values),
            load.valueSeconds.toFixed(1),
            count(load.values / load.valueSeconds),
          ],
          [
            'total wall time incl. commits',
            count(rowsTotal),
            load.totalSeconds.toFixed(1),
            count(rowsTotal / load.totalSeconds),
          ],
          ['analyze', '', load.analyzeSeconds.toFixed(1), ''],
        ],
      ),
    );
    const latencyRows = (list: [string, Summary][]) =>
      list.map(([label, x]) => [label, String(x.n), ms(x.p50), ms(x.p90), ms(x.p99), ms(x.max)]);
    console.log('\n## get_data latency (ordinary user, one client, sequential), ms\n');
    console.log(markdownTable(['request', 'runs', 'p50', 'p90', 'p99', 'max'], latencyRows(reads)));
    console.log('\n## set_data batches of 1,000 operations (ordinary user, sequential), ms per batch\n');
    console.log(
      markdownTable(
        ['batch', 'runs', 'p50', 'p90', 'p99', 'max', 'operations/s'],
        writes.map(([label, x]) => [...latencyRows([[label, x]])[0]!, count(1000 / (x.mean / 1000))]),
      ),
    );
    console.log(
      `\n## Throughput: filtered get_data, ${CLIENTS} concurrent clients (${CLIENTS} signed-in sessions of the ordinary user), ${THROUGHPUT_SECONDS} s\n`,
    );
    console.log(
      markdownTable(
        ['requests', 'requests/s', 'p50 ms', 'p99 ms', 'max ms', 'errors'],
        [
          [
            count(load50.requests),
            (load50.requests / load50.seconds).toFixed(1),
            ms(load50.latency.p50),
            ms(load50.latency.p99),
            ms(load50.latency.max),
            String(load50.errors),
          ],
        ],
      ),
    );
    if (deferredReplies > 0)
      console.log(`\n${deferredReplies} replies were deferred (took over 5 s) and fetched by request id.`);
    if (load50.errors > 0) {
      console.error(`\n${load50.errors} errors under load; the first: ${load50.firstError}`);
      return 1;
    }
    return 0;
  } finally {
    await server.close();
    await temp.dispose();
  }
}

process.exitCode = await main();
