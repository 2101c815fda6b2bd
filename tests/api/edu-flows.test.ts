import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import { ensureUser } from '@ontobench/core/node';
import education from '@ontobench/ext-education/node';
import { EDU_ROLE } from '../../extensions/education/src/common/app/roles.ts';
import { EDU_CLASS } from '../../extensions/education/src/common/classes.ts';
import { COURSE_PROP } from '../../extensions/education/src/common/courses/schema.ts';
import type { FlowDetail, FlowDto, FlowSummary } from '../../extensions/education/src/common/flows/api.ts';
import { FLOW_PROP } from '../../extensions/education/src/common/flows/schema.ts';
import type {
  ActiveStudent,
  AwaitingNotice,
  FlowStudentsInfo,
  GradingRow,
  MarkNotice,
  RatingRow,
  SubmissionNotice,
} from '../../extensions/education/src/common/grading/api.ts';
import { UNIT_PROP } from '../../extensions/education/src/common/units/schema.ts';
import type { FlowQuestionsReply } from '../../extensions/education/src/common/work/api.ts';
import {
  ADMIN,
  ALICE,
  BOB,
  PASSWORD,
  startTestServer,
  tableCounts,
  until,
  type Client,
  type TestServer,
} from './harness.ts';
import { channelMessages, openSocket } from './realtime-support.ts';

/**
 * Issue 20 items 3–5 on a real server (docs/education.md "Who reads what"): flows and joining them
 * (self-registration up to the threshold, approval), a student's questions (domain.md §7 `edu/flow-questions`:
 * only their own, never `is_correct`, marks or templates before submitting), submitting with auto-marking,
 * the teacher's mark sent live to that student only, and §6: "Course lists for non-admins are limited to
 * courses where they hold an active assignment with the education author or teacher role" — so a teacher
 * sees only their courses' flows.
 */
const CAROL = 'carol@contract.test';
const DAVE = 'dave@contract.test';
const EVE = 'eve@contract.test';
let t: TestServer;
let alice: Client; // author of the courses and units
let bob: Client; // teacher on course A
let carol: Client; // student
let dave: Client; // student
let eve: Client; // late student
let admin: Client;
const ids = {
  courseA: '',
  courseB: '',
  u1: '',
  u2: '',
  u3: '',
  u4: '',
  q1: '',
  q2: '',
  q3: '',
  q4: '',
  a1ok: '',
  a1no: '',
  a2ok1: '',
  a2ok2: '',
  a2no: '',
  flowA: '',
  flowB: '',
  flowApproval: '',
};
const sockets: Socket[] = [];

const json = async <T>(reply: Response | Promise<Response>, status = 200): Promise<T> => {
  const r = await reply;
  const text = await r.text();
  expect([r.status, text]).toEqual([status, expect.any(String)]);
  return (text ? JSON.parse(text) : null) as T;
};
const error = async (reply: Response | Promise<Response>, status: number) =>
  (await json<{ error: string }>(reply, status)).error;

type Item = readonly [cls: string, name: string, values?: Record<string, unknown>];
async function make<const T extends readonly Item[]>(c: Client, items: T): Promise<{ [K in keyof T]: string }> {
  const out = items.map(() => randomUUID());
  const data = items.flatMap(([cls, name, values], n) => [
    { op: 'new', class: cls, name, inst: out[n] },
    ...Object.entries(values ?? {}).map(([prop, val]) => ({ op: 'upd', inst: out[n], prop, val })),
  ]);
  await json(c.data({ act: 'set_data', data }));
  return out as { [K in keyof T]: string };
}
const assign = (obj: string, user: Client, code: keyof typeof EDU_ROLE) =>
  make(alice, [
    [
      CLASS.Assignment,
      code,
      { [PROP.obj]: obj, [PROP.user]: user.userId, [PROP.role]: EDU_ROLE[code], [PROP.roleCode]: code },
    ],
  ]);

const questions = (c: Client, flow: string, student: string, aoe?: string) =>
  c.request('GET', `/api/edu/flow-questions?flow_id=${flow}&student_id=${student}${aoe ? `&aoe_id=${aoe}` : ''}`);
