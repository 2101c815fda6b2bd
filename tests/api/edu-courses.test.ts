import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONTOLOGY_MODEL, PROP } from '@ontobench/core/common';
import { eduAssignment } from './edu-fixtures.ts';
import { ensureUser } from '@ontobench/core/node';
import education from '@ontobench/ext-education/node';
import ontologyArea from '@ontobench/ext-ontology/node';
import { EDU_CLASS } from '../../extensions/education/src/common/classes.ts';
import { type EDU_ROLE } from '../../extensions/education/src/common/app/roles.ts';
import { COURSE_STATUS } from '../../extensions/education/src/common/courses/schema.ts';
import { FLOW_PROP } from '../../extensions/education/src/common/flows/schema.ts';
import type { CourseDetail, CourseInput, CourseSummary } from '../../extensions/education/src/common/courses/api.ts';
import type {
  QuestionDto,
  UnitDetail,
  UnitInput,
  UnitSummary,
} from '../../extensions/education/src/common/units/api.ts';
import { ADMIN, ALICE, BOB, PASSWORD, startTestServer, tableCounts, type Client, type TestServer } from './harness.ts';

/**
 * Issue 20 items 1 and 2 on a real server: `/api/edu/courses` and `/api/edu/units`. domain.md §6: "Course
 * lists for non-admins are limited to courses where they hold an active assignment with the education
 * author or teacher role." A unit with its answers is read by its author, who may change a course placing
 * it and administrators; a student never (404). A bad unit is a 400 and nothing is written.
 */
const CAROL = 'carol@contract.test';
let t: TestServer;
let alice: Client; // the author of the courses and units
let bob: Client; // a teacher on course A
let carol: Client; // a student on course A
let admin: Client;
let courseA = '';
let courseB = '';
let ontology = '';

const json = async <T>(reply: Response | Promise<Response>, status = 200): Promise<T> => {
  const r = await reply;
  const text = await r.text();
  expect([r.status, text]).toEqual([status, expect.any(String)]);
  return (text ? JSON.parse(text) : null) as T;
};
const list = (c: Client) => json<CourseSummary[]>(c.request('GET', '/api/edu/courses'));
const units = (c: Client) => json<UnitSummary[]>(c.request('GET', '/api/edu/units'));

async function assign(obj: string, user: Client, code: keyof typeof EDU_ROLE, values: Record<string, unknown> = {}) {
  const ops = eduAssignment(user.userId, obj, code, values);
  await json(alice.data({ act: 'set_data', data: ops }));
  return ops[0]!.inst;
}

const course = (name: string, code: string): CourseInput => ({
  name,
  code,
  description: `Описание курса ${name}`,
  status: COURSE_STATUS.active,
  notActive: false,
  createStudentOntology: false,
});

const question = (
  answerType: QuestionDto['answerType'],
  name: string,
  answers: [string, boolean][] = [],
): QuestionDto => ({
  id: randomUUID(),
  name,
  order: 0,
  answerType,
  mark: 2,
  description: '',
  competence: 'Моделирование',
  studentCategory: '',
  answersRandomOrder: true,
  answers: answers.map(([text, isCorrect], n) => ({
    id: randomUUID(),
    name: text,
    order: n + 1,
    isCorrect,
    mark: isCorrect ? 2 : 0,
    answerGroup: '',
    studentCategory: '',
  })),
  templates: [],
});

const unit = (name: string, questions: QuestionDto[], more: Partial<UnitInput> = {}): UnitInput => ({
  name,
  code: 'U-1',
  resultDescription: 'Результат',
  description: 'Описание',
  rComp: 'Основы',
  tComp: 'Моделирование',
  action: '',
  actionObject: '',
  skill: 'Строить модели',
  maxPoint: 10,
  minPositiveMark: 6,
  maxQuestions: null,
  laborIntensity: 2,
  contactType: 'Лекция',
  form: 'Тест',
  summary: '',
  checkProps: true,
  checkClsProps: false,
  autoCheck: true,
  linkReq: false,
  showStudentOntologyLink: false,
  referenceModel: null,
  questions,
  ...more,
});

const fourTypes = () => [
  question('single', 'Что такое онтология?', [
    ['Модель понятий', true],
    ['Таблица', false],
  ]),
  question('multiple', 'Что входит в онтологию?', [
    ['Классы', true],
    ['Свойства', true],
    ['Макросы', false],
  ]),
  question('free', 'Опишите свою модель'),
  question('ontology', 'Создайте классы «Студент» и «Курс»'),
];

