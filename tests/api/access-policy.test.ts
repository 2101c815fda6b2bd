import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP, type GetDataReply, type RolesReply } from '@ontobench/core/common';
import type { ServerExtension } from '@ontobench/core/node';
import education from '@ontobench/ext-education/node';
import { ALICE, BOB, startTestServer, type Client, type TestServer } from './harness.ts';

/**
 * The access-policy point (docs/architecture.md "Core holds mechanisms"): an extension's
 * `accessPolicy` changes the core's rule for assignments; the core itself names no area's role (the
 * education roles' rule comes with the education extension), and the code-only roles a policy declares
 * are listed by `GET /api/roles` for the assignment panel.
 */
const reviews: ServerExtension = {
  id: 'reviews',
  version: '1.0.0',
  accessPolicy: { readOnlyRoleCodes: ['reviewer'], assignableRoles: [{ code: 'reviewer', name: 'Рецензент' }] },
};
const broken: ServerExtension = {
  id: 'broken-policy',
  version: '1.0.0',
  accessPolicy: { readOnlyRoleCodes: ['no way'] },
};

let t: TestServer;
let alice: Client;
let bob: Client;
const Note = randomUUID();

beforeAll(async () => {
  t = await startTestServer([reviews, broken, education]);
  [alice, bob] = await Promise.all([t.signIn(ALICE), t.signIn(BOB)]);
  const made = await alice.data({
    act: 'set_data',
    data: [{ op: 'new', class: CLASS.Class, name: 'Заметка', inst: Note }],
  });
  expect(made.status).toBe(200);
}, 60_000);

afterAll(() => t?.close());

/** A note of Alice's that Bob holds an assignment on with `roleCode`; what Bob may do with it. */
async function bobsAccessWith(roleCode: string) {
  const note = randomUUID();
  const assignment = randomUUID();
  const made = await alice.data({
    act: 'set_data',
    data: [
      { op: 'new', class: Note, name: `для ${roleCode}`, inst: note },
      { op: 'new', class: CLASS.Assignment, name: roleCode, inst: assignment },
      { op: 'upd', inst: assignment, prop: PROP.obj, val: note },
      { op: 'upd', inst: assignment, prop: PROP.user, val: bob.userId },
      { op: 'upd', inst: assignment, prop: PROP.roleCode, val: roleCode },
    ],
  });
  expect(made.status).toBe(200);
  const seen = (await (
    await bob.data({ act: 'get_data', class: Note, filter: `[id] = '${note}'` })
  ).json()) as GetDataReply;
  return seen.rows[0];
}

describe('access policies contributed by extensions', () => {
  it('a role code an extension declares read-only lets its holder read, not change', async () => {
    expect(await bobsAccessWith('reviewer')).toMatchObject({ readonly: true, can_delete: false });
  });

  it('a role code nobody declares read-only lets its holder change the object', async () => {
    expect(await bobsAccessWith('curator')).toMatchObject({ readonly: false, can_delete: false });
  });

  it('the education extension brings its rule (student, customer, reader read only; teacher changes)', async () => {
    // `reader` is what a course's teachers hold on a student's personal ontology (docs/education.md).
    for (const code of ['student', 'customer', 'reader'])
      expect(await bobsAccessWith(code)).toMatchObject({ readonly: true });
    expect(await bobsAccessWith('teacher')).toMatchObject({ readonly: false });
  });

  it('the core names no area’s role: a code is read-only only where an area started says so', async () => {
    expect(await bobsAccessWith('editor')).toMatchObject({ readonly: false });
  });

  it('GET /api/roles lists the code-only roles of the started policies beside the Role instances', async () => {
    const reply = (await (await bob.request('GET', '/api/roles')).json()) as RolesReply;
    expect(reply.codeRoles).toEqual([{ code: 'reviewer', name: 'Рецензент' }]);
    // The education roles are Role instances its extension declares (fixed ids, domain.md §3 "Education").
    expect(reply.roles.map((r) => r.code).sort()).toEqual([
      'admin',
      'assistant',
      'author',
      'course_creator',
      'customer',
      'editor',
      'student',
      'teacher',
    ]);
  });

  it('an extension whose policy names a bad role code is refused, alone', () => {
    expect(t.server.extensions.map((e) => [e.id, e.status])).toEqual([
      ['reviews', 'active'],
      ['broken-policy', 'failed'],
      ['education', 'active'],
    ]);
  });
});