const submit = (c: Client, flow: string, aoe: string, answers: unknown) =>
  c.request('POST', `/api/edu/flows/${flow}/units/${aoe}/submit`, { answers });
const flows = async (c: Client) => (await json<{ flows: FlowDto[] }>(c.request('GET', '/api/edu/flows'))).flows;
const newFlow = (c: Client, body: Record<string, unknown>) => c.request('POST', '/api/edu/flows', body);

beforeAll(async () => {
  t = await startTestServer([education]);
  for (const [email, fullName] of [
    [CAROL, 'Каролева Кира'],
    [DAVE, 'Давыдов Денис'],
    [EVE, 'Евина Ева'],
  ] as const)
    await ensureUser(t.temp.store, { email, password: PASSWORD, fullName, isAdmin: false });
  [alice, bob, carol, dave, eve, admin] = await Promise.all([
    t.signIn(ALICE),
    t.signIn(BOB),
    t.signIn(CAROL),
    t.signIn(DAVE),
    t.signIn(EVE),
    t.signIn(ADMIN),
  ]);
  [ids.courseA, ids.courseB] = await make(alice, [
    [EDU_CLASS.Course, 'Курс А', { [COURSE_PROP.code]: 'A-1' }],
    [EDU_CLASS.Course, 'Курс Б', { [COURSE_PROP.code]: 'B-1' }],
  ]);
  [ids.u1, ids.u2, ids.u3, ids.u4] = await make(alice, [
    [EDU_CLASS.LearningUnit, 'Единица 1', { [UNIT_PROP.maxPoint]: 5, [UNIT_PROP.minPositiveMark]: 3 }],
    [EDU_CLASS.LearningUnit, 'Единица 2', { [UNIT_PROP.maxPoint]: 10 }],
    [EDU_CLASS.LearningUnit, 'Единица 3', { [UNIT_PROP.maxQuestions]: 2 }],
    [EDU_CLASS.LearningUnit, 'Единица скрытая'],
  ]);
  const [section] = await make(alice, [
    [EDU_CLASS.CourseStructureItem, 'Раздел 1', { [COURSE_PROP.itemCourse]: ids.courseA, [COURSE_PROP.itemOrder]: 1 }],
  ]);
  await make(alice, [
    [
      EDU_CLASS.CourseStructureItem,
      'п1',
      {
        [COURSE_PROP.itemCourse]: ids.courseA,
        [COURSE_PROP.itemParent]: section,
        [COURSE_PROP.itemOrder]: 2,
        [COURSE_PROP.itemAoe]: ids.u2,
      },
    ],
    [
      EDU_CLASS.CourseStructureItem,
      'п2',
      {
        [COURSE_PROP.itemCourse]: ids.courseA,
        [COURSE_PROP.itemParent]: section,
        [COURSE_PROP.itemOrder]: 1,
        [COURSE_PROP.itemAoe]: ids.u1,
      },
    ],
    [
      EDU_CLASS.CourseStructureItem,
      'п3',
      { [COURSE_PROP.itemCourse]: ids.courseA, [COURSE_PROP.itemOrder]: 2, [COURSE_PROP.itemAoe]: ids.u3 },
    ],
    [
      EDU_CLASS.CourseStructureItem,
      'п4',
      {
        [COURSE_PROP.itemCourse]: ids.courseA,
        [COURSE_PROP.itemOrder]: 3,
        [COURSE_PROP.itemAoe]: ids.u4,
        [COURSE_PROP.itemNotActive]: true,
      },
    ],
    [
      EDU_CLASS.CourseStructureItem,
      'пБ',
      { [COURSE_PROP.itemCourse]: ids.courseB, [COURSE_PROP.itemOrder]: 1, [COURSE_PROP.itemAoe]: ids.u1 },
    ],
  ]);
  const q = (
    aoe: string,
    name: string,
    order: number,
    type: string,
    mark: number,
    extra: Record<string, unknown> = {},
  ): Item => [
    EDU_CLASS.Question,
    name,
    {
      [UNIT_PROP.questionAoe]: aoe,
      [UNIT_PROP.questionOrder]: order,
      [UNIT_PROP.answerType]: type,
      [UNIT_PROP.questionMark]: mark,
      ...extra,
    },
  ];
  [ids.q1, ids.q2, ids.q3, ids.q4] = await make(alice, [
    q(ids.u1, 'Что такое класс?', 1, 'single', 2),
    q(ids.u1, 'Какие из этих — свойства?', 2, 'multiple', 3, { [UNIT_PROP.answersRandomOrder]: true }),
    q(ids.u2, 'Опишите экземпляр своими словами', 1, 'free', 5),
    q(ids.u2, 'Постройте онтологию «Пицца»', 2, 'ontology', 5),
  ]);
  await make(
    alice,
    [1, 2, 3, 4].map((n) => q(ids.u3, `Вопрос ${n} единицы 3`, n, 'single', 1)),
  );
  const a = (question: string, name: string, order: number, ok: boolean, mark?: number): Item => [
    EDU_CLASS.Answer,
    name,
    {
      [UNIT_PROP.answerQuestion]: question,
      [UNIT_PROP.answerOrder]: order,
      [UNIT_PROP.answerIsCorrect]: ok,
      ...(mark !== undefined ? { [UNIT_PROP.answerMark]: mark } : {}),
    },
  ];
  [ids.a1ok, ids.a1no, ids.a2ok1, ids.a2ok2, ids.a2no] = await make(alice, [
    a(ids.q1, 'Множество объектов', 1, true, 2),
    a(ids.q1, 'Один объект', 2, false, 0),
    a(ids.q2, 'имеет автора', 1, true, 1.5),
    a(ids.q2, 'весит', 2, true, 1.5),
    a(ids.q2, 'Пицца', 3, false, 0),
    a(ids.q2, 'Сыр', 4, false, 0),
    a(ids.q2, 'Тесто', 5, false, 0),
  ]);
  await make(alice, [
    [
      EDU_CLASS.AnswerTemplate,
      'Образец',
      {
        [UNIT_PROP.templateQuestion]: ids.q3,
        [UNIT_PROP.template]: 'Экземпляр — один объект класса',
        [UNIT_PROP.templateIsCorrect]: true,
      },
    ],
  ]);
  await assign(ids.courseA, bob, 'teacher');
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t?.close();
});

