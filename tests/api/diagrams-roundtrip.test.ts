import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import diagrams from '@ontobench/ext-diagrams/node';
import type { DiagramDto } from '../../extensions/diagrams/src/common/diagram/api.ts';
import { parseBpmn, writeBpmn, type ModdleElement } from '../../extensions/diagrams/src/common/diagram/bpmn.ts';
import { ALICE, startTestServer, type Client, type TestServer } from './harness.ts';

/**
 * Issue 17 item 1: "import of a `.bpmn` file from Camunda Modeler or any BPMN 2.0 tool (round-trip without
 * loss: a test imports real-world BPMN files and exports them equal)". The files in tests/fixtures/bpmn
 * are shaped like real exports: Camunda Modeler 5 for Camunda 7 (`camunda:`) and Camunda 8 (`zeebe:`),
 * Signavio (default namespace, `omgdc:`/`omgdi:`, a collaboration with lanes, message flows, data objects
 * and stores, a group, a text annotation), bpmn.io (sub-process drill-down planes, a transaction with
 * compensation, an event sub-process, link and conditional events, `bioc:` and `color:` colours).
 *
 * Export is bpmn-moddle's, as the editor's (bpmn-js `saveXML`): the XML is parsed and written back, then
 * both are compared as models — every element, attribute (known or foreign), extension element, body text
 * and reference — since a writer may legitimately reorder namespace declarations or re-indent.
 */
const DIR = new URL('../fixtures/bpmn/', import.meta.url);
let files: { name: string; xml: string }[];

/** A model as plain data: type, own properties (references by id), foreign attributes, sorted keys. */
function canonical(value: unknown, asReference = false): unknown {
  if (Array.isArray(value)) return value.map((v) => canonical(v, asReference));
  if (typeof value !== 'object' || value === null) return value;
  const element = value as ModdleElement & {
    $descriptor?: { properties?: { name: string; isReference?: boolean; default?: unknown }[] };
  };
  if (asReference) return `#${element.id ?? '?'}`;
  const properties = new Map((element.$descriptor?.properties ?? []).map((p) => [p.name, p]));
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(element).sort()) {
    if (key === '$parent') continue;
    // A value written out that equals the schema's default is the same model (the writer leaves it out).
    const property = properties.get(key);
    if (property && 'default' in property && property.default === (element as Record<string, unknown>)[key]) continue;
    out[key] = canonical((element as Record<string, unknown>)[key], property?.isReference === true);
  }
  const attrs = Object.entries(element.$attrs ?? {}).sort(([a], [b]) => a.localeCompare(b));
  if (attrs.length > 0) out.$attrs = Object.fromEntries(attrs);
  return out;
}

/** Every element type and foreign attribute name of a model, to prove the fixtures cover what they claim. */
function inventory(definitions: ModdleElement): Set<string> {
  const seen = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (typeof value !== 'object' || value === null) return;
    const el = value as ModdleElement;
    if (typeof el.$type === 'string') seen.add(el.$type);
    for (const name of Object.keys(el.$attrs ?? {})) seen.add(`@${name}`);
    for (const key of Object.keys(el)) if (key !== '$parent' && !key.endsWith('Ref')) walk(el[key]);
  };
  walk(definitions);
  return seen;
}

beforeAll(async () => {
  const names = (await readdir(DIR)).filter((n) => n.endsWith('.bpmn')).sort();
  files = await Promise.all(names.map(async (name) => ({ name, xml: await readFile(new URL(name, DIR), 'utf8') })));
});

