import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS } from '@ontobench/core/common';
import type { UserContext } from '@ontobench/core/node';
import diagrams from '@ontobench/ext-diagrams/node';
import type { DiagramDto, DiagramSummary, ExecutableReply } from '../../extensions/diagrams/src/common/diagram/api.ts';
import { listOf, parseBpmn, type ModdleElement } from '../../extensions/diagrams/src/common/diagram/bpmn.ts';
import { SYLLABUS_BINDINGS, SYLLABUS_PROCESS_NAME } from '../../extensions/diagrams/src/node/demo/syllabus-process.ts';
import { BOB, startTestServer, type Client, type TestServer } from './harness.ts';

/**
 * Issue 17 item 8: "demo diagrams (a 30-element BPMN process bound to the demo ontology …)", seeded as the
 * reference server seeds its demo: the classes found by name, as in the sample ontology; nothing written
 * without them.
 */
const userOf = (client: Client): UserContext => ({
  id: client.userId,
  name: 'Бобров Борис',
  email: BOB,
  isAdmin: false,
  isBetaTester: false,
  app: 'onto',
});

async function json<T>(reply: Response, status = 200): Promise<T> {
  const text = await reply.text();
  expect(reply.status, text.slice(0, 500)).toBe(status);
  return JSON.parse(text) as T;
}

const listOfBob = async (bob: Client) =>
  (await json<{ diagrams: DiagramSummary[] }>(await bob.request('GET', '/api/diagrams'))).diagrams;

describe('issue 17 item 8: the demo BPMN process over the demo ontology', () => {
  let t: TestServer;
  let bob: Client;
  const classes = new Map<string, string>();

  beforeAll(async () => {
    t = await startTestServer([diagrams]);
    bob = await t.signIn(BOB);
    for (const name of new Set(Object.values(SYLLABUS_BINDINGS))) classes.set(name, randomUUID());
    const reply = await bob.data({
      act: 'set_data',
      data: [...classes].map(([name, inst]) => ({ op: 'new', class: CLASS.Class, name, inst })),
    });
    expect(reply.status).toBe(200);
    await t.server.seedExtensions(userOf(bob));
  }, 120_000);
  afterAll(() => t?.close());

  it('is there in two versions: a draft and the one sent for approval', async () => {
    const family = (await listOfBob(bob)).filter((d) => d.name === SYLLABUS_PROCESS_NAME);
    expect(family.map((d) => [d.versionNumber, d.stage]).sort()).toEqual([
      [1, 'черновик'],
      [2, 'на согласовании'],
    ]);
    const [v1, v2] = family.sort((a, b) => a.versionNumber - b.versionNumber);
    expect(v2).toMatchObject({ rootVersion: v1!.id, sourceVersion: v1!.id, access: 'edit' });
  });

  it('has at least 30 elements — tasks, gateways, events, flows — each drawn, in a pool with lanes', async () => {
    const summary = (await listOfBob(bob)).find((d) => d.name === SYLLABUS_PROCESS_NAME && d.versionNumber === 1)!;
    const diagram = await json<DiagramDto>(await bob.request('GET', `/api/diagrams/${summary.id}`));
    const { definitions } = await parseBpmn(diagram.xml);
    const process = listOf(definitions, 'rootElements').find((e) => e.$type === 'bpmn:Process')!;
    const elements = listOf(process, 'flowElements');
    expect(elements.length).toBeGreaterThanOrEqual(30);
    const types = new Set(elements.map((e) => e.$type));
    for (const type of [
      'bpmn:StartEvent',
      'bpmn:EndEvent',
      'bpmn:BoundaryEvent',
      'bpmn:UserTask',
      'bpmn:ServiceTask',
      'bpmn:SendTask',
      'bpmn:ParallelGateway',
      'bpmn:ExclusiveGateway',
      'bpmn:SequenceFlow',
    ])
      expect(types, type).toContain(type);
    const drawn = new Set(
      listOf(listOf(definitions, 'diagrams')[0]!.plane as ModdleElement, 'planeElement').map(
        (s) => (s.bpmnElement as ModdleElement).id,
      ),
    );
    for (const element of elements) expect(drawn, element.id).toContain(element.id);
    expect(listOf(listOf(process, 'laneSets')[0], 'lanes').map((l) => l.name)).toEqual([
      'Преподаватель',
      'Кафедра',
      'Учебно-методический отдел',
    ]);
  });

  it("its tasks are bound to the demo ontology's classes, and it runs on a process engine as it is", async () => {
    const summary = (await listOfBob(bob)).find((d) => d.name === SYLLABUS_PROCESS_NAME && d.versionNumber === 2)!;
    const diagram = await json<DiagramDto>(await bob.request('GET', `/api/diagrams/${summary.id}`));
    expect(diagram.elements).toHaveLength(Object.keys(SYLLABUS_BINDINGS).length);
    for (const binding of diagram.elements) {
      expect(binding.objectId).toBe(classes.get(SYLLABUS_BINDINGS[binding.elementId]!));
      expect(diagram.xml).toContain(`id="${binding.elementId}"`);
    }
    const exported = await json<ExecutableReply>(await bob.request('GET', `/api/diagrams/${summary.id}/executable`));
    expect(exported.processId).toBe('Process_Syllabus');
  });
});

describe('issue 17 item 8: without the sample ontology', () => {
  let t: TestServer;
  let bob: Client;
  beforeAll(async () => {
    t = await startTestServer([diagrams]);
    bob = await t.signIn(BOB);
    await t.server.seedExtensions(userOf(bob));
  }, 120_000);
  afterAll(() => t?.close());

  it('no BPMN demo diagram is written', async () => {
    expect((await listOfBob(bob)).filter((d) => d.name === SYLLABUS_PROCESS_NAME)).toEqual([]);
  });

  it('the review process of issue 19 item 8 is written anyway: code document-review, executable, once', async () => {
    const review = (await listOfBob(bob)).filter((d) => d.name === 'Согласование документа');
    expect(review).toHaveLength(1);
    const diagram = await json<DiagramDto>(await bob.request('GET', `/api/diagrams/${review[0]!.id}`));
    expect(diagram.code).toBe('document-review');
    const exported = await json<ExecutableReply>(await bob.request('GET', `/api/diagrams/${review[0]!.id}/executable`));
    expect(exported.processId).toBe('document-review');
    expect(exported.xml).toContain(`camunda:assignee="${BOB}"`);
  });
});