beforeAll(async () => {
  t = await startTestServer([ontologyArea, education]);
  await ensureUser(t.temp.store, { email: CAROL, password: PASSWORD, fullName: 'Каролева Карина', isAdmin: false });
  [alice, bob, carol, admin] = await Promise.all([t.signIn(ALICE), t.signIn(BOB), t.signIn(CAROL), t.signIn(ADMIN)]);
  courseA = (
    await json<CourseDetail>(alice.request('POST', '/api/edu/courses', course('Основы онтологий', 'ONTO-101')))
  ).id;
  courseB = (await json<CourseDetail>(alice.request('POST', '/api/edu/courses', course('Моделирование', 'BPM-201'))))
    .id;
  await assign(courseA, bob, 'teacher');
  await assign(courseA, carol, 'student');
  ontology = randomUUID();
  await json(
    alice.data({
      act: 'set_data',
      data: [{ op: 'new', class: ONTOLOGY_MODEL.ontologyClass, name: 'Эталон', inst: ontology }],
    }),
  );
}, 60_000);
afterAll(() => t?.close());

describe('GET /api/edu/courses: domain.md §6', () => {
  it('the author lists the courses they created, with code, status and author', async () => {
    const mine = await list(alice);
    expect(mine.map((c) => [c.code, c.name, c.status?.id, c.author?.id])).toEqual([
      ['BPM-201', 'Моделирование', COURSE_STATUS.active, alice.userId],
      ['ONTO-101', 'Основы онтологий', COURSE_STATUS.active, alice.userId],
    ]);
    expect(mine[0]!.dateCreate).toMatch(/^\d{4}-\d\d-\d\d/);
  });

  it('a teacher lists only the courses where they hold an active author or teacher assignment', async () => {
    expect((await list(bob)).map((c) => c.id)).toEqual([courseA]);
    const suspended = await assign(courseB, bob, 'teacher', { [PROP.notActive]: true });
    const expired = await assign(courseB, bob, 'author', { [PROP.activeUntil]: '2000-01-01' });
    const editor = await assign(courseB, bob, 'editor');
    expect((await list(bob)).map((c) => c.id)).toEqual([courseA]);
    await json(
      alice.data({ act: 'set_data', data: [suspended, expired, editor].map((inst) => ({ op: 'del', inst })) }),
    );
  });

  it('a student lists nothing and opens no course (404)', async () => {
    expect(await list(carol)).toEqual([]);
    await json(carol.request('GET', `/api/edu/courses/${courseA}`), 404);
  });

  it('an administrator lists every course', async () => {
    expect((await list(admin)).map((c) => c.id).sort()).toEqual([courseA, courseB].sort());
  });

  it('an unknown or malformed id is a 404, the same answer as a course one may not open', async () => {
    const unknown = await json<{ error: string }>(alice.request('GET', `/api/edu/courses/${randomUUID()}`), 404);
    const malformed = await json<{ error: string }>(alice.request('GET', '/api/edu/courses/x'), 404);
    const foreign = await json<{ error: string }>(bob.request('GET', `/api/edu/courses/${courseB}`), 404);
    expect(new Set([unknown.error, malformed.error, foreign.error])).toEqual(new Set(['Курс не найден']));
  });
});