/** What `c`'s channels hear from now on. */
const listen = async <T>(c: Client) => channelMessages<T>(await openSocket(t.url, c, sockets));

describe('flows: who creates them and who sees them (§6)', () => {
  it('a teacher of the course creates a flow; the course author writes it (the server’s choice)', async () => {
    const flow = await json<FlowDto>(
      newFlow(bob, {
        name: 'Поток А',
        code: 'A-2026',
        courseId: ids.courseA,
        goal: 'Цель',
        selfRegistrationThreshold: 2,
      }),
    );
    expect(flow).toMatchObject({
      name: 'Поток А',
      code: 'A-2026',
      courseId: ids.courseA,
      courseName: 'Курс А',
      role: 'teacher',
      students: 0,
    });
    expect(flow.authorName).toBe('Алисова Алиса Петровна');
    ids.flowA = flow.id;
    ids.flowApproval = (
      await json<FlowDto>(
        newFlow(bob, { name: 'Поток с одобрением', code: 'A-APP', courseId: ids.courseA, approval: true }),
      )
    ).id;
    ids.flowB = (await json<FlowDto>(newFlow(admin, { name: 'Поток Б', code: 'B-2026', courseId: ids.courseB }))).id;
  });

  it('a teacher sees only the flows of their courses; an administrator all', async () => {
    expect((await flows(bob)).map((f) => f.name)).toEqual(['Поток А', 'Поток с одобрением']);
    expect((await flows(admin)).map((f) => f.name).sort()).toEqual(['Поток А', 'Поток Б', 'Поток с одобрением']);
    expect(await flows(carol)).toEqual([]);
    // The courses' author teaches their flows too, as the course lists count them (app/rights.ts).
    expect((await flows(alice)).map((f) => [f.name, f.role]).sort()).toEqual([
      ['Поток А', 'teacher'],
      ['Поток Б', 'teacher'],
      ['Поток с одобрением', 'teacher'],
    ]);
    expect(await error(bob.request('GET', `/api/edu/flows/${ids.flowB}/summary`), 403)).toBe(
      'Сводку потока видят преподаватели его курса',
    );
    expect(await error(bob.request('GET', `/api/edu/flows-need-marks?flow_id=${ids.flowB}`), 403)).toBeTruthy();
  });

  it('no flow on another’s course, and a bad flow is a 400 with nothing written', async () => {
    expect(await error(newFlow(bob, { name: 'Чужой', code: 'X', courseId: ids.courseB }), 403)).toBe(
      'Управлять потоком может только преподаватель или автор его курса',
    );
    expect(await error(newFlow(carol, { name: 'Мой', code: 'X', courseId: ids.courseA }), 403)).toBeTruthy();
    const before = await tableCounts(t.temp);
    expect(await error(newFlow(bob, { code: 'X', courseId: ids.courseA }), 400)).toBe('Поле «Название» обязательно');
    expect(await error(newFlow(bob, { name: 'П', code: 'X', courseId: 'abc' }), 400)).toBe(
      'Поле «Курс»: ожидается идентификатор курса',
    );
    expect(
      await error(newFlow(bob, { name: 'П', code: 'X', courseId: ids.courseA, selfRegistrationThreshold: -1 }), 400),
    ).toBe('Поле «Порог самозаписи»: ожидается целое число от 0 до 100000');
    expect(
      await error(newFlow(bob, { name: 'П', code: 'X', courseId: ids.courseA, approval: 'да' }), 400),
    ).toBeTruthy();
    expect(await error(bob.request('POST', '/api/edu/flows', '[1]'), 400)).toBeTruthy();
    expect(await tableCounts(t.temp)).toEqual(before);
  });

  it('a teacher edits the flow; the course does not change', async () => {
    const edited = await json<FlowDto>(
      bob.request('PUT', `/api/edu/flows/${ids.flowA}`, {
        name: 'Поток А',
        code: 'A-2026',
        courseId: ids.courseA,
        goal: 'Новая цель',
        selfRegistrationThreshold: 2,
      }),
    );
    expect(edited.goal).toBe('Новая цель');
    expect(
      await error(
        bob.request('PUT', `/api/edu/flows/${ids.flowA}`, { name: 'П', code: 'A', courseId: ids.courseB }),
        400,
      ),
    ).toBe('Курс потока не меняется');
    expect(
      await error(
        carol.request('PUT', `/api/edu/flows/${ids.flowA}`, { name: 'П', code: 'A', courseId: ids.courseA }),
        403,
      ),
    ).toBeTruthy();
  });
});

