import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import type { ClassViewDto, ClassViewField } from '../../extensions/administration/src/common/views/api.ts';
import { error, json, startAdminWorld } from './admin-support.ts';
import { tableCounts, type Client, type TestServer } from './harness.ts';

/**
 * Issue 21 item 3 on a real server: class views per role (shell.md §2 `/settings/views`; domain.md §3
 * "class views per role"): administrators save one view per class and role (fields of the class's form, in
 * order, each on a tab); a user holding the role is answered that view by `mine`.
 */
let t: TestServer;
let admin: Client;
let alice: Client;
let bob: Client;
let student: Client;
let membership: string;

const planet = crypto.randomUUID();
const size = crypto.randomUUID();
const moons = crypto.randomUUID();

const save = (body: unknown, status = 200) =>
  json<ClassViewDto>(admin.request('PUT', '/api/administration/class-views', body), status);
const mine = async (c: Client) =>
  (await json<{ views: Record<string, ClassViewField[]> }>(c.request('GET', '/api/administration/class-views/mine')))
    .views;

beforeAll(async () => {
  ({ t, admin, alice, bob, student } = await startAdminWorld());
  await json(
    admin.data({
      act: 'set_data',
      data: [
        { op: 'new', class: CLASS.Class, name: 'Планета', inst: planet },
        { op: 'new', class: CLASS.DataProperty, name: 'Размер', inst: size },
        { op: 'new', class: CLASS.DataProperty, name: 'Спутники', inst: moons },
      ],
    }),
  );
  await json(
    admin.data({
      act: 'set_data',
      data: [size, moons].flatMap((p) => [
        { op: 'upd', inst: p, prop: PROP.baseType, val: 'string' },
        { op: 'add', inst: p, prop: PROP.domain, val: planet },
      ]),
    }),
  );
  const role = await json<{ id: string }>(
    admin.request('POST', '/api/administration/roles', { code: 'astronomer', name: 'Астроном' }),
  );
  ({ id: membership } = await json<{ id: string }>(
    admin.request('POST', '/api/administration/assignments', { roleId: role.id, userId: alice.userId }),
  ));
});
afterAll(() => t?.close());

describe('every class-views write refuses a user and a student (shell.md §2 `/settings/views` admin)', () => {
  const id = '00000000-0000-4000-8000-0000000fffff';
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/administration/class-views'],
    ['PUT', '/api/administration/class-views', { classId: id, roleCode: 'student', fields: [{ prop: id }] }],
    ['DELETE', `/api/administration/class-views/${id}`],
  ];
  it.each(calls)('%s %s: 403, 401 without a token, nothing written', async (method, path, body) => {
    const before = await tableCounts(t.temp);
    for (const c of [alice, student]) expect((await c.request(method, path, body)).status).toBe(403);
    expect((await fetch(`${t.url}${path}`, { method })).status).toBe(401);
    expect(await tableCounts(t.temp)).toEqual(before);
  });

  it('`mine` is every signed-in user’s, 401 without a token', async () => {
    expect((await fetch(`${t.url}/api/administration/class-views/mine`)).status).toBe(401);
    expect(await mine(student)).toEqual({});
  });
});

describe('class views per role (domain.md §3)', () => {
  it('saves a view; a holder of the role gets it, others do not; saving again replaces it', async () => {
    const view = await save({
      classId: planet,
      roleCode: 'astronomer',
      fields: [{ prop: moons }, { prop: PROP.name }, { prop: size, tab: 'Размеры' }],
    });
    expect([view.className, view.roleCode, view.fields]).toEqual([
      'Планета',
      'astronomer',
      [{ prop: moons }, { prop: PROP.name }, { prop: size, tab: 'Размеры' }],
    ]);
    expect((await mine(alice))[planet]).toEqual(view.fields);
    expect((await mine(bob))[planet]).toBeUndefined();
    const again = await save({ classId: planet, roleCode: 'astronomer', fields: [{ prop: PROP.name }] });
    expect(again.id).toBe(view.id);
    const { views } = await json<{ views: ClassViewDto[] }>(admin.request('GET', '/api/administration/class-views'));
    expect(views.filter((v) => v.classId === planet)).toHaveLength(1);
    expect((await mine(alice))[planet]).toEqual([{ prop: PROP.name }]);
  });

  it('a suspended assignment takes the view away', async () => {
    await save({ classId: planet, roleCode: 'astronomer', fields: [{ prop: size }, { prop: PROP.name }] });
    await json(admin.request('PATCH', `/api/administration/assignments/${membership}`, { notActive: true }), 204);
    expect((await mine(alice))[planet]).toBeUndefined();
    await json(admin.request('PATCH', `/api/administration/assignments/${membership}`, { notActive: false }), 204);
    expect((await mine(alice))[planet]).toEqual([{ prop: size }, { prop: PROP.name }]);
  });

  it('deletes a view', async () => {
    const other = await save({ classId: planet, roleCode: 'student', fields: [{ prop: size }] });
    expect((await admin.request('DELETE', `/api/administration/class-views/${other.id}`)).status).toBe(204);
    expect(await error(admin.request('DELETE', `/api/administration/class-views/${other.id}`), 404)).toBe(
      'Вид класса не найден',
    );
  });
});

describe('bad input: a Russian 400 naming what is wrong, nothing written', () => {
  const unknown = '00000000-0000-4000-8000-0000000fff00';
  const cases: [string, () => unknown, string][] = [
    ['no class', () => ({ roleCode: 'astronomer', fields: [{ prop: size }] }), 'Поле «classId»'],
    [
      'an unknown class',
      () => ({ classId: unknown, roleCode: 'astronomer', fields: [{ prop: size }] }),
      'Класс не найден',
    ],
    [
      'an unknown role',
      () => ({ classId: planet, roleCode: 'ghost', fields: [{ prop: size }] }),
      'Неизвестный код роли «ghost»',
    ],
    ['no fields', () => ({ classId: planet, roleCode: 'astronomer', fields: [] }), 'непустым списком'],
    [
      'a property outside the form',
      () => ({ classId: planet, roleCode: 'astronomer', fields: [{ prop: unknown }] }),
      'не входит в форму класса «Планета»',
    ],
    [
      'a property twice',
      () => ({ classId: planet, roleCode: 'astronomer', fields: [{ prop: size }, { prop: size }] }),
      'указано дважды',
    ],
    [
      'a tab that is not text',
      () => ({ classId: planet, roleCode: 'astronomer', fields: [{ prop: size, tab: 5 }] }),
      'вкладка — строка',
    ],
  ];
  it.each(cases)('%s', async (_label, body, text) => {
    const before = await tableCounts(t.temp);
    expect(await error(admin.request('PUT', '/api/administration/class-views', body()), 400)).toContain(text);
    expect(await tableCounts(t.temp)).toEqual(before);
  });
});