describe('PUT /api/edu/courses/:id: fields and the structure tree', () => {
  it('the teacher saves every field and a nested tree; the flows of the course are listed', async () => {
    const flow = randomUUID();
    await json(
      alice.data({
        act: 'set_data',
        data: [
          { op: 'new', class: EDU_CLASS.Flow, name: 'Поток осень', inst: flow },
          { op: 'upd', inst: flow, prop: FLOW_PROP.course, val: courseA },
          { op: 'upd', inst: flow, prop: FLOW_PROP.code, val: 'F-1' },
        ],
      }),
    );
    const [intro, part, deep] = [randomUUID(), randomUUID(), randomUUID()];
    const saved = await json<CourseDetail>(
      bob.request('PUT', `/api/edu/courses/${courseA}`, {
        ...course('Основы онтологий (2-е изд.)', 'ONTO-101'),
        status: COURSE_STATUS.draft,
        notActive: true,
        createStudentOntology: true,
        items: [
          { id: intro, name: 'Введение', parent: null, order: 1, notActive: false, unit: null },
          { id: part, name: 'Часть 1', parent: null, order: 2, notActive: true, unit: null },
          { id: deep, name: 'Раздел 1.1', parent: part, order: 1, notActive: false, unit: null },
        ],
      }),
    );
    expect(saved).toMatchObject({
      name: 'Основы онтологий (2-е изд.)',
      status: { id: COURSE_STATUS.draft, name: 'Черновик' },
      notActive: true,
      createStudentOntology: true,
      flows: [{ id: flow, name: 'Поток осень', code: 'F-1' }],
    });
    expect(saved.items.map((i) => [i.name, i.parent, i.order, i.notActive])).toEqual([
      ['Введение', null, 1, false],
      ['Раздел 1.1', part, 1, false],
      ['Часть 1', null, 2, true],
    ]);
    // Outdent «Раздел 1.1», delete «Введение»: the tree is what was sent.
    const moved = await json<CourseDetail>(
      bob.request('PUT', `/api/edu/courses/${courseA}`, {
        ...course('Основы онтологий', 'ONTO-101'),
        items: [
          { id: part, name: 'Часть 1', parent: null, order: 1, notActive: false, unit: null },
          { id: deep, name: 'Раздел 1.1', parent: null, order: 2, notActive: false, unit: null },
        ],
      }),
    );
    expect(moved.items.map((i) => [i.name, i.parent, i.order])).toEqual([
      ['Часть 1', null, 1],
      ['Раздел 1.1', null, 2],
    ]);
  });

  it('a cycle, an unknown parent, a bad status or no name is a 400 and writes nothing', async () => {
    const before = await tableCounts(t.temp);
    const [a, b] = [randomUUID(), randomUUID()];
    const cases: unknown[] = [
      {
        ...course('x', 'x'),
        items: [
          { id: a, name: 'A', parent: b, order: 1 },
          { id: b, name: 'B', parent: a, order: 2 },
        ],
      },
      { ...course('x', 'x'), items: [{ id: a, name: 'A', parent: randomUUID(), order: 1 }] },
      { ...course('x', 'x'), status: randomUUID() },
      { ...course('', 'x') },
      { ...course('x', 'x'), items: [{ id: courseB, name: 'чужой id', parent: null, order: 1 }] },
    ];
    for (const body of cases) await json(bob.request('PUT', `/api/edu/courses/${courseA}`, body), 400);
    expect(await tableCounts(t.temp)).toEqual(before);
  });

  it('a student may not change the course (404), a teacher may not delete it (403)', async () => {
    await json(carol.request('PUT', `/api/edu/courses/${courseA}`, course('взлом', 'X')), 404);
    await json(bob.request('DELETE', `/api/edu/courses/${courseB}`), 404);
    await json(bob.request('DELETE', `/api/edu/courses/${courseA}`), 403);
  });
});

