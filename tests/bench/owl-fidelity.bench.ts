/**
 * OWL fidelity of real public vocabularies (issue 14 item 6): each file of tests/fixtures/vocabularies
 * imported through the real endpoint (a job), exported as Turtle, and compared as graphs
 * (tests/fixtures/vocabularies/round-trip.ts). Prints terms, axioms and triples kept per vocabulary.
 *
 *   node --import tsx tests/bench/owl-fidelity.bench.ts
 *
 * The server runs in this process on a fresh embedded store (or DATABASE_URL), as in import.bench.ts.
 */
import { roundTrip } from '../fixtures/vocabularies/round-trip.ts';
import { VOCABULARIES } from '../fixtures/vocabularies/vocabularies.ts';
import { withOntologyServer } from './ontology-server.ts';
import { markdownTable } from './stats.ts';

await withOntologyServer(async (url, user) => {
  const call = async (method: string, path: string, body?: unknown) => {
    const reply = await fetch(`${url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${user.credentials.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: reply.status, text: await reply.text() };
  };
  const rows: string[][] = [];
  for (const vocabulary of VOCABULARIES) {
    const f = await roundTrip(call, vocabulary);
    const c = f.counts;
    rows.push([
      f.name,
      `${c.classes} / ${c.objectProperties} / ${c.dataProperties} / ${c.individuals}`,
      String(f.axioms),
      String(f.triples),
      `${f.kept} (${((100 * f.kept) / f.triples).toFixed(2)} %)`,
      String(f.added),
      f.lost.length ? f.lost.map(([p, n]) => `${p.replace(/.*[#/]/, '')} ${n}`).join(', ') : '—',
      f.importSeconds.toFixed(1),
    ]);
  }
  console.log(`\n## OWL round trip of public vocabularies (${new Date().toISOString().slice(0, 10)})\n`);
  console.log(
    markdownTable(
      [
        'vocabulary',
        'classes / object p. / data p. / individuals',
        'axioms',
        'triples',
        'kept',
        'added',
        'lost',
        'import, s',
      ],
      rows,
    ),
  );
});
