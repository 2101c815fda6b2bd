import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROP } from '@ontobench/core/common';
import { eduAssignment } from './edu-fixtures.ts';
import { ensureUser, type UserContext } from '@ontobench/core/node';
import education from '@ontobench/ext-education/node';
import ontologyArea from '@ontobench/ext-ontology/node';
import { type EDU_ROLE } from '../../extensions/education/src/common/app/roles.ts';
import type { EduMe } from '../../extensions/education/src/common/app/api.ts';
import type { CourseDetail } from '../../extensions/education/src/common/courses/api.ts';
import { ADMIN, ALICE, BOB, PASSWORD, startTestServer, type Client, type TestServer } from './harness.ts';

/**
 * `GET /api/edu/me` on a real server and store (docs/education.md "Menu entries by role"): whether the
 * signed-in user teaches, for the main menu's teachers' entries. The rule is the course list's, domain.md
 * §6: "Course lists for non-admins are limited to courses where they hold an active assignment with the
 * education author or teacher role"; administrators see all. An assignment counts only while in force
 * (domain.md §4: not suspended, `activeUntil` empty or later than today).
 */
const TEACHER = 'teacher@ontobench.local';
const STUDENT = 'student@ontobench.local';
let t: TestServer;
let alice: Client; // seeds the demo, authors the course below
let bob: Client; // assignments on that course come and go
let teacher: Client;
let student: Client;
let admin: Client;
let course = '';

const json = async <T>(reply: Response | Promise<Response>, status = 200): Promise<T> => {
  const r = await reply;
  const text = await r.text();
  expect(r.status, text.slice(0, 300)).toBe(status);
  return JSON.parse(text) as T;
};
const teaches = async (c: Client) => (await json<EduMe>(c.request('GET', '/api/edu/me'))).teaches;

/** Gives Bob a role on the course, with extra assignment fields (suspended, an end date). */
async function assignBob(code: keyof typeof EDU_ROLE, values: Record<string, unknown> = {}) {
  const ops = eduAssignment(bob.userId, course, code, values);
  await json(alice.data({ act: 'set_data', data: ops }));
  return ops[0]!.inst;
}

beforeAll(async () => {
  t = await startTestServer([ontologyArea, education]);
  const demo = { [TEACHER]: 'Учителев Иван Николаевич', [STUDENT]: 'Студентова Мария Алексеевна' };
  for (const [email, fullName] of Object.entries(demo)) {
    await ensureUser(t.temp.store, { email, password: PASSWORD, fullName, isAdmin: false });
  }
  alice = await t.signIn(ALICE);
  const owner: UserContext = {
    id: alice.userId,
    name: 'Алиса',
    email: ALICE,
    isAdmin: false,
    isBetaTester: false,
    app: 'onto',
  };
  await t.server.seedExtensions(owner);
  [bob, teacher, student, admin] = await Promise.all([
    t.signIn(BOB),
    t.signIn(TEACHER),
    t.signIn(STUDENT),
    t.signIn(ADMIN),
  ]);
  const input = { name: 'Курс для меню', code: 'MENU-1', description: '', status: null, notActive: false };
  course = (await json<CourseDetail>(alice.request('POST', '/api/edu/courses', input))).id;
}, 120_000);
afterAll(() => t?.close());

describe('GET /api/edu/me: whether the user teaches (domain.md §6)', () => {
  it('the demo teacher (teacher and author on the demo courses) teaches; the demo student does not', async () => {
    expect(await teaches(teacher)).toBe(true);
    expect(await teaches(student)).toBe(false);
  });

  it('an administrator teaches, with no assignment at all', async () => {
    expect(await teaches(admin)).toBe(true);
  });

  it('a suspended teacher, an expired author and an editor do not; an author in force does', async () => {
    expect(await teaches(bob)).toBe(false);
    await assignBob('teacher', { [PROP.notActive]: true });
    await assignBob('author', { [PROP.activeUntil]: '2000-01-01' });
    await assignBob('editor');
    expect(await teaches(bob)).toBe(false);
    const inForce = await assignBob('author', { [PROP.activeUntil]: '2999-12-31' });
    expect(await teaches(bob)).toBe(true);
    await json(alice.data({ act: 'set_data', data: [{ op: 'del', inst: inForce }] }));
    expect(await teaches(bob)).toBe(false);
  });

  it('without a sign-in it is a 401', async () => {
    const reply = await fetch(`${t.url}/api/edu/me`);
    expect(reply.status).toBe(401);
  });
});
