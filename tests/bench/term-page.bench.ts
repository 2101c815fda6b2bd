/**
 * The term page's answer (`ontology.explore.term`) now that every linked term names its ontologies
 * (issue 14 item 3, node/explore/term-ontologies.ts): a class card listing 50 instances, and an
 * individual with 40 links to individuals of 10 classes (the look-ups through the store index), each
 * term in two ontologies. Prints the answer's latency over 30 calls each.
 *
 *   node --import tsx tests/bench/term-page.bench.ts
 */
import { randomUUID } from 'node:crypto';
import { CLASS, PROP } from '@ontobench/core/common';
import { ONTO_CLASS, ONTO_PROP } from '@ontobench/ext-ontology/common';
import { EXPLORE_PROCEDURES, type TermView } from '../../extensions/ontology/src/common/explore.ts';
import { withOntologyServer } from './ontology-server.ts';
import { markdownTable, ms, summarize } from './stats.ts';

const RUNS = 30;

await withOntologyServer(async (_url, user) => {
  const [a, b, hub, link] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const classes = Array.from({ length: 10 }, () => randomUUID());
  const members = (inst: string) => [a, b].map((val) => ({ op: 'add', inst, prop: ONTO_PROP.ontology, val }));
  const ops: object[] = [
    { op: 'new', class: ONTO_CLASS.Ontology, name: 'А', inst: a },
    { op: 'new', class: ONTO_CLASS.Ontology, name: 'Б', inst: b },
    ...classes.flatMap((c, i) => [{ op: 'new', class: CLASS.Class, name: `Класс ${i}`, inst: c }, ...members(c)]),
    { op: 'new', class: CLASS.ObjectProperty, name: 'связан', inst: link },
    { op: 'upd', inst: link, prop: PROP.domain, val: [classes[0]!] },
    { op: 'upd', inst: link, prop: PROP.range, val: classes },
    { op: 'upd', inst: link, prop: PROP.multiple, val: true },
  ];
  ops.push({ op: 'new', class: classes[0]!, name: 'Узел', inst: hub }, ...members(hub));
  for (let i = 0; i < 50; i++) {
    const inst = randomUUID();
    ops.push({ op: 'new', class: classes[i % 10]!, name: `Экземпляр ${i}`, inst }, ...members(inst));
    if (i < 40) ops.push({ op: 'add', inst: hub, prop: link, val: inst });
  }
  await user.data({ act: 'set_data', data: ops });
  const term = async (id: string) => {
    const reply = await user.request('POST', '/api/execute', { procedure: EXPLORE_PROCEDURES.term, payload: { id } });
    if (reply.status !== 200) throw new Error(`term ${id}: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.body as TermView;
  };
  const rows: string[][] = [];
  for (const [what, id] of [
    ['class card listing its 6 instances', classes[0]!],
    ['individual with 40 links to 10 classes', hub],
  ] as const) {
    const view = await term(id);
    const named = [...view.usage.items, ...view.outgoing.map((o) => o.target)].filter((r) => r.ontologies?.length);
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await term(id);
      samples.push(performance.now() - started);
    }
    const s = summarize(samples);
    rows.push([what, String(named.length), ms(s.p50), ms(s.p90), ms(s.max)]);
  }
  console.log(
    markdownTable(['term page', 'linked terms named with ontologies', 'p50, ms', 'p90, ms', 'max, ms'], rows),
  );
});
