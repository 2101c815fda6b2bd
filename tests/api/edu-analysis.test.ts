import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS } from '@ontobench/core/common';
import { eduAssignment } from './edu-fixtures.ts';
import { ensureUser } from '@ontobench/core/node';
import education from '@ontobench/ext-education/node';
import { EDU_CLASS, type EDU_ROLE, FLOW_PROP, UNIT_PROP, type StudentsAnalysis } from '@ontobench/ext-education/common';
import { ADMIN, ALICE, BOB, startTestServer, type Client, type TestServer } from './harness.ts';

/**
 * `GET /api/edu/analysis-students` (shell.md §2 `/analysis-students`; issue 20 item 6): profiles by
 * competence across flows. Who sees what follows domain.md §6 — a teacher only the flows of courses where
 * they hold an active author or teacher assignment, an administrator all — and the quality bar: a student
 * never sees another student's marks.
 */
const CAROL = 'carol@contract.test';
let t: TestServer;
let admin: Client;
let teacher: Client;
let student: Client;
let other: Client;
const course = randomUUID();
const otherCourse = randomUUID();
const flow = randomUUID();
const otherFlow = randomUUID();
const unitA = randomUUID();
const unitB = randomUUID();
let stranger = '';

const assign = (user: string, obj: string, code: keyof typeof EDU_ROLE) => eduAssignment(user, obj, code);

const work = (f: string, unit: string, who: string, mark: number, checked = true) => {
  const inst = randomUUID();
  return [
    { op: 'new', class: EDU_CLASS.FlowInstance, name: 'работа', inst },
    { op: 'upd', inst, prop: FLOW_PROP.instanceFlow, val: f },
    { op: 'upd', inst, prop: FLOW_PROP.instanceAoe, val: unit },
    { op: 'upd', inst, prop: FLOW_PROP.student, val: who },
    { op: 'upd', inst, prop: FLOW_PROP.mark, val: mark },
    { op: 'upd', inst, prop: FLOW_PROP.checked, val: checked },
  ];
};

beforeAll(async () => {
  t = await startTestServer([education]);
  await ensureUser(t.temp.store, {
    email: CAROL,
    password: 'Passw0rd!',
    fullName: 'Каролева Карина Ивановна',
    isAdmin: false,
  });
  [admin, teacher, student, other] = await Promise.all([
    t.signIn(ADMIN),
    t.signIn(ALICE),
    t.signIn(BOB),
    t.signIn(CAROL, 'Passw0rd!'),
  ]);
  stranger = randomUUID();
  const reply = await admin.data({
    act: 'set_data',
    data: [
      { op: 'new', class: CLASS.User, name: 'Чужой Студент Петрович', inst: stranger },
      { op: 'new', class: EDU_CLASS.Course, name: 'Основы онтологий', inst: course },
      { op: 'new', class: EDU_CLASS.Course, name: 'Чужой курс', inst: otherCourse },
      { op: 'new', class: EDU_CLASS.Flow, name: 'Поток 2026', inst: flow },
      { op: 'upd', inst: flow, prop: FLOW_PROP.course, val: course },
      { op: 'new', class: EDU_CLASS.Flow, name: 'Чужой поток', inst: otherFlow },
      { op: 'upd', inst: otherFlow, prop: FLOW_PROP.course, val: otherCourse },
      { op: 'new', class: EDU_CLASS.LearningUnit, name: 'Классы', inst: unitA },
      { op: 'upd', inst: unitA, prop: UNIT_PROP.tComp, val: 'Моделирование, Анализ' },
      { op: 'upd', inst: unitA, prop: UNIT_PROP.maxPoint, val: 10 },
      { op: 'new', class: EDU_CLASS.LearningUnit, name: 'Свойства', inst: unitB },
      { op: 'upd', inst: unitB, prop: UNIT_PROP.tComp, val: 'Анализ' },
      ...assign(teacher.userId, course, 'teacher'),
      ...assign(other.userId, otherCourse, 'teacher'),
      ...assign(student.userId, flow, 'student'),
      ...work(flow, unitA, student.userId, 7),
      ...work(flow, unitB, student.userId, 2),
      ...work(flow, unitA, stranger, 10),
      ...work(otherFlow, unitA, stranger, 1),
      // Submitted, awaiting its teacher: its automatic part is not a mark yet.
      ...work(otherFlow, unitB, stranger, 3, false),
    ],
  });
  expect([reply.status, await reply.text()]).toEqual([200, expect.any(String)]);
  // Unit B has no max_point: its most is the sum of its questions' marks (3 + 1).
  for (const mark of [3, 1]) {
    const q = randomUUID();
    const added = await admin.data({
      act: 'set_data',
      data: [
        { op: 'new', class: EDU_CLASS.Question, name: `Вопрос ${mark}`, inst: q },
        { op: 'upd', inst: q, prop: UNIT_PROP.questionAoe, val: unitB },
        { op: 'upd', inst: q, prop: UNIT_PROP.questionMark, val: mark },
      ],
    });
    expect(added.status).toBe(200);
  }
}, 60_000);

