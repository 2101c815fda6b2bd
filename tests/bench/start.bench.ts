/**
 * Start-up and idle memory of the reference server on its embedded PostgreSQL, as `npm start` runs it.
 *
 *   node --import tsx tests/bench/start.bench.ts
 *
 * Env: BENCH_RUNS (default 3). Needs the built app (`npm run build`).
 *
 * For each run, in a new data folder: the first start (initdb, migrations, demo seeding and the
 * example ontology) until `GET /api/public/ping` answers, measured from the spawn of the process; then a
 * graceful stop and a restart on the same folder until ping answers; then 10 s idle and the memory of
 * the server process and of every PostgreSQL process (RSS, and PSS: shared pages divided among the
 * processes that share them, so the sum is not inflated by PostgreSQL's shared memory).
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { tempFolder } from '../../core/src/node/testing/temp-folder.ts';
import { freePort, startServerProcess } from '../support/server-process.ts';
import { markdownTable, summarize } from './stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function timedStart(port: number, dataDir: string) {
  const began = performance.now();
  const server = await startServerProcess(port, { ONTOBENCH_DATA_DIR: dataDir, ONTOBENCH_DEMO: 'on' });
  return { server, ms: performance.now() - began };
}

/** kB of a process: [RSS, PSS] from /proc. */
function memoryOf(pid: number): [number, number] {
  const field = (text: string, name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
  return [
    field(fs.readFileSync(`/proc/${pid}/status`, 'utf8'), 'VmRSS'),
    field(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'), 'Pss'),
  ];
}

/** The postmaster named in the cluster's pid file and its children. */
function postgresPids(dataDir: string): number[] {
  const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    });
  return [postmaster, ...children];
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(repoRoot, 'dist/web/index.html'))) throw new Error('Build the app first: npm run build');
  const first: number[] = [];
  const restart: number[] = [];
  const memory: string[][] = [];
  for (let run = 1; run <= RUNS; run++) {
    const root = tempFolder('ontobench-start-bench-');
    const dataDir = path.join(root, 'data');
    const port = await freePort();
    try {
      const created = await timedStart(port, dataDir);
      first.push(created.ms);
      await created.server.stop();
      const again = await timedStart(port, dataDir);
      restart.push(again.ms);
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      const [nodeRss, nodePss] = memoryOf(again.server.child.pid!);
      const pg = postgresPids(dataDir).map(memoryOf);
      const pgRss = pg.reduce((sum, [rss]) => sum + rss, 0);
      const pgPss = pg.reduce((sum, [, pss]) => sum + pss, 0);
      const mb = (kb: number) => (kb / 1024).toFixed(0);
      memory.push([String(run), mb(nodeRss), mb(pgRss), String(pg.length), mb(nodePss + pgPss), mb(nodeRss + pgRss)]);
      await again.server.stop();
      console.log(`run ${run}: first start ${created.ms.toFixed(0)} ms, restart ${again.ms.toFixed(0)} ms`);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
      fs.rmSync(`${dataDir}.ontobench.json`, { force: true });
    }
  }
  const row = (label: string, samples: number[]) => {
    const s = summarize(samples);
    return [label, String(samples.length), s.p50.toFixed(0), s.max.toFixed(0)];
  };
  console.log(`\n## Start until ping answers (ms, from the spawn of the process)\n`);
  console.log(
    markdownTable(
      ['start', 'runs', 'p50', 'max'],
      [row('first, with demo seeding', first), row('restart on the same folder', restart)],
    ),
  );
  console.log(`\n## Memory after 10 s idle, demo data loaded (MB)\n`);
  console.log(
    markdownTable(
      ['run', 'server RSS', 'PostgreSQL RSS (sum)', 'PostgreSQL processes', 'all, PSS', 'all, RSS sum'],
      memory,
    ),
  );
}

await main();