describe('joining: self-registration up to the threshold, or approval', () => {
  it('students join until the threshold; a second join and one past it are 409', async () => {
    expect(await json(carol.request('POST', `/api/edu/flows/${ids.flowA}/join`))).toEqual({ status: 'joined' });
    expect(await error(carol.request('POST', `/api/edu/flows/${ids.flowA}/join`), 409)).toBe(
      'Вы уже записаны в этот поток или ждёте одобрения',
    );
    expect(await json(dave.request('POST', `/api/edu/flows/${ids.flowA}/join`))).toEqual({ status: 'joined' });
    expect(await error(eve.request('POST', `/api/edu/flows/${ids.flowA}/join`), 409)).toBe(
      'Мест для самозаписи в потоке больше нет',
    );
    expect((await flows(carol)).map((f) => [f.name, f.role])).toEqual([['Поток А', 'student']]);
  });

  it('with approval the student waits, reads nothing, and is in once a teacher approves', async () => {
    expect(await json(eve.request('POST', `/api/edu/flows/${ids.flowApproval}/join`))).toEqual({ status: 'pending' });
    expect((await flows(eve)).map((f) => f.role)).toEqual(['pending']);
    expect(await error(questions(eve, ids.flowApproval, eve.userId), 403)).toBeTruthy();
    expect(
      await error(eve.request('POST', `/api/edu/flows/${ids.flowApproval}/students/${eve.userId}`), 403),
    ).toBeTruthy();
    const pending = await json<FlowDetail>(bob.request('GET', `/api/edu/flows/${ids.flowApproval}`));
    expect(pending.students.map((s) => [s.name, s.pending])).toEqual([['Евина Ева', true]]);
    await json(bob.request('POST', `/api/edu/flows/${ids.flowApproval}/students/${eve.userId}`));
    expect((await flows(eve)).map((f) => f.role)).toEqual(['student']);
    expect(
      (await json<FlowQuestionsReply>(questions(eve, ids.flowApproval, eve.userId))).questions.length,
    ).toBeGreaterThan(0);
  });

  it('the flow page: the course’s units in structure order, not-active items left out', async () => {
    const detail = await json<FlowDetail>(bob.request('GET', `/api/edu/flows/${ids.flowA}`));
    expect(detail.units.map((u) => [u.name, u.section])).toEqual([
      ['Единица 1', 'Раздел 1'],
      ['Единица 2', 'Раздел 1'],
      ['Единица 3', ''],
    ]);
    expect(detail.students.map((s) => s.name)).toEqual(['Давыдов Денис', 'Каролева Кира']);
    // A student sees the units and only themself.
    const mine = await json<FlowDetail>(carol.request('GET', `/api/edu/flows/${ids.flowA}`));
    expect(mine.students.map((s) => s.name)).toEqual(['Каролева Кира']);
  });
});

