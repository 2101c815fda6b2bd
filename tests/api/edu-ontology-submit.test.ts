import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import ontologyExtension from '@ontobench/ext-ontology/node';
import { ONTO_CLASS, ONTO_PROP } from '@ontobench/ext-ontology/common';
import education from '@ontobench/ext-education/node';
import { COURSE_PROP, EDU_CLASS, UNIT_PROP, type FlowDto } from '@ontobench/ext-education/common';
import type { FlowQuestionsReply } from '../../extensions/education/src/common/work/api.ts';
import { ALICE, BOB, startTestServer, type Client, type TestServer } from './harness.ts';

/**
 * Issue 20 item 4 end to end over HTTP: "an ontology task is checked against the unit's reference model (the
 * student builds classes/properties in a personal student ontology created for the course —
 * createStudentOntology — and the check compares it with the reference using the ontology diff), with a
 * per-item explanation of what matched". The student joins (the ontology is made), builds in it through the
 * data API, submits; the mark and the report come back, and the teacher reads the same report.
 */
let t: TestServer;
let alice: Client; // the course's author (teacher)
let bob: Client; // the student
let flow = '';
let unit = '';
let question = '';

const json = async <T>(reply: Promise<Response>, status = 200): Promise<T> => {
  const r = await reply;
  const text = await r.text();
  expect([r.status, text]).toEqual([status, expect.any(String)]);
  return (text ? JSON.parse(text) : null) as T;
};

beforeAll(async () => {
  t = await startTestServer([ontologyExtension, education]);
  [alice, bob] = await Promise.all([t.signIn(ALICE), t.signIn(BOB)]);
  // The reference: Студент, Курс; изучает (Студент → Курс); код курса (Курс).
  const [reference, student, course, studies, code] = [
    randomUUID(),
    randomUUID(),
    randomUUID(),
    randomUUID(),
    randomUUID(),
  ];
  const member = (inst: string) => ({ op: 'add', inst, prop: ONTO_PROP.ontology, val: reference });
  const courseId = randomUUID();
  unit = randomUUID();
  question = randomUUID();
  const item = randomUUID();
  await json(
    alice.data({
      act: 'set_data',
      data: [
        { op: 'new', class: ONTO_CLASS.Ontology, name: 'Эталон', inst: reference },
        { op: 'new', class: CLASS.Class, name: 'Студент', inst: student },
        { op: 'new', class: CLASS.Class, name: 'Курс', inst: course },
        { op: 'new', class: CLASS.ObjectProperty, name: 'изучает', inst: studies },
        { op: 'add', inst: studies, prop: PROP.domain, val: student },
        { op: 'add', inst: studies, prop: PROP.range, val: course },
        { op: 'new', class: CLASS.DataProperty, name: 'код курса', inst: code },
        { op: 'upd', inst: code, prop: PROP.baseType, val: 'string' },
        { op: 'add', inst: code, prop: PROP.domain, val: course },
        ...[student, course, studies, code].map(member),
        { op: 'new', class: EDU_CLASS.Course, name: 'Основы онтологий', inst: courseId },
        { op: 'upd', inst: courseId, prop: COURSE_PROP.createStudentOntology, val: true },
        { op: 'new', class: EDU_CLASS.LearningUnit, name: 'Практикум', inst: unit },
        { op: 'upd', inst: unit, prop: UNIT_PROP.referenceModel, val: reference },
        { op: 'upd', inst: unit, prop: UNIT_PROP.checkProps, val: true },
        { op: 'upd', inst: unit, prop: UNIT_PROP.checkClsProps, val: true },
        { op: 'upd', inst: unit, prop: UNIT_PROP.maxPoint, val: 10 },
        { op: 'new', class: EDU_CLASS.Question, name: 'Постройте модель учебного процесса', inst: question },
        { op: 'upd', inst: question, prop: UNIT_PROP.questionAoe, val: unit },
        { op: 'upd', inst: question, prop: UNIT_PROP.answerType, val: 'ontology' },
        { op: 'upd', inst: question, prop: UNIT_PROP.questionMark, val: 10 },
        { op: 'new', class: EDU_CLASS.CourseStructureItem, name: 'Практикум', inst: item },
        { op: 'upd', inst: item, prop: COURSE_PROP.itemCourse, val: courseId },
        { op: 'upd', inst: item, prop: COURSE_PROP.itemAoe, val: unit },
      ],
    }),
  );
  flow = (await json<FlowDto>(alice.request('POST', '/api/edu/flows', { name: 'Поток', code: 'F-1', courseId }))).id;
  expect(await json(bob.request('POST', `/api/edu/flows/${flow}/join`))).toEqual({ status: 'joined' });
}, 60_000);

afterAll(() => t?.close());

const questions = (c: Client) =>
  json<FlowQuestionsReply>(
    c.request('GET', `/api/edu/flow-questions?flow_id=${flow}&student_id=${bob.userId}&aoe_id=${unit}`),
  );

describe('the ontology task, submitted', () => {
  it('the student’s ontology was made at joining; they build it and submit; the check marks it and explains', async () => {
    const before = await questions(bob);
    expect(before.student_ontology?.name).toBe('Основы онтологий — Бобров Борис Иванович');
    const mine = before.student_ontology!.id;
    // Half the model: Студент and Курс, «изучает» between them; «код курса» missing; one class of his own.
    const [s, c, p, extra] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const member = (inst: string) => ({ op: 'add', inst, prop: ONTO_PROP.ontology, val: mine });
    await json(
      bob.data({
        act: 'set_data',
        data: [
          { op: 'new', class: CLASS.Class, name: 'студент', inst: s },
          { op: 'new', class: CLASS.Class, name: 'Курс', inst: c },
          { op: 'new', class: CLASS.Class, name: 'Аудитория', inst: extra },
          { op: 'new', class: CLASS.ObjectProperty, name: 'изучает', inst: p },
          { op: 'add', inst: p, prop: PROP.domain, val: s },
          { op: 'add', inst: p, prop: PROP.range, val: c },
          ...[s, c, p, extra].map(member),
        ],
      }),
    );
    await json(bob.request('POST', `/api/edu/flows/${flow}/units/${unit}/submit`, { answers: {} }));
    const after = await questions(bob);
    const q = after.questions.find((x) => x.question_id === question)!;
    // Counted: Студент ✓, Курс ✗ (lacks «код курса»), изучает ✓, код курса ✗ → 10 × 2/4.
    expect(q.score).toBe(5);
    expect(q.ontology_check).toMatchObject({ status: 'checked', matched: 2, total: 4, mark: 5 });
    expect(q.ontology_check!.items.map((i) => [i.name, i.result])).toEqual([
      ['Курс', 'different'],
      ['Студент', 'matched'],
      ['изучает', 'matched'],
      ['код курса', 'missing'],
      ['Аудитория', 'extra'],
    ]);
    expect(after.instances[0]).toMatchObject({ mark: 5, checked: true, questions_completed: true });
  });

  it('the teacher reads the student’s ontology (never changes it) and the same report', async () => {
    const seen = await questions(alice);
    expect(seen.questions[0]!.ontology_check?.matched).toBe(2);
    const state = await alice.request('GET', `/api/ontology/${seen.student_ontology!.id}/state`);
    expect(state.status).toBe(200);
    const renamed = await alice.data({
      act: 'set_data',
      data: [{ op: 'upd', inst: seen.student_ontology!.id, prop: PROP.name, val: 'Чужое' }],
    });
    expect(renamed.status).toBe(400);
  });
});
