import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureUser, type UserContext } from '@ontobench/core/node';
import education from '@ontobench/ext-education/node';
import ontologyArea from '@ontobench/ext-ontology/node';
import { COURSE_STATUS } from '../../extensions/education/src/common/courses/schema.ts';
import type { CourseDetail, CourseSummary } from '../../extensions/education/src/common/courses/api.ts';
import type { UnitDetail, UnitSummary } from '../../extensions/education/src/common/units/api.ts';
import { ALICE, PASSWORD, startTestServer, type Client, type TestServer } from './harness.ts';

/**
 * Issue 20 item 8, the content part: two courses «Основы онтологий» (ONTO-101) and «Моделирование
 * процессов» (BPM-201), active, each with sections and four units (eight), 40 questions of all four answer
 * types; the ontology tasks' units point at a reference ontology. The demo teacher holds `teacher` on both
 * courses and `author` on ONTO-101, so their lists show both.
 */
const TEACHER = 'teacher@ontobench.local';
let t: TestServer;
let teacher: Client;

const json = async <T>(reply: Response | Promise<Response>, status = 200): Promise<T> => {
  const r = await reply;
  const text = await r.text();
  expect(r.status, text.slice(0, 300)).toBe(status);
  return JSON.parse(text) as T;
};

beforeAll(async () => {
  t = await startTestServer([ontologyArea, education]);
  await ensureUser(t.temp.store, { email: TEACHER, password: PASSWORD, fullName: 'Преподаватель', isAdmin: false });
  const alice = await t.signIn(ALICE);
  teacher = await t.signIn(TEACHER);
  const owner: UserContext = {
    id: alice.userId,
    name: 'Алиса',
    email: ALICE,
    isAdmin: false,
    isBetaTester: false,
    app: 'onto',
  };
  await t.server.seedExtensions(owner);
  // Seeding again (a restart) adds nothing.
  await t.server.seedExtensions(owner);
}, 120_000);
afterAll(() => t?.close());

describe('the education demo: courses, units and questions', () => {
  it('the teacher lists the two active demo courses, each with sections and four units', async () => {
    const courses = await json<CourseSummary[]>(teacher.request('GET', '/api/edu/courses'));
    expect(courses.map((c) => [c.code, c.name, c.status?.id])).toEqual([
      ['BPM-201', 'Моделирование процессов', COURSE_STATUS.active],
      ['ONTO-101', 'Основы онтологий', COURSE_STATUS.active],
    ]);
    for (const summary of courses) {
      const course = await json<CourseDetail>(teacher.request('GET', `/api/edu/courses/${summary.id}`));
      const sections = course.items.filter((i) => !i.parent);
      const placed = course.items.filter((i) => i.unit);
      expect(sections.length).toBeGreaterThanOrEqual(2);
      expect(placed).toHaveLength(4);
      expect(placed.every((i) => sections.some((s) => s.id === i.parent))).toBe(true);
    }
  });

  it('eight units, 40 questions of all four answer types; ontology tasks have a reference model', async () => {
    const units = await json<UnitSummary[]>(teacher.request('GET', '/api/edu/units'));
    expect(units).toHaveLength(8);
    expect(units.reduce((n, u) => n + u.questionCount, 0)).toBe(40);
    const details = await Promise.all(
      units.map((u) => json<UnitDetail>(teacher.request('GET', `/api/edu/units/${u.id}`))),
    );
    const questions = details.flatMap((d) => d.questions.map((q) => ({ ...q, unit: d })));
    expect(new Set(questions.map((q) => q.answerType))).toEqual(new Set(['single', 'multiple', 'free', 'ontology']));
    for (const q of questions) {
      const correct = q.answers.filter((a) => a.isCorrect).length;
      if (q.answerType === 'single') expect(correct).toBe(1);
      if (q.answerType === 'multiple') expect(correct).toBeGreaterThanOrEqual(1);
      if (q.answerType === 'ontology') expect(q.unit.referenceModel?.name).toBe('Эталон: учебный процесс');
    }
  });
});