describe('edu/flow-questions (§7): a student reads only their own, never the correct answers before submitting', () => {
  it('no is_correct, answer marks or templates before the unit is submitted', async () => {
    const reply = await json<FlowQuestionsReply>(questions(carol, ids.flowA, carol.userId));
    const text = JSON.stringify(reply);
    expect(text).not.toContain('is_correct');
    expect(text).not.toContain('templates');
    expect(text).not.toContain('Экземпляр — один объект класса');
    expect(reply.questions.every((q) => q.answers.every((a) => Object.keys(a).sort().join() === 'id,name'))).toBe(true);
    expect(reply.questions.filter((q) => q.aoe_id === ids.u1).map((q) => q.question_id)).toEqual([ids.q1, ids.q2]);
    expect(reply.questions[0]).toMatchObject({
      question_id: ids.q1,
      aoe_id: ids.u1,
      answer_type: 'single',
      student_answers: null,
    });
    expect(reply.instances).toEqual([]);
  });

  it('another student’s questions, someone outside the flow, a teacher of other courses: 403', async () => {
    expect(await error(questions(dave, ids.flowA, carol.userId), 403)).toBe(
      'Студент видит только свою работу в своём потоке',
    );
    expect(await error(questions(eve, ids.flowA, eve.userId), 403)).toBeTruthy();
    expect(await error(questions(bob, ids.flowB, carol.userId), 403)).toBeTruthy();
    expect(await error(questions(carol, 'abc', carol.userId), 400)).toBe('Параметр flow_id: ожидается идентификатор');
  });

  it('answersRandomOrder: a seeded order per student, the same on reload; maxQuestions picks 2 of 4 the same way', async () => {
    const order = async (c: Client) =>
      (await json<FlowQuestionsReply>(questions(c, ids.flowA, c.userId, ids.u1))).questions[1]!.answers.map(
        (a) => a.id,
      );
    const first = await order(carol);
    expect(await order(carol)).toEqual(first);
    expect(first).toHaveLength(5);
    expect(first).toEqual(expect.arrayContaining([ids.a2ok1, ids.a2ok2, ids.a2no]));
    const picked = async (c: Client) =>
      (await json<FlowQuestionsReply>(questions(c, ids.flowA, c.userId, ids.u3))).questions.map((q) => q.question_id);
    const carols = await picked(carol);
    expect(carols).toHaveLength(2);
    expect(await picked(carol)).toEqual(carols);
    expect(await picked(dave)).toHaveLength(2);
  });

  it('a teacher of the course reads a student’s questions with the correct answers', async () => {
    const reply = await json<FlowQuestionsReply>(questions(bob, ids.flowA, carol.userId, ids.u1));
    expect(reply.questions[0]!.answers.find((a) => a.id === ids.a1ok)).toMatchObject({ is_correct: true, mark: 2 });
  });
});

