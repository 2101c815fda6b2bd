import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import { ensureUser } from '@ontobench/core/node';
import { defineServerExtension, unrestrictedReader, type ServerExtension } from '@ontobench/sdk/node';
import ontologyExtension from '@ontobench/ext-ontology/node';
import education from '@ontobench/ext-education/node';
import { COURSE_PROP, EDU_CLASS, EDU_ROLE } from '@ontobench/ext-education/common';
import { ensureStudentOntology } from '../../extensions/education/src/node/app/student-ontology.ts';
import { ADMIN, ALICE, BOB, PASSWORD, startTestServer, type Client, type TestServer } from './harness.ts';

const CAROL = 'carol@contract.test';

/**
 * domain.md §3 Course `createStudentOntology` (issue 20 item 4: "the student builds classes/properties in a
 * personal student ontology created for the course"): made once per student and course, the student's own,
 * read (never changed) by the course's teachers. A probe extension calls what the flow's join calls.
 */
const probe: ServerExtension = defineServerExtension({
  id: 'probe',
  version: '0.0.1',
  start(ctx) {
    ctx.route('POST', 'probe/student-ontology', async (request) => {
      const user = await request.user();
      const { course } = request.body as { course: string };
      return { ontology: await ensureStudentOntology(ctx, unrestrictedReader(ctx.data), user, course) };
    });
  },
});

let t: TestServer;
let admin: Client;
let teacher: Client;
let student: Client;
const course = randomUUID();
const plain = randomUUID();

beforeAll(async () => {
  t = await startTestServer([ontologyExtension, education, probe]);
  [admin, teacher, student] = await Promise.all([t.signIn(ADMIN), t.signIn(ALICE), t.signIn(BOB)]);
  const assignment = randomUUID();
  const reply = await admin.data({
    act: 'set_data',
    data: [
      { op: 'new', class: EDU_CLASS.Course, name: 'Основы онтологий', inst: course },
      { op: 'upd', inst: course, prop: COURSE_PROP.createStudentOntology, val: true },
      { op: 'new', class: EDU_CLASS.Course, name: 'Без онтологии', inst: plain },
      { op: 'new', class: CLASS.Assignment, name: 'teacher', inst: assignment },
      { op: 'upd', inst: assignment, prop: PROP.obj, val: course },
      { op: 'upd', inst: assignment, prop: PROP.user, val: teacher.userId },
      { op: 'upd', inst: assignment, prop: PROP.role, val: EDU_ROLE.teacher },
      { op: 'upd', inst: assignment, prop: PROP.roleCode, val: 'teacher' },
    ],
  });
  expect([reply.status, await reply.text()]).toEqual([200, expect.any(String)]);
}, 60_000);

afterAll(() => t?.close());

const ensure = async (who: Client, c: string) => {
  const reply = await who.request('POST', '/api/probe/student-ontology', { course: c });
  expect([reply.status, reply.status === 200 ? '' : await reply.text()]).toEqual([200, '']);
  return ((await reply.json()) as { ontology: string | null }).ontology;
};

describe('the student’s personal ontology for a course', () => {
  it('is made once, named for the course and the student, theirs to build', async () => {
    const ontology = await ensure(student, course);
    expect(ontology).toMatch(/^[0-9a-f-]{36}$/);
    expect(await ensure(student, course)).toBe(ontology);
    const state = await student.request('GET', `/api/ontology/${ontology}/state`);
    expect(state.status).toBe(200);
    expect(((await state.json()) as { ontology: { name: string } }).ontology.name).toBe(
      'Основы онтологий — Бобров Борис Иванович',
    );
    const cls = randomUUID();
    const built = await student.data({
      act: 'set_data',
      data: [
        { op: 'new', class: CLASS.Class, name: 'Студент', inst: cls },
        { op: 'add', inst: cls, prop: '0e0e0000-0000-4000-8000-000000000101', val: ontology },
      ],
    });
    expect(built.status).toBe(200);
  });

  it('the course’s teacher reads it and cannot change it; a user who teaches none of it does not see it', async () => {
    const ontology = await ensure(student, course);
    expect((await teacher.request('GET', `/api/ontology/${ontology}/state`)).status).toBe(200);
    const renamed = await teacher.data({
      act: 'set_data',
      data: [{ op: 'upd', inst: ontology, prop: PROP.name, val: 'Чужое' }],
    });
    expect([renamed.status, ((await renamed.json()) as { code: string }).code]).toEqual([400, 'access.change']);
    // A user who teaches no course of it does not see it at all.
    await ensureUser(t.temp.store, {
      email: CAROL,
      password: PASSWORD,
      fullName: 'Каролева Карина Ивановна',
      isAdmin: false,
    });
    const carol = await t.signIn(CAROL);
    expect((await carol.request('GET', `/api/ontology/${ontology}/state`)).status).toBe(404);
  });

  it('a course that does not ask for one gives none', async () => {
    expect(await ensure(student, plain)).toBeNull();
  });
});
