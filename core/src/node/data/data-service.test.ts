import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetDataReply, SetDataOperation } from '../../common/data-api.ts';
import { CLASS, PROP, SYSTEM_SCHEMA } from '../../common/ontology/system-ontology.ts';
import { coreMigrations } from '../migrations.ts';
import { installSchema } from '../ontology/install-schema.ts';
import { OntologyModelCache } from '../ontology/model.ts';
import { runMigrations } from '../store/migrator.ts';
import { openTempStore, type TempStore } from '../testing/temp-store.ts';
import type { Viewer } from './access.ts';
import { AccessPolicies } from './access-policies.ts';
import { DataService } from './data-service.ts';

let temp: TempStore;
let data: DataService;
const admin: Viewer = { id: randomUUID(), isAdmin: true };
const alice: Viewer = { id: randomUUID(), isAdmin: false };
const bob: Viewer = { id: randomUUID(), isAdmin: false };

const set = (viewer: Viewer, ops: SetDataOperation[]) => data.run(viewer, { act: 'set_data', data: ops });
const get = (viewer: Viewer, req: Record<string, unknown>) =>
  data.run(viewer, { act: 'get_data', ...req } as never) as Promise<GetDataReply>;
const names = (reply: GetDataReply) => reply.rows.filter((r) => r.prop === PROP.name).map((r) => r.val);
const count = async (table: string) =>
  (await temp.store.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;

// An ontology built through set_data, as the UI does.
const Animal = randomUUID();
const Dog = randomUUID();
const legs = randomUUID();
const owner = randomUUID();
const friend = randomUUID();
const rex = randomUUID();
const tom = randomUUID();

beforeAll(async () => {
  temp = await openTempStore();
  await runMigrations(temp.store, coreMigrations);
  await temp.store.transaction((tx) => installSchema(tx, SYSTEM_SCHEMA));
  for (const [v, name] of [
    [admin, 'Админов Админ Админович'],
    [alice, 'Алисова Алиса Петровна'],
    [bob, 'Бобров Борис Иванович'],
  ] as const) {
    await temp.store.query('insert into ob_instance (id, class_id, name, author) values ($1, $2, $3, $1)', [
      v.id,
      CLASS.User,
      name,
    ]);
  }
  // The administrator's record says so, as every real one does (withRoles trusts only their grants).
  await temp.store.query(`insert into ob_value (inst, prop, idx, val) values ($1, $2, 0, 'true')`, [
    admin.id,
    PROP.isAdmin,
  ]);
  // The rule of an area's roles, as an area's `accessPolicy` declares it: an assignment as `reader` only reads.
  const policies = new AccessPolicies([{ owner: 'an-area', policy: { readOnlyRoleCodes: ['reader'] } }]);
  data = new DataService(temp.store, new OntologyModelCache(temp.store), undefined, undefined, policies);
  await set(alice, [
    { op: 'new', class: CLASS.Class, name: 'Animal', inst: Animal },
    { op: 'new', class: CLASS.Class, name: 'Dog', inst: Dog },
    { op: 'add', inst: Dog, prop: PROP.parentClass, val: Animal },
    { op: 'new', class: CLASS.DataProperty, name: 'legs', inst: legs },
    { op: 'upd', inst: legs, prop: PROP.baseType, val: 'integer' },
    { op: 'add', inst: legs, prop: PROP.domain, val: Animal },
    { op: 'new', class: CLASS.ObjectProperty, name: 'owner', inst: owner },
    { op: 'add', inst: owner, prop: PROP.domain, val: Animal },
    { op: 'add', inst: owner, prop: PROP.range, val: CLASS.User },
    { op: 'upd', inst: owner, prop: PROP.multiple, val: true },
    { op: 'new', class: CLASS.ObjectProperty, name: 'friend', inst: friend },
    { op: 'add', inst: friend, prop: PROP.domain, val: Animal },
    { op: 'add', inst: friend, prop: PROP.range, val: Animal },
  ]);
  await set(alice, [
    { op: 'new', class: Dog, name: 'Rex', inst: rex },
    { op: 'upd', inst: rex, prop: legs, val: 4 },
    { op: 'add', inst: rex, prop: owner, val: alice.id },
    { op: 'new', class: Animal, name: 'Tom', inst: tom },
    { op: 'upd', inst: tom, prop: legs, val: 3 },
  ]);
}, 60_000);

afterAll(() => temp?.dispose());

describe('system ontology', () => {
  it('installs idempotently: a second run changes nothing', async () => {
    const before = [await count('ob_instance'), await count('ob_value')];
    await temp.store.transaction((tx) => installSchema(tx, SYSTEM_SCHEMA));
    expect([await count('ob_instance'), await count('ob_value')]).toEqual(before);
  });

  it('holds no area’s roles: the Role instances come with the areas that declare them (the education roles with its extension)', async () => {
    const reply = await get(admin, { class: CLASS.Role, fields: [{ prop: PROP.code }], limit: 50 });
    expect(reply.count_rows).toBe(0);
  });
});

describe('get_data', () => {
  it('returns instances of the class and its subclasses, with typed values and captions', async () => {
    const reply = await get(alice, { class: Animal, fields: [{ prop: legs }, { prop: owner }, { prop: PROP.class }] });
    expect(reply.count_rows).toBe(2);
    expect(names(reply)).toEqual(['Rex', 'Tom']);
    const rexLegs = reply.rows.find((r) => r.inst === rex && r.prop === legs);
    expect(rexLegs).toMatchObject({ row: 0, val: 4, cap: '4' });
    expect(reply.rows.find((r) => r.inst === rex && r.prop === owner)).toMatchObject({
      val: alice.id,
      cap: 'Алисова Алиса Петровна',
    });
    expect(reply.rows.find((r) => r.inst === rex && r.prop === PROP.class)).toMatchObject({ val: Dog, cap: 'Dog' });
    expect(reply.rows.find((r) => r.inst === rex && r.prop === PROP.name)).toMatchObject({
      readonly: false,
      can_delete: true,
    });
  });

  it('filters by expression, with #user#, and by field filters; sorts; pages', async () => {
    expect(names(await get(alice, { class: Animal, filter: `[${legs}] > 3` }))).toEqual(['Rex']);
    expect(names(await get(alice, { class: Animal, filter: `[${owner}] = #user#` }))).toEqual(['Rex']);
    expect(names(await get(alice, { class: Animal, fields: [{ prop: legs, filter: 3, filter_mode: 'le' }] }))).toEqual([
      'Tom',
    ]);
    expect(names(await get(alice, { class: Animal, fields: [{ prop: owner, filter_mode: 'empty' }] }))).toEqual([
      'Tom',
    ]);
    expect(names(await get(alice, { class: Animal, fields: [{ prop: legs, sort: 'asc' }] }))).toEqual(['Tom', 'Rex']);
    const page = await get(alice, { class: Animal, limit: 1, offset: 1 });
    expect([names(page), page.count_rows]).toEqual([['Tom'], 2]);
  });

  it('counts every match whatever the page: filtered or not, past the end, sorted by name either way', async () => {
    const byName = (sort: 'asc' | 'desc') => ({ class: Animal, fields: [{ prop: PROP.name, sort }] });
    expect(names(await get(alice, byName('desc')))).toEqual(['Tom', 'Rex']);
    expect(names(await get(alice, { ...byName('asc'), limit: 1 }))).toEqual(['Rex']);
    const filtered = { class: Animal, filter: `[${legs}] >= 3` };
    expect((await get(alice, { ...filtered, limit: 1 })).count_rows).toBe(2);
    const past = await get(alice, { ...filtered, offset: 5 });
    expect([past.rows.length, past.count_rows]).toEqual([0, 2]);
    const none = await get(alice, { class: Animal, filter: `[${legs}] > 100` });
    expect([none.rows.length, none.count_rows]).toEqual([0, 0]);
    const unfilteredPast = await get(alice, { class: Dog, offset: 5 });
    expect([unfilteredPast.rows.length, unfilteredPast.count_rows]).toEqual([0, 1]);
  });

  it('follows properties backwards, transitively and into nested fields', async () => {
    const reverse = await get(alice, {
      class: CLASS.Class,
      filter: `[name] = 'Animal'`,
      fields: [{ prop: PROP.parentClass, reverse: true }],
    });
    expect(reverse.rows.filter((r) => r.prop === PROP.parentClass).map((r) => r.cap)).toEqual(['Dog']);
    const ancestors = await get(alice, {
      class: CLASS.Class,
      filter: `[name] = 'Dog'`,
      fields: [{ prop: PROP.parentClass, recursive: true }],
    });
    expect(ancestors.rows.filter((r) => r.prop === PROP.parentClass).map((r) => r.cap)).toEqual(['Animal']);
    const nested = await get(alice, { class: Dog, fields: [{ prop: owner, fields: [{ prop: PROP.name }] }] });
    expect(nested.rows.find((r) => r.from === alice.id)).toMatchObject({
      prop: PROP.name,
      val: 'Алисова Алиса Петровна',
    });
    const owned = await get(alice, { class: Animal, fields: [{ prop: PROP.parentClass }], triplets: true });
    expect(owned.triplets).toEqual([]);
  });

  it('a malformed filter or an unknown property is a clear 400', async () => {
    await expect(get(alice, { class: Animal, filter: `[${legs}] > ` })).rejects.toMatchObject({ statusCode: 400 });
    await expect(get(alice, { class: Animal, fields: [{ prop: randomUUID() }] })).rejects.toThrow(/unknown property/);
    // Nested fields too, even where no target would reach them.
    await expect(
      get(alice, { class: Dog, fields: [{ prop: owner, fields: [{ prop: randomUUID() }] }] }),
    ).rejects.toMatchObject({ statusCode: 400, message: expect.stringMatching(/unknown property/) });
    await expect(get(alice, { class: randomUUID() })).rejects.toThrow(/unknown class/);
  });
});

describe('access (spec shell.md §6: admins see all; others their own and what they are assigned)', () => {
  const unknownAnimal = { statusCode: 400, message: `get_data: unknown class ${Animal}` };

  it("a non-admin does not see another user's objects; an admin sees all", async () => {
    // Alice's private class, of which Bob reads nothing, is to him as if it did not exist (issue 11, item 10).
    await expect(get(bob, { class: Animal })).rejects.toMatchObject(unknownAnimal);
    expect((await get(admin, { class: Animal })).count_rows).toBe(2);
    await expect(set(bob, [{ op: 'upd', inst: rex, prop: legs, val: 5 }])).rejects.toThrow(/does not exist/);
  });

  it('an active assignment lets the user see the object; a suspended or expired one does not', async () => {
    const assignment = randomUUID();
    await set(alice, [
      { op: 'new', class: CLASS.Assignment, name: 'Bob on Rex', inst: assignment },
      { op: 'upd', inst: assignment, prop: PROP.obj, val: rex },
      { op: 'upd', inst: assignment, prop: PROP.user, val: bob.id },
      { op: 'upd', inst: assignment, prop: PROP.roleCode, val: 'reader' },
    ]);
    const seen = await get(bob, { class: Animal });
    expect(names(seen)).toEqual(['Rex']);
    expect(seen.rows[0]).toMatchObject({ readonly: true, can_delete: false });
    await expect(set(bob, [{ op: 'upd', inst: rex, prop: legs, val: 5 }])).rejects.toThrow(/may not change/);

    await set(alice, [{ op: 'upd', inst: assignment, prop: PROP.activeUntil, val: '2000-01-01' }]);
    await expect(get(bob, { class: Animal })).rejects.toMatchObject(unknownAnimal);
    await set(alice, [
      { op: 'upd', inst: assignment, prop: PROP.activeUntil, val: null },
      { op: 'upd', inst: assignment, prop: PROP.notActive, val: true },
    ]);
    await expect(get(bob, { class: Animal })).rejects.toMatchObject(unknownAnimal);
  });

  it('an assignment to a data-source role counts for every user who actively holds the role (shell §6)', async () => {
    const role = randomUUID();
    const holding = randomUUID();
    const grant = randomUUID();
    await set(admin, [{ op: 'new', class: CLASS.Role, name: 'Рецензенты', inst: role }]);
    await set(alice, [
      { op: 'new', class: CLASS.Assignment, name: 'Reviewers read Tom', inst: grant },
      { op: 'upd', inst: grant, prop: PROP.obj, val: tom },
      { op: 'upd', inst: grant, prop: PROP.osaRole, val: role },
      { op: 'upd', inst: grant, prop: PROP.roleCode, val: 'reader' },
    ]);
    await expect(get(bob, { class: Animal })).rejects.toMatchObject(unknownAnimal);
    // Bob holds the role: an assignment of the role to him on no particular object.
    await set(admin, [
      { op: 'new', class: CLASS.Assignment, name: 'Bob is a reviewer', inst: holding },
      { op: 'upd', inst: holding, prop: PROP.role, val: role },
      { op: 'upd', inst: holding, prop: PROP.user, val: bob.id },
    ]);
    const seen = await get(bob, { class: Animal });
    expect(names(seen)).toEqual(['Tom']);
    expect(seen.rows[0]).toMatchObject({ readonly: true, can_delete: false });
    await expect(set(bob, [{ op: 'upd', inst: tom, prop: legs, val: 4 }])).rejects.toThrow(/may not change/);
    // A suspended holding counts for nothing.
    await set(admin, [{ op: 'upd', inst: holding, prop: PROP.notActive, val: true }]);
    await expect(get(bob, { class: Animal })).rejects.toMatchObject(unknownAnimal);
    await set(admin, [
      { op: 'del', inst: holding },
      { op: 'del', inst: grant },
    ]);
  });

  it("everyone reads the administrator's life-cycle stages and sets them on their own objects; only the author changes a stage", async () => {
    const stage = randomUUID();
    await set(admin, [
      { op: 'new', class: CLASS.LifeCycleStage, name: 'Утверждено', inst: stage },
      { op: 'upd', inst: stage, prop: PROP.color, val: '#107c10' },
    ]);
    expect(names(await get(bob, { class: CLASS.LifeCycleStage, fields: [{ prop: PROP.name }] }))).toContain(
      'Утверждено',
    );
    await set(alice, [{ op: 'upd', inst: rex, prop: PROP.lifeCycleStage, val: stage }]);
    await expect(set(bob, [{ op: 'upd', inst: stage, prop: PROP.color, val: '#000000' }])).rejects.toThrow();
  });

  it('only the author hands out an object by assignment', async () => {
    const a = randomUUID();
    await expect(
      set(bob, [
        { op: 'new', class: CLASS.Assignment, name: 'steal', inst: a },
        { op: 'upd', inst: a, prop: PROP.obj, val: tom },
      ]),
    ).rejects.toThrow(/does not exist/);
  });
});

describe('set_data: all or nothing', () => {
  it('one invalid operation rejects the whole list and writes nothing', async () => {
    const before = [await count('ob_instance'), await count('ob_value')];
    const cat = randomUUID();
    await expect(
      set(alice, [
        { op: 'new', class: Animal, name: 'Cat', inst: cat },
        { op: 'upd', inst: cat, prop: legs, val: 4 },
        { op: 'upd', inst: cat, prop: legs, val: 'four' },
      ]),
    ).rejects.toThrow(/operation 3 \(upd\): legs: "four" is not an integer/);
    expect([await count('ob_instance'), await count('ob_value')]).toEqual(before);
  });

  it('checks values against the base type, the range and multiplicity', async () => {
    await expect(set(alice, [{ op: 'upd', inst: rex, prop: legs, val: 2.5 }])).rejects.toThrow(/not an integer/);
    await expect(set(alice, [{ op: 'add', inst: rex, prop: legs, val: 5 }])).rejects.toThrow(/holds one value/);
    await expect(set(alice, [{ op: 'add', inst: rex, prop: owner, val: tom }])).rejects.toThrow(
      /not of a class in the range/,
    );
    await expect(set(alice, [{ op: 'upd', inst: rex, prop: PROP.email, val: 'x@y.z' }])).rejects.toThrow(
      /does not apply/,
    );
  });

  it('keeps a long text value that does not compress (the data API takes 100,000 characters)', async () => {
    const text = randomBytes(50_000).toString('base64').slice(0, 100_000);
    const note = randomUUID();
    await set(alice, [
      { op: 'new', class: CLASS.DataProperty, name: 'note', inst: note },
      { op: 'upd', inst: note, prop: PROP.baseType, val: 'string' },
    ]);
    await set(alice, [{ op: 'upd', inst: rex, prop: note, val: text }]);
    const found = await get(alice, { class: Dog, fields: [{ prop: note, filter: text, filter_mode: 'eq' }] });
    expect(found.rows.filter((r) => r.prop === note).map((r) => r.val)).toEqual([text]);
  });

  it('deleting a referenced instance needs del_force', async () => {
    const vet = randomUUID();
    await set(alice, [
      { op: 'new', class: Animal, name: 'Vet', inst: vet },
      { op: 'add', inst: vet, prop: friend, val: tom },
    ]);
    await expect(set(alice, [{ op: 'del', inst: tom }])).rejects.toThrow(/refer to this instance/);
    await expect(set(bob, [{ op: 'del', inst: vet }])).rejects.toThrow(/does not exist/);
    await set(alice, [{ op: 'del', inst: vet }]);
    expect(names(await get(alice, { class: Animal }))).toEqual(['Rex', 'Tom']);
  });

  it('access is read once for the list and follows it: deleted, created, upper-case and malformed ids', async () => {
    const fox = randomUUID();
    await set(alice, [{ op: 'new', class: Animal, name: 'Fox', inst: fox }]);
    await expect(
      set(alice, [
        { op: 'del', inst: fox },
        { op: 'upd', inst: fox, prop: legs, val: 4 },
      ]),
    ).rejects.toThrow(/operation 2 \(upd\): instance .* does not exist/);
    await set(alice, [{ op: 'upd', inst: fox.toUpperCase(), prop: legs, val: 4 }]);
    await expect(set(alice, [{ op: 'upd', inst: 'fox', prop: legs, val: 4 }])).rejects.toThrow(
      /operation 1 \(upd\): instance fox does not exist/,
    );
    await set(alice, [{ op: 'del', inst: fox }]);
  });

  it('only administrators create users', async () => {
    await expect(set(alice, [{ op: 'new', class: CLASS.User, name: 'Новиков Новик Новикович' }])).rejects.toThrow(
      /only an administrator/,
    );
  });
});

describe('get_form', () => {
  it('lists the name and the properties of the class and its ancestors, with values of an instance', async () => {
    const form = (await data.run(alice, { act: 'get_form', class: Dog, inst: rex, prop_cap: true })) as {
      fields: { prop: string; cap: string; tab: string; values: { val: unknown }[] }[];
    };
    expect(form.fields.map((f) => f.cap)).toEqual(['name', 'friend', 'legs', 'owner']);
    expect(form.fields.find((f) => f.prop === legs)).toMatchObject({ tab: 'main', values: [{ val: 4 }] });
    // Another user's private class answers as an unknown one (issue 11, item 10).
    await expect(data.run(bob, { act: 'get_form', class: Dog, inst: tom })).rejects.toMatchObject({
      statusCode: 400,
      message: `get_form: unknown class ${Dog}`,
    });
  });

  it('with `also`, general properties follow the class own, with their values; others are refused', async () => {
    await set(alice, [{ op: 'upd', inst: rex, prop: PROP.code, val: 'R-1' }]);
    const form = (await data.run(alice, {
      act: 'get_form',
      class: Dog,
      inst: rex,
      prop_cap: true,
      also: [PROP.code, PROP.color, legs],
    })) as { fields: { prop: string; cap: string; values: { val: unknown }[] }[] };
    // `legs` is the class's own already: not twice.
    expect(form.fields.map((f) => f.cap)).toEqual(['name', 'friend', 'legs', 'owner', 'code', 'colour']);
    expect(form.fields.find((f) => f.prop === PROP.code)?.values).toEqual([{ val: 'R-1', cap: 'R-1' }]);
    // A property whose domain does not hold the class, and an unknown id, are the client's mistakes.
    await expect(data.run(alice, { act: 'get_form', class: Dog, also: [PROP.email] })).rejects.toMatchObject({
      statusCode: 400,
      message: `get_form: property ${PROP.email} does not apply to class ${Dog}`,
    });
    const unknown = randomUUID();
    await expect(data.run(alice, { act: 'get_form', class: Dog, also: [unknown] })).rejects.toMatchObject({
      statusCode: 400,
      message: `get_form: unknown property ${unknown} in also`,
    });
  });
});