describe('submitting a unit', () => {
  it('bad answers are a 400 and nothing is written', async () => {
    const before = await tableCounts(t.temp);
    expect(await error(submit(carol, ids.flowA, ids.u1, { [randomUUID()]: { answers: [] } }), 400)).toMatch(
      /нет среди вопросов этой работы/,
    );
    expect(await error(submit(carol, ids.flowA, ids.u1, { [ids.q1]: { answers: [ids.a1ok, ids.a1no] } }), 400)).toMatch(
      /выбирается один вариант/,
    );
    expect(await error(submit(carol, ids.flowA, ids.u1, { [ids.q1]: { answers: [ids.a2ok1] } }), 400)).toMatch(
      /такого варианта нет/,
    );
    expect(await error(submit(carol, ids.flowA, ids.u1, 'всё'), 400)).toBeTruthy();
    expect(await error(submit(carol, ids.flowA, ids.u4, {}), 404)).toBe('Учебной единицы нет в курсе потока');
    expect(await error(submit(bob, ids.flowA, ids.u1, {}), 403)).toBeTruthy();
    expect(await tableCounts(t.temp)).toEqual(before);
  });

  it('single and multiple are marked at once; a wrong choice in a multiple scores 0; the answers are revealed after', async () => {
    const teacherHeard = await listen<SubmissionNotice>(bob);
    const reply = await json<FlowQuestionsReply>(
      submit(carol, ids.flowA, ids.u1, {
        [ids.q1]: { answers: [ids.a1ok] },
        [ids.q2]: { answers: [ids.a2ok1, ids.a2ok2] },
      }),
    );
    expect(reply.instances).toEqual([
      expect.objectContaining({ aoe_id: ids.u1, mark: 5, questions_completed: true, checked: true, passed: true }),
    ]);
    expect(reply.questions.map((q) => q.score)).toEqual([2, 3]);
    expect(reply.questions[0]!.answers.find((a) => a.id === ids.a1ok)?.is_correct).toBe(true);
    expect(reply.questions[1]!.student_answers).toEqual({ answers: [ids.a2ok1, ids.a2ok2] });
    expect(await error(submit(carol, ids.flowA, ids.u1, {}), 409)).toBe('Работа по этой учебной единице уже сдана');

    const daves = await json<FlowQuestionsReply>(
      submit(dave, ids.flowA, ids.u1, {
        [ids.q1]: { answers: [ids.a1no] },
        [ids.q2]: { answers: [ids.a2ok1, ids.a2no] },
      }),
    );
    expect(daves.instances[0]).toMatchObject({ mark: 0, checked: true, passed: false });
    // Marked at once: nothing awaits the teacher, so nothing is said to them.
    await new Promise((r) => setTimeout(r, 200));
    expect(teacherHeard).toEqual([]);
  });

  it('free text waits for the teacher, and so does an ontology task on a server without the ontology area', async () => {
    const [bobs, alices, daves] = [
      await listen<SubmissionNotice>(bob),
      await listen<SubmissionNotice>(alice),
      await listen<SubmissionNotice>(dave),
    ];
    const reply = await json<FlowQuestionsReply>(
      submit(carol, ids.flowA, ids.u2, { [ids.q3]: { text: 'Экземпляр — конкретный объект' }, [ids.q4]: { text: '' } }),
    );
    // Told live to the course's teacher and its author (their awaiting list updates); not to another student.
    await until(() => bobs.length > 0 && alices.length > 0);
    const notice = {
      channel: 'education/submissions',
      message: {
        kind: 'submitted',
        flowId: ids.flowA,
        aoeId: ids.u2,
        studentName: 'Каролева Кира',
        unitName: 'Единица 2',
      },
    };
    expect(bobs).toEqual([notice]);
    expect(alices).toEqual([notice]);
    await new Promise((r) => setTimeout(r, 200));
    expect(daves).toEqual([]);
    expect(reply.instances[0]).toMatchObject({ mark: 0, questions_completed: true, checked: false, passed: false });
    expect(reply.questions.map((q) => q.score)).toEqual([null, null]);
    expect(reply.questions[0]!.templates).toEqual([
      { name: 'Образец', template: 'Экземпляр — один объект класса', is_correct: true, mark: null },
    ]);
  });

  it('a student cannot read or write a flow instance through the data API', async () => {
    const rows = (
      await json<{ rows: unknown[] }>(
        carol.data({ act: 'get_data', class: EDU_CLASS.FlowInstance, fields: [{ prop: FLOW_PROP.mark }] }),
      )
    ).rows;
    expect(rows).toEqual([]);
    const [instance] = (await json<FlowQuestionsReply>(questions(carol, ids.flowA, carol.userId, ids.u2))).instances;
    const before = await tableCounts(t.temp);
    const write = await carol.data({
      act: 'set_data',
      data: [{ op: 'upd', inst: instance!.id, prop: FLOW_PROP.mark, val: 10 }],
    });
    expect(write.status).toBeGreaterThanOrEqual(400);
    expect(await tableCounts(t.temp)).toEqual(before);
    // The store says who wrote it: the course's author, not the student.
    const author = (
      await json<{ rows: { prop: string; val: unknown }[] }>(
        admin.data({
          act: 'get_data',
          class: EDU_CLASS.FlowInstance,
          filter: `[id] = '${instance!.id}'`,
          fields: [{ prop: PROP.author }],
        }),
      )
    ).rows.find((c) => c.prop === PROP.author);
    expect(author?.val).toBe(alice.userId);
  });
});

