import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { CLASS, PROP } from '@ontobench/core/common';
import { EDU_ROLE } from '../../extensions/education/src/common/app/roles.ts';
import { EDU_CLASS } from '../../extensions/education/src/common/classes.ts';
import { COURSE_PROP } from '../../extensions/education/src/common/courses/schema.ts';
import { UNIT_PROP } from '../../extensions/education/src/common/units/schema.ts';
import {
  DEMO_ACCOUNTS,
  apiSignIn,
  dataApi,
  expect,
  secondBrowser,
  signInWithToken,
  test,
  uniqueWord,
} from './fixtures.ts';

/**
 * Issue 20 item 5's quality bar with two browsers: the student answers a unit and submits it; the teacher, whose
 * `/edu/awaiting-grades` is open, sees it arrive there live (`education/submissions`) and marks it; the student sees the mark arrive live on the flow page and in the
 * rating (`/edu/users_rating`), without reloading; the teacher's top-bar count of awaiting work rises and falls with it. The course is built here (by the demo author, the teacher
 * assigned to it), so the test stands on its own whatever the demo holds.
 */
async function buildCourse(request: APIRequestContext, word: string, studentToken: string) {
  const owner = await apiSignIn(request, DEMO_ACCOUNTS.user);
  const teacherToken = await apiSignIn(request, DEMO_ACCOUNTS.teacher);
  const idOf = async (token: string) => {
    const check = await request.get('/api/auth/check-auth', { headers: { authorization: `Bearer ${token}` } });
    return ((await check.json()) as { user: { id: string } }).user.id;
  };
  const teacherId = await idOf(teacherToken);
  // The student is a student of the course: its flows are open to them (edu/flows).
  const studentId = await idOf(studentToken);
  const call = await dataApi(request, owner);
  const id = {
    course: randomUUID(),
    unit: randomUUID(),
    item: randomUUID(),
    q1: randomUUID(),
    q2: randomUUID(),
    teacher: randomUUID(),
    student: randomUUID(),
  };
  const a = { right: randomUUID(), wrong: randomUUID() };
  const upd = (inst: string, prop: string, val: unknown) => ({ op: 'upd', inst, prop, val });
  await call({
    act: 'set_data',
    data: [
      { op: 'new', class: EDU_CLASS.Course, name: `Курс ${word}`, inst: id.course },
      upd(id.course, COURSE_PROP.code, word),
      { op: 'new', class: EDU_CLASS.LearningUnit, name: `Единица ${word}`, inst: id.unit },
      upd(id.unit, UNIT_PROP.maxPoint, 10),
      upd(id.unit, UNIT_PROP.minPositiveMark, 5),
      { op: 'new', class: EDU_CLASS.CourseStructureItem, name: 'п1', inst: id.item },
      upd(id.item, COURSE_PROP.itemCourse, id.course),
      upd(id.item, COURSE_PROP.itemAoe, id.unit),
      upd(id.item, COURSE_PROP.itemOrder, 1),
      { op: 'new', class: EDU_CLASS.Question, name: 'Что описывает класс?', inst: id.q1 },
      upd(id.q1, UNIT_PROP.questionAoe, id.unit),
      upd(id.q1, UNIT_PROP.questionOrder, 1),
      upd(id.q1, UNIT_PROP.answerType, 'single'),
      upd(id.q1, UNIT_PROP.questionMark, 2),
      { op: 'new', class: EDU_CLASS.Answer, name: 'Множество объектов', inst: a.right },
      upd(a.right, UNIT_PROP.answerQuestion, id.q1),
      upd(a.right, UNIT_PROP.answerIsCorrect, true),
      upd(a.right, UNIT_PROP.answerOrder, 1),
      { op: 'new', class: EDU_CLASS.Answer, name: 'Одно число', inst: a.wrong },
      upd(a.wrong, UNIT_PROP.answerQuestion, id.q1),
      upd(a.wrong, UNIT_PROP.answerIsCorrect, false),
      upd(a.wrong, UNIT_PROP.answerOrder, 2),
      { op: 'new', class: EDU_CLASS.Question, name: 'Опишите экземпляр', inst: id.q2 },
      upd(id.q2, UNIT_PROP.questionAoe, id.unit),
      upd(id.q2, UNIT_PROP.questionOrder, 2),
      upd(id.q2, UNIT_PROP.answerType, 'free'),
      upd(id.q2, UNIT_PROP.questionMark, 8),
      { op: 'new', class: CLASS.Assignment, name: 'teacher', inst: id.teacher },
      upd(id.teacher, PROP.obj, id.course),
      upd(id.teacher, PROP.user, teacherId),
      upd(id.teacher, PROP.role, EDU_ROLE.teacher),
      upd(id.teacher, PROP.roleCode, 'teacher'),
      { op: 'new', class: CLASS.Assignment, name: 'student', inst: id.student },
      upd(id.student, PROP.obj, id.course),
      upd(id.student, PROP.user, studentId),
      upd(id.student, PROP.role, EDU_ROLE.student),
      upd(id.student, PROP.roleCode, 'student'),
    ],
  });
  const flow = await request.post('/api/edu/flows', {
    headers: { authorization: `Bearer ${teacherToken}` },
    data: { name: `Поток ${word}`, code: word, courseId: id.course },
  });
  expect(flow.status(), await flow.text()).toBe(200);
  return { teacherToken, flow: (await flow.json()) as { id: string; name: string }, unit: `Единица ${word}` };
}

