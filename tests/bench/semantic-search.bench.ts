/**
 * Benchmark of the semantic search (issue 18 quality bar): the first page of a search on the 1M-value
 * data set, and a 50,000-row Excel export streamed, with the server's memory growth while it runs.
 *
 *   node --import tsx tests/bench/semantic-search.bench.ts
 *
 * Env: BENCH_INSTANCES (default 100000; × 10 values each = 1M values), DATABASE_URL (as data-api.bench.ts).
 * The server runs in this process (createServer with the analysis area and no read cache, 127.0.0.1, port 0), so its memory
 * is this process's: sampled every 20 ms while the export streams.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DEFAULT_BRANDING, PROP } from '@ontobench/core/common';
import { createServer, ensureUser } from '@ontobench/core/node';
import analysis from '@ontobench/ext-analysis/node';
import { ANALYSIS_CLASS } from '../../extensions/analysis/src/common/schema.ts';
import { openTempStore } from '../../core/src/node/testing/temp-store.ts';
import { signIn } from './client.ts';
import { bulkLoad, createSchema } from './dataset.ts';
import { count, markdownTable, ms, summarize } from './stats.ts';

const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 100_000);
const PASSWORD = 'Bench-password-1';
const MB = 1024 * 1024;

async function main(): Promise<void> {
  const temp = await openTempStore();
  const server = await createServer({
    store: temp.store,
    webRoot: null,
    environment: { version: '0.0.0-bench', branding: DEFAULT_BRANDING },
    extensions: [analysis],
    // The query path itself, as data-api.bench.ts measures latency: repeated pages would be the read cache's.
    readCache: false,
  });
  try {
    const url = `http://127.0.0.1:${await server.listen(0, '127.0.0.1')}`;
    const step = (text: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);
    await ensureUser(temp.store, { email: 'user@bench.test', password: PASSWORD, fullName: 'user', isAdmin: false });
    const user = await signIn(url, 'user@bench.test', PASSWORD);
    const s = await createSchema(user);
    step(`loading ${count(INSTANCES)} instances × 10 values`);
    const load = await bulkLoad(temp.store, s, user.userId, INSTANCES, 10);
    step(`loaded ${count(load.values)} values in ${load.totalSeconds.toFixed(1)} s`);

    const columns = [
      { prop_id: 'name', new_name: 'Название', code: 'name', ord: 10 },
      { prop_id: s.int, new_name: 'Баллы', code: 'score', ord: 20 },
      { prop_id: s.real, new_name: 'Вес', code: 'weight', ord: 30 },
      { prop_id: s.date, new_name: 'Срок', code: 'due', ord: 40 },
      { prop_id: s.obj, new_name: 'Связан с', code: 'related', ord: 50 },
      { prop_id: s.int, path: [s.obj], new_name: 'Его баллы', code: 'relatedScore', ord: 60 },
      { prop_id: s.str, new_name: 'Метки', code: 'label', ord: 70 },
    ];
    const calcColumns = [{ code: 'sum', name: 'Сумма', formula: '[score] + [relatedScore]', type: 'number', ord: 65 }];
    const store = async (name: string, filter?: string, agg = false) => {
      const id = randomUUID();
      const config = {
        get_data: { class: s.cls, ...(filter ? { filter } : {}) },
        columns: agg ? columns.map((c) => (c.code === 'score' ? { ...c, agg: 'avg' } : c)) : columns,
        filters: [],
        calcColumns,
      };
      await user.data({
        act: 'set_data',
        data: [
          { op: 'new', class: ANALYSIS_CLASS.SemanticSearch, name, inst: id },
          { op: 'upd', inst: id, prop: PROP.json, val: JSON.stringify(config) },
        ],
      });
      return id;
    };
    const all = await store('Все');
    const half = await store('Половина', `[${s.int}] < 500`);
    const halfAgg = await store('Половина с агрегатом', `[${s.int}] < 500`, true);

    const timed = async (runs: number, body: Record<string, unknown>) => {
      const samples: number[] = [];
      for (let i = 0; i < runs + 1; i++) {
        const t = performance.now();
        const reply = await user.request('POST', '/api/semantic-search/run', body);
        if (reply.status !== 200) throw new Error(`run: ${reply.status} ${JSON.stringify(reply.body)}`);
        if (i >= 1) samples.push(performance.now() - t);
      }
      return summarize(samples);
    };
    step('first pages');
    const latency = [
      ['first page (50 rows), whole class, in name order', await timed(30, { searchId: all, limit: 50 })],
      ['first page, filter [score] < 500 (~50% of rows)', await timed(30, { searchId: half, limit: 50 })],
      [
        'first page, a column filter (score ≥ 990)',
        await timed(30, { searchId: all, limit: 50, filters: [{ code: 'score', value: 990, mode: 'ge' }] }),
      ],
      [
        'first page sorted by a property (weight), whole class',
        await timed(5, { searchId: all, limit: 50, sort: [{ code: 'weight', mode: 'asc' }] }),
      ],
      ['first page + avg over all ~50,000 matching rows', await timed(2, { searchId: halfAgg, limit: 50 })],
      [
        'first page sorted by the calculated column (~50,000 rows sorted in the server)',
        await timed(2, { searchId: half, limit: 50, sort: [{ code: 'sum', mode: 'desc' }] }),
      ],
    ] as const;

    step('export: .xlsx of the ~50,000-row search');
    global.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 20);
    const t = performance.now();
    const reply = await fetch(`${url}/api/semantic-search/${half}/xlsx`, {
      headers: { authorization: `Bearer ${user.credentials.token}` },
    });
    let bytes = 0;
    const reader = reply.body!.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.byteLength;
    const seconds = (performance.now() - t) / 1000;
    clearInterval(sampler);
    const rows = (
      (await user.request('POST', '/api/semantic-search/run', { searchId: half, limit: 1 })).body as {
        total: number;
      }
    ).total;

    console.log(`\n## Semantic search (${count(INSTANCES)} instances, ${count(load.values)} values)\n`);
    console.log(
      markdownTable(
        ['request', 'n', 'p50', 'p90', 'max'],
        latency.map(([label, x]) => [label, String(x.n), ms(x.p50), ms(x.p90), ms(x.max)]),
      ),
    );
    console.log(
      `\n${markdownTable(
        ['export', 'rows', 'size', 'time', 'RSS growth (peak)', 'heap growth (peak)'],
        [
          [
            `.xlsx (${reply.status})`,
            count(rows),
            `${(bytes / MB).toFixed(1)} MB`,
            `${seconds.toFixed(1)} s`,
            `${((peakRss - before.rss) / MB).toFixed(0)} MB`,
            `${((peakHeap - before.heapUsed) / MB).toFixed(0)} MB`,
          ],
        ],
      )}`,
    );
  } finally {
    await server.close();
    await temp.dispose();
  }
}

await main();
