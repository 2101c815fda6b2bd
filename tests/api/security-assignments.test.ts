import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import { serverExtensions } from '../../host/server/src/extensions.ts';
import { ONTO_CLASS } from '../../extensions/ontology/src/common/schema.ts';
import type { Client } from './harness.ts';
import { startWithActors, type Actors, type SignedInRole } from './security-actors.ts';
import { refusedCleanly, type SetOp } from './security-data-support.ts';

/**
 * Standing guard (issue 11 item 2): assignments grant access, so a non-administrator creates or changes
 * one only on an object they author, and never a role membership (an assignment of `role`/`osaRole` to
 * a `user` on no object). Each case gets a role of its own with an object shared with it, and ends by
 * asking the only question that matters: can the actor now read what is shared with the role?
 */
let a: Actors;
const ROLES: SignedInRole[] = ['student', 'teacher', 'user'];

beforeAll(async () => {
  a = await startWithActors(serverExtensions);
}, 120_000);
afterAll(() => a?.t.close());

async function ok(client: Client, data: SetOp[]): Promise<void> {
  const reply = await client.data({ act: 'set_data', data });
  expect(reply.status, `${JSON.stringify(data)}: ${await reply.clone().text()}`).toBe(200);
}

/** A new data-source role, and an object of the administrator shared with it (editor). */
async function sharedWithNewRole(): Promise<{ role: string; shared: string }> {
  const [role, shared, share] = [randomUUID(), randomUUID(), randomUUID()];
  await ok(a.clients.admin, [
    { op: 'new', class: CLASS.Role, name: `роль ${role.slice(0, 8)}`, inst: role },
    { op: 'new', class: ONTO_CLASS.Ontology, name: 'Общая', inst: shared },
    { op: 'new', class: CLASS.Assignment, name: 'доля', inst: share },
    { op: 'upd', inst: share, prop: PROP.obj, val: shared },
    { op: 'upd', inst: share, prop: PROP.osaRole, val: role },
    { op: 'upd', inst: share, prop: PROP.roleCode, val: 'editor' },
  ]);
  return { role, shared };
}

async function canRead(client: Client, inst: string): Promise<boolean> {
  const reply = await client.data({ act: 'get_form', class: ONTO_CLASS.Ontology, inst });
  return reply.status === 200;
}

async function ownObject(client: Client): Promise<string> {
  const inst = randomUUID();
  await ok(client, [{ op: 'new', class: ONTO_CLASS.Ontology, name: 'Своя', inst }]);
  return inst;
}

const membership = (inst: string, roleProp: string, role: string, user: string): SetOp[] => [
  { op: 'new', class: CLASS.Assignment, name: 'членство', inst },
  { op: 'upd', inst, prop: roleProp, val: role },
  { op: 'upd', inst, prop: PROP.user, val: user },
];

describe('the administrator: role memberships work (so the refusals below mean something)', () => {
  it('a member of the role reads what is shared with it', async () => {
    const { role, shared } = await sharedWithNewRole();
    const student = a.clients.student;
    expect(await canRead(student, shared)).toBe(false);
    await ok(a.clients.admin, membership(randomUUID(), PROP.role, role, student.userId));
    expect(await canRead(student, shared)).toBe(true);
  });
});

describe.each(ROLES)('%s and assignments', (role) => {
  const me = () => a.clients[role];

  it('assigns an object they author to another user', async () => {
    const own = await ownObject(me());
    const inst = randomUUID();
    await ok(me(), [
      { op: 'new', class: CLASS.Assignment, name: 'назначение', inst },
      { op: 'upd', inst, prop: PROP.obj, val: own },
      { op: 'upd', inst, prop: PROP.user, val: a.other.userId },
      { op: 'upd', inst, prop: PROP.roleCode, val: 'reader' },
    ]);
  });

  it("may not assign another user's object, even one they may edit through an assignment", async () => {
    const bobs = await ownObject(a.other);
    const direct = randomUUID();
    await refusedCleanly(a, me(), [
      { op: 'new', class: CLASS.Assignment, name: 'чужое', inst: direct },
      { op: 'upd', inst: direct, prop: PROP.obj, val: bobs },
    ]);
    // Bob makes the actor an editor of his object; handing it on is still Bob's to do.
    const grant = randomUUID();
    await ok(a.other, [
      { op: 'new', class: CLASS.Assignment, name: 'редактор', inst: grant },
      { op: 'upd', inst: grant, prop: PROP.obj, val: bobs },
      { op: 'upd', inst: grant, prop: PROP.user, val: me().userId },
      { op: 'upd', inst: grant, prop: PROP.roleCode, val: 'editor' },
    ]);
    const onward = randomUUID();
    await refusedCleanly(a, me(), [
      { op: 'new', class: CLASS.Assignment, name: 'дальше', inst: onward },
      { op: 'upd', inst: onward, prop: PROP.obj, val: bobs },
      { op: 'upd', inst: onward, prop: PROP.user, val: a.clients.student.userId },
    ]);
  });

  it.each([
    ['role', PROP.role],
    ['osaRole', PROP.osaRole],
  ])('may not make themselves a member of a role (%s) in one list', async (_name, roleProp) => {
    const { role: r, shared } = await sharedWithNewRole();
    await refusedCleanly(a, me(), membership(randomUUID(), roleProp, r, me().userId));
    expect(await canRead(me(), shared), 'reads what is shared with the role').toBe(false);
  });

  it('may not become a member step by step, request by request', async () => {
    const { role: r, shared } = await sharedWithNewRole();
    const steps = membership(randomUUID(), PROP.role, r, me().userId);
    const answers: number[] = [];
    for (const step of steps) answers.push((await me().data({ act: 'set_data', data: [step] })).status);
    expect(
      answers.every((s) => s < 500),
      `answers ${answers.join(', ')}`,
    ).toBe(true);
    expect(await canRead(me(), shared), 'reads what is shared with the role').toBe(false);
  });

  it('may not turn an assignment on their own object into a membership by removing the object', async () => {
    const { role: r, shared } = await sharedWithNewRole();
    const own = await ownObject(me());
    const inst = randomUUID();
    const answers: number[] = [];
    const send = async (data: SetOp[]) => answers.push((await me().data({ act: 'set_data', data })).status);
    await send([
      { op: 'new', class: CLASS.Assignment, name: 'своё', inst },
      { op: 'upd', inst, prop: PROP.obj, val: own },
    ]);
    await send([{ op: 'upd', inst, prop: PROP.role, val: r }]);
    await send([{ op: 'upd', inst, prop: PROP.user, val: me().userId }]);
    await send([{ op: 'rem', inst, prop: PROP.obj }]);
    expect(
      answers.every((s) => s < 500),
      `answers ${answers.join(', ')}`,
    ).toBe(true);
    expect(await canRead(me(), shared), 'reads what is shared with the role').toBe(false);
  });

  it("may not change an administrator's assignment", async () => {
    const { role: r } = await sharedWithNewRole();
    const inst = randomUUID();
    await ok(a.clients.admin, membership(inst, PROP.role, r, a.other.userId));
    await refusedCleanly(a, me(), [{ op: 'upd', inst, prop: PROP.user, val: me().userId }]);
    await refusedCleanly(a, me(), [{ op: 'del', inst }]);
  });
});
