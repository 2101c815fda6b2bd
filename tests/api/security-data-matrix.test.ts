import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP, SYSTEM_SCHEMA } from '@ontobench/core/common';
import { ensureUser } from '@ontobench/core/node';
import { serverExtensions } from '../../host/server/src/extensions.ts';
import type { Client } from './harness.ts';
import { PASSWORD } from './harness.ts';
import { SIGNED_IN_ROLES, startWithActors, type Actors, type SignedInRole } from './security-actors.ts';
import { keepUserRecords, refusedCleanly, rowsOf, type SetOp } from './security-data-support.ts';
import { USER_PROPERTY_POLICY, userProperties, type WritePolicy } from './security-user-policy.ts';

/**
 * Standing guard (issue 11): the data API's authorisation matrix, generated from the schema (the
 * system ontology and every first-party server extension's): every class × actor (create, read, rename,
 * delete another's instance) and every property of the User class × actor (its write policy), with the
 * intended answer. A refused write must be a 4xx that leaves the store exactly as it was.
 */
let a: Actors;
let target: Client;
const classes = [...SYSTEM_SCHEMA.classes, ...serverExtensions.flatMap((e) => e.schema?.classes ?? [])];
/**
 * Accounts and roles grant access: only administrators create or delete them (docs/api.md); so with
 * every class whose schema reserves creation to them (user manuals, domain.md §3).
 */
const ADMIN_ONLY_CLASSES = new Set<string>([
  CLASS.User,
  CLASS.Role,
  ...classes.filter((c) => c.policy?.create === 'admin').map((c) => c.id),
]);
/** Every signed-in user reads these, whoever made them (docs/api.md, "shared reference data"). */
const SHARED_READ_CLASSES = new Set<string>([CLASS.LifeCycleStage]);
/** Covered by security-assignments.test.ts: an assignment's rules depend on its object and role. */
const SEPARATELY_TESTED = new Set<string>([CLASS.Assignment]);
/** The user's instance of each class, made before the matrix runs. */
const owned = new Map<string, string>(
  classes.filter((c) => !ADMIN_ONLY_CLASSES.has(c.id) && !SEPARATELY_TESTED.has(c.id)).map((c) => [c.id, randomUUID()]),
);
let restoreUsers: () => Promise<void>;

beforeAll(async () => {
  a = await startWithActors(serverExtensions);
  await ensureUser(a.t.temp.store, {
    email: 'target@contract.test',
    password: PASSWORD,
    fullName: 'Целевая Анна Ильинична',
    isAdmin: false,
  });
  target = await a.t.signIn('target@contract.test');
  const data: SetOp[] = classes
    .filter((c) => owned.has(c.id))
    .map((c) => ({ op: 'new', class: c.id, name: `Алисин ${c.name}`, inst: owned.get(c.id) }));
  const reply = await a.clients.user.data({ act: 'set_data', data });
  if (reply.status !== 200) throw new Error(`fixture: ${reply.status} ${await reply.text()}`);
  restoreUsers = await keepUserRecords(a, [...Object.values(a.clients).map((c) => c.userId), target.userId]);
}, 120_000);

// A write that should have been refused may have given an actor new powers: take them back.
afterEach(() => restoreUsers());
afterAll(() => a?.t.close());

const otherRoles = (owner: SignedInRole) => SIGNED_IN_ROLES.filter((r) => r !== owner);
const classCases = classes.flatMap((c) => SIGNED_IN_ROLES.map((role) => ({ name: c.name, id: c.id, role })));

describe('classes × actors: who creates an instance', () => {
  it.each(classCases.filter((c) => !SEPARATELY_TESTED.has(c.id)))('new $name × $role', async ({ id, role }) => {
    const data: SetOp[] = [{ op: 'new', class: id, name: `Новый от ${role}`, inst: randomUUID() }];
    if (ADMIN_ONLY_CLASSES.has(id) && role !== 'admin') await refusedCleanly(a, a.clients[role], data);
    else expect((await a.clients[role].data({ act: 'set_data', data })).status).toBe(200);
  });
});

