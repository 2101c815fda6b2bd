import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS } from '@ontobench/core/common';
import { EDU_ROLE } from '@ontobench/ext-education/common';
import type { AssignmentRow } from '../../extensions/administration/src/common/assignments/api.ts';
import type { RoleDto } from '../../extensions/administration/src/common/roles/api.ts';
import { error, json, startAdminWorld } from './admin-support.ts';
import { tableCounts, type Client, type TestServer } from './harness.ts';

/**
 * Issue 21 item 2 on a real server: roles (shell.md §3 "Role") and assignments (§3 "Assignment", §4
 * transitions, §5 "An assignment is added only if the role code is known", §6 assignments to users or to
 * data-source roles) through the administration area's calls; access is then asked of the store itself.
 */
let t: TestServer;
let admin: Client;
let alice: Client;
let bob: Client;
let student: Client;

const roles = async (c: Client) =>
  (await json<{ roles: RoleDto[] }>(c.request('GET', '/api/administration/roles'))).roles;
const createRole = (body: unknown) => json<RoleDto>(admin.request('POST', '/api/administration/roles', body));
const assign = (body: unknown, status = 200) =>
  json<{ id: string }>(admin.request('POST', '/api/administration/assignments', body), status);
const fetchAssignments = (c: Client, body: unknown) =>
  json<AssignmentRow[]>(c.request('POST', '/api/assignments/fetch', body));

/** Whether `c` reads the tag `id` through the data API (the store's access rules decide). */
async function reads(c: Client, id: string): Promise<boolean> {
  const reply = await json<{ rows: { inst: string }[] }>(
    c.data({ act: 'get_data', class: CLASS.Tag, filter: `[id] = '${id}'`, fields: [] }),
  );
  return reply.rows.some((r) => r.inst === id);
}

let bobTag: string;

beforeAll(async () => {
  ({ t, admin, alice, bob, student } = await startAdminWorld());
  bobTag = crypto.randomUUID();
  await json(bob.data({ act: 'set_data', data: [{ op: 'new', class: CLASS.Tag, name: 'Тег Боба', inst: bobTag }] }));
});
afterAll(() => t?.close());

describe('every administration write refuses a user and a student (issue 21 quality bar)', () => {
  const id = '00000000-0000-4000-8000-0000000fffff';
  const calls: [string, string, unknown?][] = [
    ['POST', '/api/administration/roles', { code: 'x', name: 'x' }],
    ['PATCH', `/api/administration/roles/${id}`, { name: 'x' }],
    ['DELETE', `/api/administration/roles/${id}`],
    ['POST', '/api/administration/assignments', { roleCode: 'student', userId: id }],
    ['PATCH', `/api/administration/assignments/${id}`, { notActive: true }],
    ['DELETE', `/api/administration/assignments/${id}`],
  ];
  it.each(calls)('%s %s: 403, 401 without a token, nothing written', async (method, path, body) => {
    const before = await tableCounts(t.temp);
    for (const c of [alice, student]) expect((await c.request(method, path, body)).status).toBe(403);
    expect((await fetch(`${t.url}${path}`, { method })).status).toBe(401);
    expect(await tableCounts(t.temp)).toEqual(before);
  });
});