describe('/api/edu/units: a unit with its questions, answers and templates', () => {
  let unitId = '';

  it('the author creates a unit with every answer type in one call and reads it back', async () => {
    const questions = fourTypes();
    questions[2]!.templates = [
      { id: randomUUID(), name: '', template: 'онтология', isCorrect: true, mark: 1, order: 1 },
    ];
    const made = await json<UnitDetail>(
      alice.request('POST', '/api/edu/units', unit('Классы и свойства', questions, { referenceModel: ontology })),
    );
    unitId = made.id;
    expect(made.referenceModel).toEqual({ id: ontology, name: 'Эталон' });
    expect(made.questions.map((q) => [q.order, q.answerType, q.answers.length, q.templates.length])).toEqual([
      [1, 'single', 2, 0],
      [2, 'multiple', 3, 0],
      [3, 'free', 0, 1],
      [4, 'ontology', 0, 0],
    ]);
    expect(made.questions[0]!.answers.map((a) => [a.name, a.isCorrect, a.mark])).toEqual([
      ['Модель понятий', true, 2],
      ['Таблица', false, 0],
    ]);
    expect(made).toMatchObject({
      maxPoint: 10,
      minPositiveMark: 6,
      laborIntensity: 2,
      checkProps: true,
      skill: 'Строить модели',
    });
  });

  it("placed in course A, the unit is listed and opened with its answers by the course's teacher", async () => {
    await json(bob.request('GET', `/api/edu/units/${unitId}`), 404);
    expect(await units(bob)).toEqual([]);
    const current = await json<CourseDetail>(alice.request('GET', `/api/edu/courses/${courseA}`));
    await json(
      alice.request('PUT', `/api/edu/courses/${courseA}`, {
        ...course(current.name, current.code),
        items: [
          ...current.items.map((i) => ({ ...i, unit: i.unit?.id ?? null })),
          { id: randomUUID(), name: 'Практика', parent: null, order: 9, notActive: false, unit: unitId },
        ],
      }),
    );
    const seen = await json<UnitDetail>(bob.request('GET', `/api/edu/units/${unitId}`));
    expect(seen.questions[0]!.answers.some((a) => a.isCorrect)).toBe(true);
    expect((await units(bob)).map((u) => [u.id, u.questionCount, u.courses.map((c) => c.id)])).toEqual([
      [unitId, 4, [courseA]],
    ]);
  });

  it('a student of the course never reads the unit with its answers: 404, not listed', async () => {
    const refused = await json<{ error: string }>(carol.request('GET', `/api/edu/units/${unitId}`), 404);
    expect(refused.error).toBe('Учебная единица не найдена');
    expect(await units(carol)).toEqual([]);
    await json(carol.request('PUT', `/api/edu/units/${unitId}`, unit('взлом', [])), 404);
    await json(alice.request('GET', `/api/edu/units/${randomUUID()}`), 404);
  });

  it.each([
    [
      'a single-choice question with two correct answers',
      (u: UnitInput) => (u.questions[0]!.answers[1]!.isCorrect = true),
      /ровно один правильный/,
    ],
    [
      'a negative answer mark',
      (u: UnitInput) => (u.questions[1]!.answers[0]!.mark = -1),
      /не может быть отрицательным/,
    ],
    [
      'maxQuestions above the questions',
      (u: UnitInput) => (u.maxQuestions = 9),
      /не больше числа вопросов единицы \(5\)/,
    ],
    ['an ontology task without a reference model', (u: UnitInput) => (u.referenceModel = null), /эталонную модель/],
    [
      'a free question with answers',
      (u: UnitInput) => u.questions[2]!.answers.push({ ...u.questions[0]!.answers[0]!, id: randomUUID() }),
      /не бывает вариантов/,
    ],
    [
      'an unknown answer type',
      (u: UnitInput) => ((u.questions[0] as { answerType: string }).answerType = 'essay'),
      /тип ответа/,
    ],
  ])('%s is a 400 with the reason, and nothing is written (all or nothing)', async (_label, spoil, reason) => {
    const before = await tableCounts(t.temp);
    const stored = await json<UnitDetail>(alice.request('GET', `/api/edu/units/${unitId}`));
    const body: UnitInput = { ...stored, referenceModel: stored.referenceModel?.id ?? null, name: 'Новое имя' };
    body.questions = structuredClone(stored.questions);
    body.questions.push(
      question('single', 'Новый вопрос', [
        ['да', true],
        ['нет', false],
      ]),
    );
    spoil(body);
    const refused = await json<{ error: string; problems?: unknown[] }>(
      alice.request('PUT', `/api/edu/units/${unitId}`, body),
      400,
    );
    expect(refused.error).toMatch(reason);
    expect(await tableCounts(t.temp)).toEqual(before);
    expect(await json<UnitDetail>(alice.request('GET', `/api/edu/units/${unitId}`))).toEqual(stored);
  });

  it('a new unit with bad input is refused whole: no unit, no question is made', async () => {
    const before = await tableCounts(t.temp);
    const questions = fourTypes();
    questions[0]!.answers[0]!.isCorrect = false;
    await json(alice.request('POST', '/api/edu/units', unit('Плохая', questions, { referenceModel: ontology })), 400);
    await json(
      alice.request('POST', '/api/edu/units', unit('Чужая модель', fourTypes(), { referenceModel: courseA })),
      400,
    );
    expect(await tableCounts(t.temp)).toEqual(before);
  });

  it('the teacher edits the unit: questions, answers and templates are replaced as sent', async () => {
    const stored = await json<UnitDetail>(bob.request('GET', `/api/edu/units/${unitId}`));
    const [single, , free] = stored.questions;
    const saved = await json<UnitDetail>(
      bob.request('PUT', `/api/edu/units/${unitId}`, {
        ...stored,
        referenceModel: null,
        maxQuestions: 2,
        questions: [
          { ...free!, templates: [] },
          { ...single!, name: 'Что такое онтология? (уточнено)', answers: [...single!.answers].reverse() },
        ],
      }),
    );
    expect(saved.questions.map((q) => [q.id, q.name, q.order, q.templates.length])).toEqual([
      [free!.id, free!.name, 1, 0],
      [single!.id, 'Что такое онтология? (уточнено)', 2, 0],
    ]);
    expect(saved.questions[1]!.answers.map((a) => a.name)).toEqual(['Таблица', 'Модель понятий']);
    expect(saved.maxQuestions).toBe(2);
    expect(saved.author?.id).toBe(alice.userId);
  });

  it('a placed unit is not deleted (409); the author deletes it once it is taken out', async () => {
    await json(alice.request('DELETE', `/api/edu/units/${unitId}`), 409);
    await json(bob.request('DELETE', `/api/edu/units/${unitId}`), 403);
    const current = await json<CourseDetail>(alice.request('GET', `/api/edu/courses/${courseA}`));
    await json(
      alice.request('PUT', `/api/edu/courses/${courseA}`, {
        ...course(current.name, current.code),
        items: current.items.filter((i) => !i.unit).map((i) => ({ ...i, unit: null })),
      }),
    );
    await json(alice.request('DELETE', `/api/edu/units/${unitId}`), 204);
    await json(alice.request('GET', `/api/edu/units/${unitId}`), 404);
  });

  it('the author deletes a course without flows (its structure with it)', async () => {
    await json(alice.request('DELETE', `/api/edu/courses/${courseA}`), 409);
    await json(alice.request('DELETE', `/api/edu/courses/${courseB}`), 204);
    expect((await list(alice)).map((c) => c.id)).toEqual([courseA]);
  });
});
