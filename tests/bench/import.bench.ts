/**
 * Benchmark of an ontology import: a generated OWL ontology of 2,000 terms (Turtle) through the real
 * endpoint `POST /api/ontology/import` (a job the request waits for), as an ordinary user, on a fresh store.
 *
 *   node --import tsx tests/bench/import.bench.ts
 *
 * Env: BENCH_TERMS (default 2000), BENCH_RUNS (default 3: imports of the same file, each a new ontology),
 * BENCH_VOCABULARY (a name of tests/fixtures/vocabularies, e.g. `schema.org 30.0`: that real file instead),
 * DATABASE_URL (run on that PostgreSQL, in a throwaway schema, instead of a fresh embedded cluster).
 *
 * The ontology: 10 % classes (a tree, four children a class), 3 % data properties (string, integer,
 * real, date in turn), 2 % object properties (domain and range among the classes), the rest individuals,
 * each with a label, a comment, two data values and one link to the next individual. The server runs in
 * this process (createServer with the ontology extension, 127.0.0.1, port 0).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { readVocabulary, VOCABULARIES } from '../fixtures/vocabularies/vocabularies.ts';
import { generateOntology } from './ontology-turtle.ts';
import { withOntologyServer } from './ontology-server.ts';
import { markdownTable, ms, summarize } from './stats.ts';

const TERMS = Number(process.env.BENCH_TERMS ?? 2000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

await withOntologyServer(async (_url, user) => {
  const vocabulary = VOCABULARIES.find((v) => v.name === process.env.BENCH_VOCABULARY);
  if (process.env.BENCH_VOCABULARY && !vocabulary) throw new Error(`no vocabulary ${process.env.BENCH_VOCABULARY}`);
  const { text, counts } = vocabulary ? { text: readVocabulary(vocabulary), counts: null } : generateOntology(TERMS);
  const seconds: number[] = [];
  let reply: { counts: Record<string, number>; warnings: string[] } | null = null;
  // The import runs as a job (`deferred`); polling its status every 100 ms is also the "other request"
  // whose answer time shows whether the import holds the server up.
  const slowestPoll: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const t = performance.now();
    const response = await user.request('POST', '/api/ontology/import', {
      text,
      format: vocabulary?.format ?? 'turtle',
      name: `Импорт ${run + 1}`,
      deferred: true,
    });
    if (response.status !== 200) throw new Error(`import: ${response.status} ${JSON.stringify(response.body)}`);
    const job = `/api/data/requests/${(response.body as { requestId: string }).requestId}`;
    let slowest = 0;
    for (;;) {
      const asked = performance.now();
      const status = (await user.request('GET', `${job}/status`)).body as { status: string };
      slowest = Math.max(slowest, performance.now() - asked);
      if (status.status !== 'pending') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    seconds.push((performance.now() - t) / 1000);
    slowestPoll.push(slowest);
    const result = await user.request('GET', `${job}/result`);
    if (result.status !== 200) throw new Error(`import: ${result.status} ${JSON.stringify(result.body)}`);
    reply = result.body as typeof reply;
  }
  const s = summarize(seconds);
  const imported = reply!.counts;
  const total = Object.values(imported).reduce((a, b) => a + b, 0);
  if (!vocabulary && total !== TERMS) throw new Error(`import: ${total} terms imported, ${TERMS} generated`);
  const title = vocabulary ? `${vocabulary.name}, ${total} terms` : `a ${TERMS}-term ontology`;
  console.log(`\n## Import of ${title} (${vocabulary?.format ?? 'turtle'}, ${(text.length / 1024).toFixed(0)} KB)\n`);
  console.log(
    markdownTable(
      ['item', 'value'],
      [
        ['date', new Date().toISOString().slice(0, 10)],
        ['CPU', `${os.availableParallelism()} × ${os.cpus()[0]?.model ?? 'unknown'}`],
        [
          'load average before',
          os
            .loadavg()
            .map((x) => x.toFixed(2))
            .join(' '),
        ],
        [
          'terms',
          counts
            ? `${counts.classes} classes, ${counts.dataProps} data properties, ${counts.objectProps} object properties, ${counts.individuals} individuals`
            : JSON.stringify(imported),
        ],
        ['warnings', String(reply!.warnings.length)],
        ['runs', String(s.n)],
        ['seconds, each run', seconds.map((x) => x.toFixed(2)).join(', ')],
        ['seconds, p50 / max', `${ms(s.p50)} / ${ms(s.max)}`],
        ['slowest status answer during each import, ms', slowestPoll.map((x) => x.toFixed(0)).join(', ')],
      ],
    ),
  );
});