describe("classes × actors: another's instance (the user's) is read, renamed and deleted only as allowed", () => {
  const cases = classCases.filter((c) => owned.has(c.id) && c.role !== 'user');
  it.each(cases)('get_form and get_data of $name × $role', async ({ id, role }) => {
    const inst = owned.get(id)!;
    const visible = role === 'admin' || SHARED_READ_CLASSES.has(id);
    const client = a.clients[role];
    const form = await client.data({ act: 'get_form', class: id, inst });
    expect(form.status, `get_form of the user's ${id} as ${role}`).toBe(visible ? 200 : 404);
    const list = await client.data({ act: 'get_data', class: id, limit: 10_000 });
    expect(list.status).toBe(200);
    expect(rowsOf(await list.json()).has(inst), `get_data lists the user's instance to ${role}`).toBe(visible);
  });
  it.each(cases)('rename and delete of $name × $role', async ({ id, role }) => {
    const inst = owned.get(id)!;
    const client = a.clients[role];
    if (role === 'admin') return; // An administrator may; shown by the class-creation cases above.
    await refusedCleanly(a, client, [{ op: 'upd', inst, prop: PROP.name, val: 'Захвачено' }]);
    await refusedCleanly(a, client, [{ op: 'del', inst }]);
  });
});

describe("another user's private class answers exactly like an unknown class (issue 11 item 10)", () => {
  it.each(otherRoles('user'))('get_data and get_form of it × %s', async (role) => {
    const privateClass = owned.get(CLASS.Class)!;
    const unknown = randomUUID();
    for (const act of ['get_data', 'get_form'] as const) {
      const mine = await a.clients[role].data({ act, class: privateClass });
      const none = await a.clients[role].data({ act, class: unknown });
      const answer = async (r: Response, id: string) => ({
        status: r.status,
        text: (await r.text()).replace(id, 'ID'),
      });
      const expected = role === 'admin' ? { status: 200 } : await answer(none, unknown);
      const got = await answer(mine, privateClass);
      expect(role === 'admin' ? { status: got.status } : got, `${act} as ${role}`).toEqual(expected);
    }
  });
});

