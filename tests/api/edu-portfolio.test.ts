import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP, type GetDataReply } from '@ontobench/core/common';
import { eduAssignment } from './edu-fixtures.ts';
import { ensureUser } from '@ontobench/core/node';
import education from '@ontobench/ext-education/node';
import {
  EDU_CLASS,
  FLOW_PROP,
  PORTFOLIO_API,
  type PortfolioProject,
  type PortfolioProjects,
} from '@ontobench/ext-education/common';
import { ADMIN, ALICE, BOB, PASSWORD, startTestServer, tableCounts, type Client, type TestServer } from './harness.ts';

/**
 * The portfolio part (issue 20 item 6; shell.md §2 `/portfolio-projects`, `/portfolio-project/{id}`): a
 * student's projects. Each access rule of docs/education.md "Portfolio": the author edits; the teachers of a
 * flow the student is in (an active `student` assignment on a flow of a course where the teacher holds an
 * active `teacher` or `author` assignment) read; administrators read and edit; anyone else gets 404.
 */
const CAROL = 'carol-portfolio@contract.test';
const DAVE = 'dave-portfolio@contract.test';
let t: TestServer;
let admin: Client;
let student: Client; // Alice, a student of the flow.
let teacher: Client; // Bob, a teacher of the flow's course.
let former: Client; // Carol: her teacher assignment on the course has expired.
let classmate: Client; // Dave: his student assignment is suspended (awaiting approval).
const course = randomUUID();
const flow = randomUUID();
const aliceThing = randomUUID();
const bobThing = randomUUID();

const api = (path: string) => `/api/${path}`;
const assign = eduAssignment;
const json = async <T>(reply: Promise<Response>, status = 200): Promise<T> => {
  const r = await reply;
  const text = await r.text();
  expect([r.status, text]).toEqual([status, expect.any(String)]);
  return (text ? JSON.parse(text) : null) as T;
};
const create = (who: Client, body: unknown) =>
  json<PortfolioProject>(who.request('POST', api(PORTFOLIO_API.projects), body));

beforeAll(async () => {
  t = await startTestServer([education]);
  for (const [email, fullName] of [
    [CAROL, 'Бывшая Преподавательница Карина'],
    [DAVE, 'Ожидающий Студент Денис'],
  ] as const)
    await ensureUser(t.temp.store, { email, password: PASSWORD, fullName, isAdmin: false, app: 'edu' });
  [admin, student, teacher, former, classmate] = await Promise.all([
    t.signIn(ADMIN),
    t.signIn(ALICE),
    t.signIn(BOB),
    t.signIn(CAROL),
    t.signIn(DAVE),
  ]);
  const made = await admin.data({
    act: 'set_data',
    data: [
      { op: 'new', class: EDU_CLASS.Course, name: 'Основы онтологий', inst: course },
      { op: 'new', class: EDU_CLASS.Flow, name: 'Поток 2026', inst: flow },
      { op: 'upd', inst: flow, prop: FLOW_PROP.course, val: course },
      ...assign(teacher.userId, course, 'teacher'),
      ...assign(former.userId, course, 'teacher', { [PROP.activeUntil]: '2001-01-01' }),
      ...assign(student.userId, flow, 'student'),
      ...assign(classmate.userId, flow, 'student', { [PROP.notActive]: true }),
    ],
  });
  expect(made.status, await made.text()).toBe(200);
  for (const [who, inst, name] of [
    [student, aliceThing, 'Онтология студентки'],
    [teacher, bobThing, 'Класс преподавателя'],
  ] as const) {
    const reply = await who.data({ act: 'set_data', data: [{ op: 'new', class: CLASS.Class, name, inst }] });
    expect(reply.status, await reply.text()).toBe(200);
  }
}, 60_000);
afterAll(() => t?.close());

describe('a student’s own projects', () => {
  it('the student creates a project with a description and a link to her own object, and reads it back', async () => {
    const made = await create(student, { name: '  Онтология кафедры ', description: 'Курсовая', links: [aliceThing] });
    expect(made).toMatchObject({
      name: 'Онтология кафедры',
      description: 'Курсовая',
      author: { id: student.userId },
      editable: true,
      links: [{ id: aliceThing, name: 'Онтология студентки', classId: CLASS.Class }],
    });
    expect(await json(student.request('GET', api(PORTFOLIO_API.project(made.id))))).toEqual(made);
    const lists = await json<PortfolioProjects>(student.request('GET', api(PORTFOLIO_API.projects)));
    expect(lists.mine.map((p) => [p.name, p.links])).toEqual([['Онтология кафедры', 1]]);
    expect(lists.students).toEqual([]);
  });

  it('the student changes her project: name, description, links (the list replaced)', async () => {
    const made = await create(student, { name: 'Черновик' });
    const changed = await json<PortfolioProject>(
      student.request('PATCH', api(PORTFOLIO_API.project(made.id)), { description: 'Новое', links: [aliceThing] }),
    );
    expect(changed).toMatchObject({ name: 'Черновик', description: 'Новое', links: [{ id: aliceThing }] });
    const emptied = await json<PortfolioProject>(
      student.request('PATCH', api(PORTFOLIO_API.project(made.id)), { links: [], description: '' }),
    );
    expect(emptied).toMatchObject({ description: '', links: [] });
  });

  it('refuses what is not a project: no name, a malformed link, a link to what the student may not read; nothing written', async () => {
    const counts = await tableCounts(t.temp);
    for (const body of [{}, { name: '   ' }, { name: 'x', links: ['nope'] }, { name: 'x', links: 'a' }, []])
      await json(student.request('POST', api(PORTFOLIO_API.projects), body), 400);
    const hidden = await json<{ error: string }>(
      student.request('POST', api(PORTFOLIO_API.projects), { name: 'С чужой ссылкой', links: [bobThing] }),
      400,
    );
    expect(hidden.error).toBe(`Ссылка проекта: объект ${bobThing} не найден или вам недоступен`);
    await json(student.request('POST', api(PORTFOLIO_API.projects), { name: 'x', links: [randomUUID()] }), 400);
    expect(await tableCounts(t.temp)).toEqual(counts);
  });

  it('the author deletes her project; then it is gone', async () => {
    const made = await create(student, { name: 'Удаляемый' });
    expect((await student.request('DELETE', api(PORTFOLIO_API.project(made.id)))).status).toBe(204);
    await json(student.request('GET', api(PORTFOLIO_API.project(made.id))), 404);
  });
});

