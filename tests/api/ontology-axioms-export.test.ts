import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ontologyExtension from '@ontobench/ext-ontology/node';
import type { OntologyState } from '@ontobench/ext-ontology/common';
import { EXPORT_WARNINGS_HEADER, type ExportWarnings } from '../../extensions/ontology/src/common/exchange.ts';
import { ALICE, startTestServer, type Client, type TestServer } from './harness.ts';

/**
 * Issue 14 (helper "links"): axioms about a term deleted in the editor are no longer exported, and the
 * export says so in its warnings; axioms about what the model never held (an annotation property) stay.
 */
let t: TestServer;
let alice: Client;

const TTL = `@prefix : <http://example.org/shop#> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
<http://example.org/shop> a owl:Ontology .
:note a owl:AnnotationProperty .
:Keep a owl:Class ; :note "kept" ; rdfs:seeAlso <http://x.org/keep> .
:Old a owl:Class ; :note "about the old one" ; rdfs:seeAlso <http://x.org/old> ;
  rdfs:subClassOf [ a owl:Restriction ; owl:onProperty :sells ; owl:someValuesFrom :Keep ] .
:sells a owl:ObjectProperty .
`;

beforeAll(async () => {
  t = await startTestServer([ontologyExtension]);
  alice = await t.signIn(ALICE);
}, 60_000);
afterAll(() => t?.close());

async function exportTurtle(id: string) {
  const reply = await alice.request('GET', `/api/ontology/${id}/export?format=turtle`);
  expect(reply.status).toBe(200);
  const header = reply.headers.get(EXPORT_WARNINGS_HEADER);
  return { ttl: await reply.text(), warnings: JSON.parse(decodeURIComponent(header ?? '')) as ExportWarnings };
}

describe('export of the axioms of a term deleted in the editor', () => {
  it('are left out (the restriction on it too) and named in the warnings; the rest stays', async () => {
    const imported = await alice.request('POST', '/api/ontology/import', {
      text: TTL,
      format: 'turtle',
      name: 'Лавка',
    });
    expect(imported.status).toBe(200);
    const { ontologyId } = (await imported.json()) as { ontologyId: string };
    const before = await exportTurtle(ontologyId);
    expect(before.warnings).toEqual({});
    expect(before.ttl).toContain('about the old one');
    expect(before.ttl).toContain('owl:someValuesFrom');

    const state = (await (await alice.request('GET', `/api/ontology/${ontologyId}/state`)).json()) as OntologyState;
    const old = state.classes.find((c) => c.iri === 'http://example.org/shop#Old')!;
    const deleted = await alice.data({ act: 'set_data', data: [{ op: 'del', inst: old.id, del_force: true }] });
    expect(deleted.status).toBe(200);

    const after = await exportTurtle(ontologyId);
    expect(after.ttl).not.toContain(':Old');
    expect(after.ttl).not.toContain('about the old one');
    expect(after.ttl).not.toContain('http://x.org/old');
    expect(after.ttl).not.toContain('owl:Restriction');
    expect(after.ttl).not.toContain('owl:someValuesFrom');
    // What the model never held keeps its axioms, and so do the terms still there.
    expect(after.ttl).toMatch(/:note a owl:AnnotationProperty/);
    expect(after.ttl).toContain('"kept"');
    expect(after.ttl).toContain('http://x.org/keep');
    // :Old's own three statements (note, seeAlso, subClassOf) and the restriction's three.
    expect(after.warnings).toEqual({
      droppedAxioms: { statements: 6, terms: 1, iris: ['http://example.org/shop#Old'] },
    });
    // The stored axioms are unchanged: the export decides, so the term's axioms would return with it.
    const stored = (await (await alice.request('GET', `/api/ontology/${ontologyId}/state`)).json()) as OntologyState;
    expect(stored.ontology.axioms).toContain('about the old one');
  });
});