describe('roles (shell.md §3 Role)', () => {
  it('lists the declared roles (the eight education roles) for everyone signed in, not editable', async () => {
    for (const c of [admin, alice, student]) {
      const list = await roles(c);
      expect(list.map((r) => r.code)).toEqual(expect.arrayContaining(Object.keys(EDU_ROLE)));
      expect(list.find((r) => r.code === 'student')!.editable).toBe(false);
    }
    expect((await fetch(`${t.url}/api/administration/roles`)).status).toBe(401);
  });

  it('creates, changes and deletes a role; a user sees it too (one list of roles), not editable', async () => {
    const made = await createRole({ code: 'auditor', name: 'Аудитор', isGlobal: true });
    expect([made.code, made.name, made.isGlobal, made.isMulti, made.notActive, made.editable]).toEqual([
      'auditor',
      'Аудитор',
      true,
      false,
      false,
      true,
    ]);
    expect((await roles(alice)).find((r) => r.id === made.id)?.editable).toBe(false);
    const changed = await json<RoleDto>(
      admin.request('PATCH', `/api/administration/roles/${made.id}`, {
        name: 'Ревизор',
        isMulti: true,
        notActive: true,
      }),
    );
    expect([changed.name, changed.isMulti, changed.notActive, changed.code]).toEqual([
      'Ревизор',
      true,
      true,
      'auditor',
    ]);
    expect((await admin.request('DELETE', `/api/administration/roles/${made.id}`)).status).toBe(204);
    expect((await roles(admin)).some((r) => r.id === made.id)).toBe(false);
  });

  it('a role code is required, well formed and unique ignoring case; nothing is written on refusal', async () => {
    await createRole({ code: 'reviewer', name: 'Рецензент' });
    const before = await tableCounts(t.temp);
    const post = (body: unknown) => admin.request('POST', '/api/administration/roles', body);
    expect(await error(post({ code: 'REVIEWER', name: 'Ещё' }), 409)).toBe(
      'Роль с кодом «REVIEWER» уже есть: «Рецензент»',
    );
    expect(await error(post({ code: 'Student', name: 'Ещё' }), 409)).toMatch(/уже есть/);
    expect(await error(post({ name: 'Без кода' }), 400)).toBe('Укажите код роли');
    expect(await error(post({ code: '1x', name: 'x' }), 400)).toMatch(/^Код роли/);
    expect(await error(post({ code: 'ok' }), 400)).toBe('Укажите название роли');
    expect(await error(post({ code: 'ok2', name: 'x', isGlobal: 'да' }), 400)).toBe(
      'Поле «isGlobal» должно быть true или false',
    );
    expect(await tableCounts(t.temp)).toEqual(before);
  });

  it('a declared role is not changed or deleted; an unknown one is 404', async () => {
    expect(
      await error(admin.request('PATCH', `/api/administration/roles/${EDU_ROLE.student}`, { name: 'x' }), 400),
    ).toMatch(/объявила система/);
    expect(await error(admin.request('DELETE', `/api/administration/roles/${EDU_ROLE.student}`), 400)).toMatch(
      /объявила система/,
    );
    expect((await admin.request('PATCH', '/api/administration/roles/nope', { name: 'x' })).status).toBe(404);
  });
});

