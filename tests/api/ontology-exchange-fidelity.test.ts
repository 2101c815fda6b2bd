import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ontologyExtension from '@ontobench/ext-ontology/node';
import { roundTrip, type Call, type RoundTrip } from '../fixtures/vocabularies/round-trip.ts';
import { VOCABULARIES, type Vocabulary } from '../fixtures/vocabularies/vocabularies.ts';
import { ALICE, startTestServer, type TestServer } from './harness.ts';

/**
 * Issue 14 item 6, OWL fidelity: real public vocabularies (tests/fixtures/vocabularies, read from disk)
 * imported through the real endpoint and exported as Turtle keep at least 99 % of their triples
 * (compared as graphs, blank nodes by their canonical subtree), and what is lost is in the warnings.
 */
let t: TestServer;
let call: Call;

beforeAll(async () => {
  t = await startTestServer([ontologyExtension]);
  const alice = await t.signIn(ALICE);
  call = async (method, path, body) => {
    const reply = await alice.request(method, path, body);
    return { status: reply.status, text: await reply.text() };
  };
}, 60_000);

afterAll(() => t?.close());

/** Each vocabulary is imported once (schema.org takes a while); the tests read the figures. */
const done = new Map<Vocabulary, RoundTrip>();
async function figuresOf(vocabulary: Vocabulary): Promise<RoundTrip> {
  const known = done.get(vocabulary);
  if (known) return known;
  const figures = await roundTrip(call, vocabulary);
  done.set(vocabulary, figures);
  return figures;
}

describe('OWL round trip of public vocabularies (import, then Turtle export)', () => {
  for (const vocabulary of VOCABULARIES) {
    it(`${vocabulary.name}: at least 99 % of the triples come back`, { timeout: 300_000 }, async () => {
      const figures = await figuresOf(vocabulary);
      const lostText = figures.lost.map(([p, n]) => `${p}: ${n}`).join(', ');
      expect(figures.kept / figures.triples, `lost: ${lostText}`).toBeGreaterThanOrEqual(0.99);
      // Whatever is lost is named in the warnings, by predicate.
      for (const [predicate] of figures.lost) expect(figures.warnings.join('\n')).toContain(predicate);
    });
  }

  it('schema.org: its properties, typed only rdf:Property with domainIncludes/rangeIncludes, are properties', async () => {
    const figures = await figuresOf(VOCABULARIES.find((v) => v.name.startsWith('schema.org'))!);
    expect(figures.counts.objectProperties! + figures.counts.dataProperties!).toBeGreaterThan(1400);
    expect(figures.counts.classes).toBeGreaterThan(800);
  });

  it('Pizza: restrictions, unions and disjoint classes are kept as axioms', async () => {
    const figures = await figuresOf(VOCABULARIES.find((v) => v.name === 'Pizza')!);
    expect(figures.axioms).toBeGreaterThan(3000);
  });
});