afterAll(() => t?.close());

const analysis = async (who: Client, query = '') => {
  const reply = await who.request('GET', `/api/edu/analysis-students${query}`);
  expect([reply.status, reply.status === 200 ? '' : await reply.text()]).toEqual([200, '']);
  return (await reply.json()) as StudentsAnalysis;
};

describe('GET edu/analysis-students', () => {
  it('a teacher sees the flows of their courses (§6) and every student in them, by competence', async () => {
    const reply = await analysis(teacher);
    expect(reply.flows).toEqual([{ id: flow, name: 'Поток 2026', courseName: 'Основы онтологий' }]);
    expect(reply.competences).toEqual(['Анализ', 'Моделирование']);
    const byName = Object.fromEntries(reply.students.map((s) => [s.name, s.scores]));
    expect(byName['Бобров Борис Иванович']).toEqual({
      Анализ: { earned: 9, max: 14, units: 2 },
      Моделирование: { earned: 7, max: 10, units: 1 },
    });
    // The stranger's work in the other teacher's flow is not counted here.
    expect(byName['Чужой Студент Петрович']).toEqual({
      Анализ: { earned: 10, max: 10, units: 1 },
      Моделирование: { earned: 10, max: 10, units: 1 },
    });
  });

  it('another teacher’s flow answers as missing (404), a malformed flow id is a 400', async () => {
    const reply = await teacher.request('GET', `/api/edu/analysis-students?flow_id=${otherFlow}`);
    expect([reply.status, await reply.text()]).toEqual([404, expect.stringContaining('Поток не найден')]);
    const bad = await teacher.request('GET', '/api/edu/analysis-students?flow_id=1%27%20or%201=1');
    expect([bad.status, await bad.text()]).toEqual([400, expect.stringContaining('ожидается идентификатор потока')]);
  });

  it('a student sees only their own profile, never another student’s marks', async () => {
    const reply = await analysis(student);
    expect(reply.flows.map((f) => f.id)).toEqual([flow]);
    expect(reply.students.map((s) => s.id)).toEqual([student.userId]);
  });

  it('an administrator sees every flow; one flow narrows the profiles', async () => {
    const all = await analysis(admin);
    expect(all.flows.map((f) => f.name)).toEqual(['Поток 2026', 'Чужой поток']);
    const one = await analysis(admin, `?flow_id=${otherFlow}`);
    expect(one.students).toEqual([
      expect.objectContaining({
        id: stranger,
        flows: [otherFlow],
        scores: expect.objectContaining({ Анализ: { earned: 1, max: 10, units: 1 } }),
      }),
    ]);
  });

  it('the other teacher sees only their own flow and its students', async () => {
    const reply = await analysis(other);
    expect(reply.flows.map((f) => f.id)).toEqual([otherFlow]);
    const none = await analysis(other, `?flow_id=${otherFlow}`);
    expect(none.students.map((s) => s.name)).toEqual(['Чужой Студент Петрович']);
  });

  it('needs a signed-in user', async () => {
    const reply = await fetch(`${t.url}/api/edu/analysis-students`);
    expect(reply.status).toBe(401);
  });
});
