import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import { defineServerExtension, ONTOLOGY_DIFF, unrestrictedReader, type ServerExtension } from '@ontobench/sdk/node';
import ontologyExtension from '@ontobench/ext-ontology/node';
import { ONTO_CLASS, ONTO_PROP } from '@ontobench/ext-ontology/common';
import type { OntologyCheckReport } from '../../extensions/education/src/common/work/ontology-check.ts';
import { checkAgainstReference } from '../../extensions/education/src/node/work/ontology-check.ts';
import { ALICE, BOB, startTestServer, type Client, type TestServer } from './harness.ts';

/**
 * Issue 20 item 4: an ontology task is checked against the unit's reference model "using the ontology
 * diff" — the ontology area's `ONTOLOGY_DIFF` service over two real stored ontologies. A probe extension
 * calls the education area's check as its submit does (the unrestricted reader: the student may not read
 * the reference). The submit itself is tested in edu-flows.test.ts.
 */
const probe = (id: string): ServerExtension =>
  defineServerExtension({
    id,
    version: '0.0.1',
    optional: [ONTOLOGY_DIFF],
    start(ctx) {
      ctx.route('POST', `${id}/check`, async (request) => {
        await request.user();
        const body = request.body as { reference: string | null; student: string | null; clsProps: boolean };
        return checkAgainstReference(ctx, unrestrictedReader(ctx.data), {
          referenceModel: body.reference,
          studentOntology: body.student,
          checkClsProps: body.clsProps,
          checkProps: true,
          mark: 10,
        });
      });
    },
  });

/** An ontology with classes (name → parent names) and properties (name → domain class names), as `who`. */
async function ontology(who: Client, classes: Record<string, string[]>, props: Record<string, string[]>) {
  const onto = randomUUID();
  const ids = new Map(Object.keys(classes).map((name) => [name, randomUUID()]));
  const ops: unknown[] = [{ op: 'new', class: ONTO_CLASS.Ontology, name: `Онтология ${onto.slice(0, 4)}`, inst: onto }];
  const member = (inst: string) => ({ op: 'add', inst, prop: ONTO_PROP.ontology, val: onto });
  for (const [name, parents] of Object.entries(classes)) {
    const inst = ids.get(name)!;
    ops.push({ op: 'new', class: CLASS.Class, name, inst }, member(inst));
    for (const parent of parents) ops.push({ op: 'add', inst, prop: PROP.parentClass, val: ids.get(parent) });
  }
  for (const [name, domain] of Object.entries(props)) {
    const inst = randomUUID();
    ops.push({ op: 'new', class: CLASS.DataProperty, name, inst }, member(inst));
    ops.push({ op: 'upd', inst, prop: PROP.baseType, val: 'string' });
    for (const d of domain) ops.push({ op: 'add', inst, prop: PROP.domain, val: ids.get(d) });
  }
  const reply = await who.data({ act: 'set_data', data: ops });
  expect([reply.status, await reply.text()]).toEqual([200, expect.any(String)]);
  return onto;
}

let t: TestServer;
let bare: TestServer;
let teacher: Client;
let student: Client;
let reference: string;
let answer: string;

beforeAll(async () => {
  [t, bare] = await Promise.all([
    startTestServer([ontologyExtension, probe('probe')]),
    startTestServer([probe('probe')]),
  ]);
  [teacher, student] = await Promise.all([t.signIn(ALICE), t.signIn(BOB)]);
  reference = await ontology(
    teacher,
    { Сущность: [], Студент: ['Сущность'], Курс: ['Сущность'] },
    { ФИО: ['Студент'], название: ['Курс'] },
  );
  // The student: Студент under Сущность with ФИО, Курс without a parent, no «название», an extra class.
  answer = await ontology(
    student,
    { сущность: [], студент: ['сущность'], курс: [], Аудитория: [] },
    { фио: ['студент'] },
  );
}, 60_000);

afterAll(async () => {
  await Promise.all([t?.close(), bare?.close()]);
});

const check = async (server: TestServer, who: Client, body: Record<string, unknown>) => {
  const reply = await who.request('POST', '/api/probe/check', body);
  expect(reply.status).toBe(200);
  return (await reply.json()) as OntologyCheckReport;
};

describe('the ontology task check over the ontology area’s diff', () => {
  it('the student cannot read the reference, yet the check compares it (names match ignoring case)', async () => {
    const state = await student.request('GET', `/api/ontology/${reference}/state`);
    expect(state.status).toBe(404);
    const report = await check(t, student, { reference, student: answer, clsProps: false });
    expect(report.status).toBe('checked');
    const results = Object.fromEntries(report.items.map((i) => [i.name, i.result]));
    expect(results).toEqual({
      Сущность: 'matched',
      Студент: 'matched',
      Курс: 'different',
      ФИО: 'matched',
      название: 'missing',
      Аудитория: 'extra',
    });
    expect(report.items.find((i) => i.name === 'Курс')).toMatchObject({ expected: ['Сущность'], found: [] });
    // Counted: three classes and two properties; three matched of five → 10 × 3/5.
    expect([report.matched, report.total, report.mark]).toEqual([3, 5, 6]);
  });

  it('check_cls_props: Курс lacks its property too', async () => {
    const report = await check(t, student, { reference, student: answer, clsProps: true });
    expect(report.items.find((i) => i.name === 'Курс')).toMatchObject({ expected: ['Сущность', 'название'] });
  });

  it('without a student ontology, a reference, or the ontology area, the teacher marks it', async () => {
    expect(await check(t, student, { reference, student: null, clsProps: false })).toMatchObject({
      status: 'awaiting',
      reason: 'noStudentOntology',
      mark: null,
    });
    expect(await check(t, student, { reference: null, student: answer, clsProps: false })).toMatchObject({
      reason: 'noReference',
    });
    expect(await check(t, student, { reference, student: randomUUID(), clsProps: false })).toMatchObject({
      reason: 'notFound',
    });
    const bareStudent = await bare.signIn(BOB);
    expect(await check(bare, bareStudent, { reference, student: answer, clsProps: false })).toMatchObject({
      reason: 'noDiffService',
    });
  });
});
