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
import { withOntologyServer } from './ontology-server.ts';
import { markdownTable, ms, summarize } from './stats.ts';

const TERMS = Number(process.env.BENCH_TERMS ?? 2000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BASE = 'http://example.org/bench#';

/** The Turtle text of the ontology, and how many terms of each kind it holds. */
export function generateOntology(terms: number) {
  const classes = Math.round(terms * 0.1);
  const dataProps = Math.round(terms * 0.03);
  const objectProps = Math.round(terms * 0.02);
  const individuals = terms - classes - dataProps - objectProps;
  const types = ['string', 'integer', 'decimal', 'date'] as const;
  const value = (type: (typeof types)[number], n: number) =>
    type === 'string'
      ? `"значение ${n}"`
      : type === 'integer'
        ? `"${n}"^^xsd:integer`
        : type === 'decimal'
          ? `"${(n / 7).toFixed(3)}"^^xsd:decimal`
          : `"20${String(10 + (n % 15))}-0${1 + (n % 9)}-1${n % 10}"^^xsd:date`;
  const lines = [
    '@prefix : <http://example.org/bench#> .',
    '@prefix owl: <http://www.w3.org/2002/07/owl#> .',
    '@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .',
    '@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .',
    `<${BASE}> a owl:Ontology ; rdfs:label "Импорт ${terms}" .`,
  ];
  for (let c = 0; c < classes; c++) {
    const parent = c > 0 ? ` ; rdfs:subClassOf :C${Math.floor((c - 1) / 4)}` : '';
    lines.push(`:C${c} a owl:Class ; rdfs:label "Класс ${c}"@ru, "Class ${c}"@en${parent} .`);
  }
  for (let p = 0; p < dataProps; p++) {
    const type = types[p % types.length]!;
    lines.push(`:d${p} a owl:DatatypeProperty ; rdfs:label "свойство ${p}" ; rdfs:range xsd:${type} .`);
  }
  for (let p = 0; p < objectProps; p++) {
    // The first one links any individual to any other (every class descends from C0).
    const domain = p === 0 ? 0 : (p * 3) % classes;
    const range = p === 0 ? 0 : (p * 5 + 1) % classes;
    lines.push(
      `:o${p} a owl:ObjectProperty ; rdfs:label "связь ${p}" ; rdfs:domain :C${domain} ; rdfs:range :C${range} .`,
    );
  }
  for (let i = 0; i < individuals; i++) {
    const cls = i % classes;
    const d1 = i % dataProps;
    const d2 = (i + 1) % dataProps;
    const parts = [
      `:i${i} a owl:NamedIndividual, :C${cls}`,
      `rdfs:label "Индивид ${i}"`,
      `rdfs:comment "Описание индивида ${i}"`,
      `:d${d1} ${value(types[d1 % types.length]!, i)}`,
      `:d${d2} ${value(types[d2 % types.length]!, i + 1)}`,
      `:o0 :i${(i + 1) % individuals}`,
    ];
    lines.push(`${parts.join(' ; ')} .`);
  }
  return { text: lines.join('\n'), counts: { classes, dataProps, objectProps, individuals } };
}

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