describe('who else reads a project', () => {
  let project: PortfolioProject;
  beforeAll(async () => {
    project = await create(student, { name: 'Проект для проверки', description: 'Описание', links: [aliceThing] });
  });

  it('a teacher of the student’s flow lists and reads it, read-only: change and delete are 403, nothing changes', async () => {
    const lists = await json<PortfolioProjects>(teacher.request('GET', api(PORTFOLIO_API.projects)));
    expect(lists.students.map((p) => p.id)).toContain(project.id);
    expect(lists.students.every((p) => p.author.id === student.userId)).toBe(true);
    const seen = await json<PortfolioProject>(teacher.request('GET', api(PORTFOLIO_API.project(project.id))));
    expect(seen).toEqual({ ...project, editable: false });
    const counts = await tableCounts(t.temp);
    await json(teacher.request('PATCH', api(PORTFOLIO_API.project(project.id)), { name: 'Взлом' }), 403);
    await json(teacher.request('DELETE', api(PORTFOLIO_API.project(project.id))), 403);
    expect(await tableCounts(t.temp)).toEqual(counts);
    // The area's call is the way in: the store itself does not share the project with the teacher.
    const direct = (await (
      await teacher.data({ act: 'get_data', class: EDU_CLASS.PortfolioProject, filter: `[id] = '${project.id}'` })
    ).json()) as GetDataReply;
    expect(direct.rows).toEqual([]);
  });

  it('a teacher whose assignment expired, a classmate and a stranger get 404 for every call, and empty lists', async () => {
    const stranger = await t.signIn((await registerStranger()).email);
    for (const who of [former, classmate, stranger]) {
      await json(who.request('GET', api(PORTFOLIO_API.project(project.id))), 404);
      await json(who.request('PATCH', api(PORTFOLIO_API.project(project.id)), { name: 'Взлом' }), 404);
      await json(who.request('DELETE', api(PORTFOLIO_API.project(project.id))), 404);
      const lists = await json<PortfolioProjects>(who.request('GET', api(PORTFOLIO_API.projects)));
      expect(lists.students.map((p) => p.id)).not.toContain(project.id);
    }
    // An unknown id and a malformed one answer the same.
    await json(teacher.request('GET', api(PORTFOLIO_API.project(randomUUID()))), 404);
    await json(teacher.request('GET', api(PORTFOLIO_API.project('not-an-id'))), 404);
  });

  it('a student whose flow assignment is suspended is not taught: the teacher does not read their project', async () => {
    const waiting = await create(classmate, { name: 'Проект ожидающего' });
    await json(teacher.request('GET', api(PORTFOLIO_API.project(waiting.id))), 404);
    const lists = await json<PortfolioProjects>(teacher.request('GET', api(PORTFOLIO_API.projects)));
    expect(lists.students.map((p) => p.id)).not.toContain(waiting.id);
  });

  it('an administrator lists every other user’s project and may change it', async () => {
    const lists = await json<PortfolioProjects>(admin.request('GET', api(PORTFOLIO_API.projects)));
    expect(lists.students.map((p) => p.id)).toContain(project.id);
    const renamed = await json<PortfolioProject>(
      admin.request('PATCH', api(PORTFOLIO_API.project(project.id)), { name: 'Переименован администратором' }),
    );
    expect(renamed).toMatchObject({ name: 'Переименован администратором', editable: true });
  });

  it('without signing in: 401', async () => {
    expect((await fetch(`${t.url}${api(PORTFOLIO_API.projects)}`)).status).toBe(401);
    expect((await fetch(`${t.url}${api(PORTFOLIO_API.project(project.id))}`)).status).toBe(401);
  });
});

async function registerStranger() {
  const email = `stranger-${randomUUID().slice(0, 8)}@contract.test`;
  await ensureUser(t.temp.store, { email, password: PASSWORD, fullName: 'Посторонний Пётр Петрович', isAdmin: false });
  return { email };
}