test.use({ account: 'student' });

test('the student submits, the teacher marks, the mark and the rating reach the student live', async ({
  page,
  request,
  browser,
  baseURL,
  signedIn,
}) => {
  test.slow();
  const word = uniqueWord('Поток');
  const { teacherToken, flow, unit } = await buildCourse(request, word, signedIn.token);

  // The student joins the flow from the flows page and opens the unit.
  await page.goto('/edu/flows');
  const row = page.getByTestId('flow-row').filter({ hasText: flow.name });
  await row.getByTestId('flow-join').click();
  await row.getByTestId('flow-link').click();
  await expect(page.getByTestId('edu-flow-page')).toBeVisible();
  await page.getByTestId('student-unit-open').filter({ hasText: unit }).click();
  const work = page.getByTestId('unit-work');
  await work.getByRole('radio', { name: 'Множество объектов' }).check();
  await work.getByTestId('answer-text').fill('Экземпляр — один конкретный объект класса');

  // The teacher, in a browser of their own, has the awaiting list open, its realtime socket connected.
  const teacher = await secondBrowser(browser, baseURL!);
  await signInWithToken(teacher.page, teacherToken);
  const connected = new Promise<void>((resolve) =>
    teacher.page.on('websocket', (socket) => {
      if (!socket.url().includes('/socket.io/')) return;
      // socket.io's CONNECT packet: the server has signed the socket in and put it in the user's room.
      socket.on('framereceived', (frame) => String(frame.payload).startsWith('40') && resolve());
    }),
  );
  await teacher.page.goto('/edu/awaiting-grades');
  await expect(teacher.page.getByTestId('edu-awaiting-page')).toBeVisible();
  await connected;
  const card = teacher.page.getByTestId('awaiting-row').filter({ hasText: unit });
  await expect(card).toHaveCount(0);
  // The top bar's count of work awaiting a mark, shown to teachers (a number, nothing for none). Other specs
  // may submit work for the demo teacher meanwhile, so it is compared, not matched.
  const counter = teacher.page.getByTestId('awaiting-counter');
  await expect(counter).toHaveAccessibleName(/^Ожидают оценки: /u);
  const counted = async () => Number((await counter.textContent())?.trim() || 0);
  const before = await counted();

  await work.getByTestId('unit-submit').click();
  await page.getByTestId('unit-confirm-submit').click();
  await expect(work.getByTestId('unit-awaiting')).toContainText('2');
  await expect(work.getByTestId('question-score').first()).toContainText('2');

  // The rating, open in a second tab of the student's: the unit not marked yet counts 0.
  const ratingPage = await page.context().newPage();
  await ratingPage.goto('/edu/users_rating');
  const ratingRow = ratingPage.getByTestId('rating-row').filter({ hasText: flow.name });
  await expect(ratingRow.getByTestId('rating-total')).toHaveText('0');

  // On the teacher's page without a reload, said in a notice; the teacher marks it.
  await expect(
    teacher.page.getByText(`Новая работа на проверку: Студентова Мария Алексеевна, «${unit}»`),
  ).toBeVisible();
  await expect(card.getByTestId('awaiting-text')).toHaveText('Экземпляр — один конкретный объект класса');
  await expect.poll(counted).toBeGreaterThan(before);
  const submitted = await counted();
  await card.getByTestId('awaiting-mark').fill('9');
  await card.getByTestId('awaiting-comment').fill('Верно и кратко');
  await card.getByTestId('awaiting-save').click();
  await expect(card).toHaveCount(0);
  await expect.poll(counted).toBeLessThan(submitted);

  // Live, without a reload: the unit's mark and comment, the progress, the rating.
  await expect(work.getByTestId('unit-mark')).toContainText('9');
  await expect(work.getByTestId('unit-comment')).toContainText('Верно и кратко');
  await expect(page.getByTestId('student-unit').filter({ hasText: unit }).getByTestId('mark-value')).toHaveText('9');
  await expect(ratingRow.getByTestId('rating-total')).toHaveText('9');
  expect(teacher.errors).toEqual([]);
  await teacher.context.close();
});