describe('assignments (shell.md §3, §4, §5)', () => {
  // The education role `editor` (declared, shell.md §3).
  let editor: RoleDto;
  let direct: string;
  beforeAll(async () => {
    editor = (await roles(admin)).find((r) => r.code === 'editor')!;
  });

  it('§5: an assignment is added only if the role code is known (400 otherwise), nothing written', async () => {
    const before = await tableCounts(t.temp);
    expect(
      await error(
        admin.request('POST', '/api/administration/assignments', {
          roleCode: 'ghost',
          userId: alice.userId,
          objectId: bobTag,
        }),
        400,
      ),
    ).toBe('Неизвестный код роли «ghost»');
    expect(
      await error(
        admin.request('POST', '/api/administration/assignments', {
          roleId: '00000000-0000-4000-8000-0000000fffff',
          userId: alice.userId,
        }),
        400,
      ),
    ).toBe('Роль не найдена');
    expect(await error(admin.request('POST', '/api/administration/assignments', { roleId: editor.id }), 400)).toMatch(
      /либо пользователь, либо роль источника данных/,
    );
    expect(
      await error(
        admin.request('POST', '/api/administration/assignments', {
          roleId: editor.id,
          userId: alice.userId,
          objectId: '00000000-0000-4000-8000-0000000fffff',
        }),
        400,
      ),
    ).toBe('Объект назначения не найден');
    expect(
      await error(
        admin.request('POST', '/api/administration/assignments', {
          roleId: editor.id,
          userId: alice.userId,
          objectId: bobTag,
          activeUntil: '2026-02-30',
        }),
        400,
      ),
    ).toMatch(/ГГГГ-ММ-ДД/);
    expect(await tableCounts(t.temp)).toEqual(before);
  });

  it('created: the user reads the object; the list (POST assignments/fetch) shows it; a second one is 409', async () => {
    expect(await reads(alice, bobTag)).toBe(false);
    direct = (await assign({ roleCode: 'editor', userId: alice.userId, objectId: bobTag })).id;
    expect(await reads(alice, bobTag)).toBe(true);
    const [row] = await fetchAssignments(admin, { objectId: bobTag, onlyActualAssignments: false });
    expect([row!.id, row!.role_code, row!.user_id, row!.obj, row!.not_active, row!.activeUntil]).toEqual([
      direct,
      'editor',
      alice.userId,
      'Тег Боба',
      false,
      null,
    ]);
    expect(
      await error(
        admin.request('POST', '/api/administration/assignments', {
          roleId: editor.id,
          userId: alice.userId,
          objectId: bobTag,
        }),
        409,
      ),
    ).toBe('Такое назначение уже есть');
  });

  it('§4: suspended or reactivated, activeUntil changed: it counts only when active and not expired', async () => {
    const patch = (body: unknown) => admin.request('PATCH', `/api/administration/assignments/${direct}`, body);
    expect((await patch({ notActive: true })).status).toBe(204);
    expect(await reads(alice, bobTag)).toBe(false);
    expect((await patch({ notActive: false })).status).toBe(204);
    expect(await reads(alice, bobTag)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await patch({ activeUntil: today })).status).toBe(204);
    expect(await reads(alice, bobTag)).toBe(false);
    expect((await patch({ activeUntil: '2999-01-01' })).status).toBe(204);
    expect(await reads(alice, bobTag)).toBe(true);
    expect((await patch({ activeUntil: null })).status).toBe(204);
    expect(await reads(alice, bobTag)).toBe(true);
    expect(await error(patch({ roleId: editor.id }), 400)).toMatch(/не меняется/);
  });

  it('§4 deleted: access goes with it; an unknown assignment is 404', async () => {
    expect((await admin.request('DELETE', `/api/administration/assignments/${direct}`)).status).toBe(204);
    expect(await reads(alice, bobTag)).toBe(false);
    expect((await admin.request('DELETE', `/api/administration/assignments/${direct}`)).status).toBe(404);
  });

  it('§6: an assignment to a data-source role grants access to every holder of the role (osaRole)', async () => {
    const analysts = await createRole({ code: 'analysts', name: 'Аналитики' });
    // Alice holds the data-source role: a membership (the role on no particular object).
    const membership = (await assign({ roleId: analysts.id, userId: alice.userId })).id;
    const onTag = (await assign({ roleCode: 'editor', osaRoleId: analysts.id, objectId: bobTag })).id;
    expect(await reads(alice, bobTag)).toBe(true);
    expect(await reads(student, bobTag)).toBe(false);
    const [row] = await fetchAssignments(admin, { objectId: bobTag });
    expect([row!.id, row!.osaRole_id, row!.osaRoleUserIds]).toEqual([onTag, analysts.id, [alice.userId]]);
    // The membership suspended: Alice no longer holds the role, and the object's assignment no longer reaches her.
    expect(
      (await admin.request('PATCH', `/api/administration/assignments/${membership}`, { notActive: true })).status,
    ).toBe(204);
    expect(await reads(alice, bobTag)).toBe(false);
    expect(
      (await admin.request('PATCH', `/api/administration/assignments/${membership}`, { notActive: false })).status,
    ).toBe(204);
    expect(await reads(alice, bobTag)).toBe(true);
    // A role still assigned is not deleted.
    expect(await error(admin.request('DELETE', `/api/administration/roles/${analysts.id}`), 409)).toMatch(
      /Роль назначена/,
    );
    // Nor is an inactive role assigned.
    await json(admin.request('PATCH', `/api/administration/roles/${analysts.id}`, { notActive: true }));
    expect(
      await error(
        admin.request('POST', '/api/administration/assignments', { roleId: analysts.id, userId: bob.userId }),
        400,
      ),
    ).toMatch(/не активна/);
  });
});