describe('issue 17 item 1: real-world BPMN files import and export equal', () => {
  it('there are at least four fixtures from at least three tools', () => {
    expect(files.length).toBeGreaterThanOrEqual(4);
    const tools = new Set(files.map((f) => /exporter="([^"(,]+)/.exec(f.xml)?.[1]?.trim()));
    expect(tools.size).toBeGreaterThanOrEqual(3);
  });

  it('every fixture: parse, write back, parse again — the same model', async () => {
    for (const { name, xml } of files) {
      const first = await parseBpmn(xml);
      const written = await writeBpmn(first.moddle, first.definitions);
      const second = await parseBpmn(written);
      expect(canonical(second.definitions), name).toEqual(canonical(first.definitions));
      // And once more: what we write is stable.
      expect(await writeBpmn(second.moddle, second.definitions), name).toBe(written);
    }
  });

  it('the fixtures carry what the issue names: extensions, collaboration, lanes, message flows, boundary events, data, annotations', async () => {
    const all = new Set<string>();
    for (const { xml } of files) for (const t of inventory((await parseBpmn(xml)).definitions)) all.add(t);
    for (const type of [
      'camunda:inputOutput',
      'zeebe:taskDefinition',
      'zeebe:assignmentDefinition',
      'signavio:signavioMetaData',
      'bpmn:Collaboration',
      'bpmn:Participant',
      'bpmn:Lane',
      'bpmn:MessageFlow',
      'bpmn:BoundaryEvent',
      'bpmn:DataObjectReference',
      'bpmn:DataStoreReference',
      'bpmn:TextAnnotation',
      'bpmn:Group',
      'bpmn:Transaction',
      'bpmn:SubProcess',
      'bpmn:CallActivity',
      'bpmn:EventBasedGateway',
      'bpmn:InclusiveGateway',
      '@camunda:assignee',
    ])
      expect(all, type).toContain(type);
    // Colours (bpmn-js's `bioc:` and the OMG's `color:`) are known to bpmn-moddle and written back.
    const bpmnio = files.find((f) => f.name.startsWith('bpmnio'))!;
    const { moddle, definitions } = await parseBpmn(bpmnio.xml);
    const written = await writeBpmn(moddle, definitions);
    for (const piece of ['bioc:fill="#bbdefb"', 'color:background-color="#c8e6c9"', 'color:color="#43a047"'])
      expect(written).toContain(piece);
  });

  it('a foreign extension the model does not know is kept word for word', async () => {
    const zeebe = files.find((f) => f.name.startsWith('camunda8'))!;
    const { moddle, definitions } = await parseBpmn(zeebe.xml);
    const written = await writeBpmn(moddle, definitions);
    for (const piece of [
      '<zeebe:taskDefinition type="invoice-ocr" retries="5" />',
      '<zeebe:assignmentDefinition assignee="=approver" candidateGroups="finance, managers" />',
      '<zeebe:header key="language" value="rus" />',
      'modeler:executionPlatform="Camunda Cloud"',
    ])
      expect(written).toContain(piece);
  });
});

describe('issue 17 item 1: saving through the API loses nothing', () => {
  let t: TestServer;
  let alice: Client;
  beforeAll(async () => {
    t = await startTestServer([diagrams]);
    alice = await t.signIn(ALICE);
  }, 120_000);
  afterAll(() => t?.close());

  it('every fixture saved (create, then PUT of its re-export) reads back character for character', async () => {
    for (const { name, xml } of files) {
      const made = (await (await alice.request('POST', '/api/diagrams', { name, xml })).json()) as DiagramDto;
      expect(made.xml, name).toBe(xml);
      const { moddle, definitions } = await parseBpmn(xml);
      const exported = await writeBpmn(moddle, definitions);
      const reply = await alice.request('PUT', `/api/diagrams/${made.id}`, { xml: exported });
      expect(reply.status, name).toBe(200);
      const read = (await (await alice.request('GET', `/api/diagrams/${made.id}`)).json()) as DiagramDto;
      expect(read.xml, name).toBe(exported);
    }
  });

  it('a diagram longer than one stored piece (50,000 characters) comes back whole', async () => {
    const big = files[0]!.xml.replace(
      '</bpmn:definitions>',
      `<!-- ${'Длинный комментарий; '.repeat(12_000)} --></bpmn:definitions>`,
    );
    expect(big.length).toBeGreaterThan(200_000);
    const made = (await (
      await alice.request('POST', '/api/diagrams', { name: 'Большая', xml: big })
    ).json()) as DiagramDto;
    expect(made.xml).toBe(big);
  });
});
