/**
 * The ontology's state document (`GET /api/ontology/:id/state`, what the map and the export read) for
 * the map bench's ontologies (ontology-map-seed.ts): "after a write" is the read right after another
 * change in the database (get_data's result cache is then empty, so every query runs), "warm" the same
 * read again. Prints p50/p90/max over 15 reads each.
 *
 *   node --import tsx tests/bench/ontology-state.bench.ts      # BENCH_NODES=2000,5000 by default
 */
import { randomUUID } from 'node:crypto';
import { CLASS } from '@ontobench/core/common';
import { seedMap } from './ontology-map-seed.ts';
import { withOntologyServer } from './ontology-server.ts';
import { markdownTable, ms, summarize } from './stats.ts';

const RUNS = 15;
const SIZES = (process.env.BENCH_NODES ?? '2000,5000').split(',').map(Number);

await withOntologyServer(async (_url, user) => {
  const rows: string[][] = [];
  for (const nodes of SIZES) {
    const { onto } = await seedMap(user, nodes);
    const read = async () => {
      const started = performance.now();
      const reply = await user.request('GET', `/api/ontology/${onto}/state`);
      if (reply.status !== 200) throw new Error(`state: ${reply.status} ${JSON.stringify(reply.body)}`);
      return performance.now() - started;
    };
    // A change elsewhere, as the map's own layout save is just before a second open.
    const write = () =>
      user.data({ act: 'set_data', data: [{ op: 'new', class: CLASS.Class, name: 'x', inst: randomUUID() }] });
    await read();
    const cold: number[] = [];
    const warm: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await write();
      cold.push(await read());
      warm.push(await read());
    }
    for (const [what, samples] of [
      ['after a write', cold],
      ['warm', warm],
    ] as const) {
      const s = summarize(samples);
      rows.push([String(nodes), what, ms(s.p50), ms(s.p90), ms(s.max)]);
    }
  }
  console.log(markdownTable(['nodes', 'read', 'p50, ms', 'p90, ms', 'max, ms'], rows));
});