describe('grading', () => {
  let need: GradingRow[] = [];

  it('edu/flows-need-marks (§7): the teacher sees the work awaiting, with the texts; a student nothing', async () => {
    need = (await json<{ rows: GradingRow[] }>(bob.request('GET', '/api/edu/flows-need-marks'))).rows;
    expect(need.map((r) => [r.studentName, r.aoeName, r.checked])).toEqual([['Каролева Кира', 'Единица 2', false]]);
    expect(need[0]!.texts).toEqual([
      { question: 'Опишите экземпляр своими словами', text: 'Экземпляр — конкретный объект' },
      { question: 'Постройте онтологию «Пицца»', text: '' },
    ]);
    expect((await json<{ rows: GradingRow[] }>(dave.request('GET', '/api/edu/flows-need-marks'))).rows).toEqual([]);
  });

  it('edu/flows-need-marks/count: the teacher’s top-bar count of that work; a student’s is 0', async () => {
    expect(await json<{ count: number }>(bob.request('GET', '/api/edu/flows-need-marks/count'))).toEqual({ count: 1 });
    expect(await json<{ count: number }>(dave.request('GET', '/api/edu/flows-need-marks/count'))).toEqual({
      count: 0,
    });
  });

  it('a mark reaches that student live and no one else; the rating updates', async () => {
    const [carols, daves] = [await listen<MarkNotice>(carol), await listen<MarkNotice>(dave)];
    const [bobs, alices] = [await listen<AwaitingNotice>(bob), await listen<AwaitingNotice>(alice)];
    const id = need[0]!.instanceId;
    expect(await error(carol.request('PUT', `/api/edu/flow-instances/${id}/mark`, { mark: 10 }), 403)).toBeTruthy();
    const before = await tableCounts(t.temp);
    expect(await error(bob.request('PUT', `/api/edu/flow-instances/${id}/mark`, { mark: 11 }), 400)).toBe(
      'Оценка: ожидается число от 0 до 10',
    );
    expect(await error(bob.request('PUT', `/api/edu/flow-instances/${id}/mark`, { mark: '7' }), 400)).toBeTruthy();
    expect(await tableCounts(t.temp)).toEqual(before);
    const marked = await json<GradingRow>(
      bob.request('PUT', `/api/edu/flow-instances/${id}/mark`, { mark: 7, comment: 'Хорошо' }),
    );
    expect(marked).toMatchObject({ mark: 7, comment: 'Хорошо', checked: true });
    await until(() => carols.length > 0);
    expect(carols[0]).toEqual({
      channel: 'education/marks',
      message: { instanceId: id, flowId: ids.flowA, aoeId: ids.u2, mark: 7 },
    });
    // The course's teachers, the marker too (other tabs): the work leaves their awaiting lists and counts.
    const markedNotice = {
      channel: 'education/submissions',
      message: {
        kind: 'marked',
        instanceId: id,
        flowId: ids.flowA,
        aoeId: ids.u2,
        studentName: 'Каролева Кира',
        unitName: 'Единица 2',
        teacherId: bob.userId,
        teacherName: 'Бобров Борис Иванович',
      },
    };
    await until(() => bobs.length > 0 && alices.length > 0);
    expect(bobs).toEqual([markedNotice]);
    expect(alices).toEqual([markedNotice]);
    await new Promise((r) => setTimeout(r, 200));
    expect(daves).toEqual([]);
    expect(carols).toHaveLength(1);
    expect((await json<{ rows: GradingRow[] }>(bob.request('GET', '/api/edu/flows-need-marks'))).rows).toEqual([]);
    expect(await json<{ count: number }>(bob.request('GET', '/api/edu/flows-need-marks/count'))).toEqual({ count: 0 });
    const mine = await json<FlowQuestionsReply>(questions(carol, ids.flowA, carol.userId, ids.u2));
    expect(mine.instances[0]).toMatchObject({ mark: 7, checked: true, mark_comment: 'Хорошо' });
  });

  it('users rating: a teacher sees their flows’ students, a student only their own totals', async () => {
    const rows = (await json<{ rows: RatingRow[] }>(bob.request('GET', '/api/edu/users-rating'))).rows;
    expect(
      rows.filter((r) => r.flowId === ids.flowA).map((r) => [r.studentName, r.total, r.submitted, r.passed]),
    ).toEqual([
      ['Каролева Кира', 12, 2, 2],
      ['Давыдов Денис', 0, 1, 0],
    ]);
    const daves = (await json<{ rows: RatingRow[] }>(dave.request('GET', '/api/edu/users-rating'))).rows;
    expect(daves.map((r) => [r.studentName, r.total])).toEqual([['Давыдов Денис', 0]]);
  });

  it('flows-students-info (§7), the summary and the active students', async () => {
    const info = (
      await json<{ flows: FlowStudentsInfo[] }>(bob.request('GET', `/api/edu/flows-students-info?flow_id=${ids.flowA}`))
    ).flows;
    expect(info[0]).toMatchObject({ flowName: 'Поток А', courseName: 'Курс А', units: 3 });
    expect(info[0]!.students.map((s) => [s.name, s.submitted, s.checked, s.total])).toEqual([
      ['Каролева Кира', 2, 2, 12],
      ['Давыдов Денис', 1, 1, 0],
    ]);
    const summary = await json<FlowSummary>(bob.request('GET', `/api/edu/flows/${ids.flowA}/summary`));
    expect(summary.students.map((s) => s.name)).toEqual(['Давыдов Денис', 'Каролева Кира']);
    expect(summary.cells[1]).toEqual([[5, true, true], [7, true, true], null]);
    expect(await error(carol.request('GET', `/api/edu/flows/${ids.flowA}/summary`), 403)).toBeTruthy();
    const active = (await json<{ rows: ActiveStudent[] }>(bob.request('GET', '/api/edu/active-students'))).rows;
    expect(active.map((r) => [r.studentName, r.submitted]).sort()).toEqual([
      ['Давыдов Денис', 1],
      ['Каролева Кира', 2],
    ]);
    expect((await json<{ rows: ActiveStudent[] }>(carol.request('GET', '/api/edu/active-students'))).rows).toEqual([]);
  });

  it('a student withdraws; a teacher removes a student', async () => {
    await json(eve.request('DELETE', `/api/edu/flows/${ids.flowApproval}/students/${eve.userId}`), 204);
    expect(await flows(eve)).toEqual([]);
    expect(
      await error(dave.request('DELETE', `/api/edu/flows/${ids.flowA}/students/${carol.userId}`), 403),
    ).toBeTruthy();
  });
});