describe('User properties × actors: the write policy declared in the schema (issue 11 item 1)', () => {
  it('every property of the User class has an intended policy', () => {
    expect(
      userProperties()
        .filter((p) => !(p.id in USER_PROPERTY_POLICY))
        .map((p) => p.name),
    ).toEqual([]);
  });
  it('the schema declares the policy the issue asks for on each of them', () => {
    const wrong = userProperties()
      .filter((p) => USER_PROPERTY_POLICY[p.id]?.fromIssue)
      .map((p) => ({
        name: p.name,
        declared: (p as { write?: WritePolicy }).write,
        intended: USER_PROPERTY_POLICY[p.id]!.policy,
      }))
      .filter((p) => p.declared !== p.intended);
    expect(wrong).toEqual([]);
  });

  const propCases = userProperties().flatMap((p) =>
    otherRoles('admin').map((role) => ({ role, name: p.name, id: p.id })),
  );
  it.each(propCases)('$role writes $name on their own record', async ({ role, id }) => {
    const rule = USER_PROPERTY_POLICY[id]!;
    const client = a.clients[role];
    const me = client.userId;
    const value = rule.sample(role);
    const ops: SetOp[][] = [[{ op: 'upd', inst: me, prop: id, val: value }]];
    if (rule.policy !== 'self') {
      ops.push([{ op: 'rem', inst: me, prop: id }]);
      if (Array.isArray(value)) ops.push([{ op: 'add', inst: me, prop: id, val: value }]);
      for (const list of ops) await refusedCleanly(a, client, list, `${role}: ${JSON.stringify(list)}`);
    } else {
      const reply = await client.data({ act: 'set_data', data: ops[0] });
      expect(reply.status, await reply.clone().text()).toBe(200);
    }
  });
  it.each(propCases)("$role writes $name on another user's record", async ({ role, id }) => {
    const value = USER_PROPERTY_POLICY[id]!.sample(role);
    await refusedCleanly(a, a.clients[role], [{ op: 'upd', inst: target.userId, prop: id, val: value }]);
  });
  it.each(userProperties())("admin writes $name on another user's record", async ({ id }) => {
    const rule = USER_PROPERTY_POLICY[id]!;
    const data: SetOp[] = [{ op: 'upd', inst: target.userId, prop: id, val: rule.sample('admin') }];
    // 'system': not even an administrator, through set_data.
    if (rule.policy === 'system') return refusedCleanly(a, a.clients.admin, data);
    const reply = await a.clients.admin.data({ act: 'set_data', data });
    expect(reply.status, await reply.clone().text()).toBe(200);
  });

  it.each(otherRoles('admin'))('%s cannot remove the restrictions an administrator set on them', async (role) => {
    const me = a.clients[role].userId;
    const set = await a.clients.admin.data({
      act: 'set_data',
      data: [{ op: 'upd', inst: me, prop: PROP.disabledRoutes, val: ['ontology.gloss'] }],
    });
    expect(set.status).toBe(200);
    await refusedCleanly(a, a.clients[role], [{ op: 'rem', inst: me, prop: PROP.disabledRoutes }]);
    await refusedCleanly(a, a.clients[role], [{ op: 'upd', inst: me, prop: PROP.disabledRoutes, val: null }]);
  });

  it.each(otherRoles('admin'))('%s is still no administrator after trying (check-auth)', async (role) => {
    const me = a.clients[role].userId;
    await a.clients[role].data({
      act: 'set_data',
      data: [{ op: 'upd', inst: me, prop: PROP.isAdmin, val: true }],
    });
    await a.clients[role].data({
      act: 'set_data',
      data: [{ op: 'upd', inst: me, prop: PROP.enabledRoutes, val: ['settings.plugins'] }],
    });
    const check = await (await a.clients[role].request('GET', '/api/auth/check-auth')).json();
    expect(check).toMatchObject({ isAdmin: false, enabledRoutes: [] });
  });
});

describe('user records: name rule, creation and deletion (issue 11 item 1)', () => {
  it.each(otherRoles('admin'))('%s renames themselves only within the registration full-name rule', async (role) => {
    const client = a.clients[role];
    for (const name of ['Хакер', 'Admin Adminov Adminovich', '<img src=x onerror=alert(1)>'])
      await refusedCleanly(a, client, [{ op: 'upd', inst: client.userId, prop: PROP.name, val: name }], name);
    const ok = await client.data({
      act: 'set_data',
      data: [{ op: 'upd', inst: client.userId, prop: PROP.name, val: 'Новикова Ольга Ильинична' }],
    });
    expect(ok.status, await ok.clone().text()).toBe(200);
  });
  it.each(otherRoles('admin'))('%s may not delete their own user record', async (role) => {
    // A user of its own: on a broken server the deletion succeeds, and the actor would be gone.
    const email = `deleter-${role}@contract.test`;
    const app = role === 'user' ? 'onto' : 'edu';
    await ensureUser(a.t.temp.store, { email, password: PASSWORD, fullName: 'Удалов Илья Ильич', isAdmin: false, app });
    const client = await a.t.signIn(email);
    await refusedCleanly(a, client, [{ op: 'del', inst: client.userId }]);
  });
  it.each(otherRoles('admin'))('%s may not create a user or a role', async (role) => {
    await refusedCleanly(a, a.clients[role], [
      { op: 'new', class: CLASS.User, name: 'Новый Пользователь Тестович', inst: randomUUID() },
    ]);
    await refusedCleanly(a, a.clients[role], [{ op: 'new', class: CLASS.Role, name: 'role', inst: randomUUID() }]);
  });
});
