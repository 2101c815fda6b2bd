import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ontologyExtension from '@ontobench/ext-ontology/node';
import { ONTO_CLASS, ONTO_PROP, type OntologyState } from '@ontobench/ext-ontology/common';
import { buildOntologyGraph } from '../../extensions/ontology/src/common/maps/graph.ts';
import { parseMapLayout, type Positions } from '../../extensions/ontology/src/common/maps/layout-doc.ts';
import { ALICE, startTestServer, type Client, type TestServer } from './harness.ts';

/**
 * An imported ontology's map is laid out at the import (docs/ontology-maps.md, "Laid out at import"): its
 * first open draws on stored positions instead of laying 2,000 nodes out in the browser. An import into
 * an existing ontology places the new terms and leaves the stored positions where they were.
 */
let t: TestServer;
let alice: Client;

const PREFIXES =
  '@prefix : <http://l.org/x#> . @prefix owl: <http://www.w3.org/2002/07/owl#> . @prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .';

beforeAll(async () => {
  t = await startTestServer([ontologyExtension]);
  alice = await t.signIn(ALICE);
}, 60_000);
afterAll(() => t?.close());

async function importTtl(body: Record<string, unknown>): Promise<string> {
  const reply = await alice.request('POST', '/api/ontology/import', { format: 'turtle', ...body });
  expect(reply.status, await reply.clone().text()).toBe(200);
  return ((await reply.json()) as { ontologyId: string }).ontologyId;
}

async function storedPositions(id: string): Promise<Positions> {
  const reply = await alice.data({
    act: 'get_data',
    class: ONTO_CLASS.Ontology,
    filter: `[id] = '${id}'`,
    fields: [{ prop: ONTO_PROP.mapLayout }],
  });
  const { rows } = (await reply.json()) as { rows: { prop: string; val: string }[] };
  return parseMapLayout(rows.filter((r) => r.prop === ONTO_PROP.mapLayout).map((r) => r.val));
}

async function mapNodes(id: string): Promise<string[]> {
  const state = (await (await alice.request('GET', `/api/ontology/${id}/state`)).json()) as OntologyState;
  return buildOntologyGraph(state).nodes.map((n) => n.id);
}

describe('the map of an imported ontology', () => {
  it('is laid out and stored by the import: every node the map draws has a position, none two alike', async () => {
    const classes = Array.from(
      { length: 30 },
      (_, i) => `:C${i} a owl:Class ; rdfs:subClassOf :C${Math.floor(i / 3)} .`,
    );
    const people = Array.from({ length: 40 }, (_, i) => `:p${i} a :C${i % 30} .`);
    const id = await importTtl({ text: [PREFIXES, ':C0 a owl:Class .', ...classes.slice(1), ...people].join('\n') });
    const nodes = await mapNodes(id);
    expect(nodes.length).toBeGreaterThanOrEqual(70);
    const stored = await storedPositions(id);
    expect(Object.keys(stored).sort()).toEqual([...nodes].sort());
    expect(new Set(Object.values(stored).map((p) => `${p.x},${p.y}`)).size).toBe(nodes.length);
  });

  it('an import into a laid-out ontology places the new terms and moves none of the stored ones', async () => {
    const id = await importTtl({ text: `${PREFIXES}\n:A a owl:Class .\n:B a owl:Class ; rdfs:subClassOf :A .` });
    const before = await storedPositions(id);
    expect(Object.keys(before)).toHaveLength(2);
    await importTtl({ text: `${PREFIXES}\n:N a owl:Class .`, target: id });
    const after = await storedPositions(id);
    expect(Object.keys(after).sort()).toEqual((await mapNodes(id)).sort());
    expect(Object.keys(after)).toHaveLength(3);
    for (const [node, p] of Object.entries(before)) expect(after[node]).toEqual(p);
  });
});
