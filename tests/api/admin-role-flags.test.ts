import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS } from '@ontobench/core/common';
import type { RoleDto } from '../../extensions/administration/src/common/roles/api.ts';
import { error, json, startAdminWorld } from './admin-support.ts';
import { tableCounts, type Client, type TestServer } from './harness.ts';

/**
 * Role flags enforced on a real server (shell.md §3 Role `is_global`, `is_multi`; §6 "Roles may be global
 * or multi-object"): a global role is assigned without an object (one given is refused, not dropped); a
 * role that is not multi-object goes to one holder on one object at most; a flag changes only when the
 * role's assignments already obey it. Every refusal a Russian 400 with nothing written.
 */
let t: TestServer;
let admin: Client;
let alice: Client;
let bob: Client;
const objects: string[] = [];

const createRole = (body: unknown) => json<RoleDto>(admin.request('POST', '/api/administration/roles', body));
const assign = (body: unknown, status = 200) =>
  json<{ id: string }>(admin.request('POST', '/api/administration/assignments', body), status);
const refused = async (method: string, path: string, body: unknown, text: string) => {
  const before = await tableCounts(t.temp);
  expect(await error(admin.request(method, path, body), 400)).toContain(text);
  expect(await tableCounts(t.temp)).toEqual(before);
};

beforeAll(async () => {
  ({ t, admin, alice, bob } = await startAdminWorld());
  for (const name of ['Проект А', 'Проект Б']) {
    const inst = crypto.randomUUID();
    await json(admin.data({ act: 'set_data', data: [{ op: 'new', class: CLASS.Tag, name, inst }] }));
    objects.push(inst);
  }
});
afterAll(() => t?.close());

describe('role flags (shell.md §3 Role is_global, is_multi)', () => {
  it('a global role: a membership is made; an object given is refused', async () => {
    await createRole({ code: 'auditor', name: 'Аудитор', isGlobal: true });
    await refused(
      'POST',
      '/api/administration/assignments',
      { roleCode: 'auditor', userId: alice.userId, objectId: objects[0] },
      'Роль «Аудитор» глобальная: её назначают без объекта',
    );
    await assign({ roleCode: 'auditor', userId: alice.userId });
  });

  it('a single-object role: one object per holder; a second is refused, another holder may have it', async () => {
    await createRole({ code: 'owner', name: 'Владелец' });
    await assign({ roleCode: 'owner', userId: alice.userId, objectId: objects[0] });
    await refused(
      'POST',
      '/api/administration/assignments',
      { roleCode: 'owner', userId: alice.userId, objectId: objects[1] },
      'Роль «Владелец» назначается только на один объект: у «',
    );
    // The same object again is the duplicate (409); a membership is no object; Bob may have the other one.
    expect(
      (
        await admin.request('POST', '/api/administration/assignments', {
          roleCode: 'owner',
          userId: alice.userId,
          objectId: objects[0],
        })
      ).status,
    ).toBe(409);
    await assign({ roleCode: 'owner', userId: alice.userId });
    await assign({ roleCode: 'owner', userId: bob.userId, objectId: objects[1] });
  });

  it('a suspended assignment still counts (it can be reactivated)', async () => {
    const role = await createRole({ code: 'keeper', name: 'Хранитель' });
    const first = await assign({ roleId: role.id, userId: bob.userId, objectId: objects[0], notActive: true });
    expect(first.id).toBeTruthy();
    await refused(
      'POST',
      '/api/administration/assignments',
      { roleId: role.id, userId: bob.userId, objectId: objects[1] },
      'назначается только на один объект',
    );
  });

  it('a multi-object role goes to one holder on several objects', async () => {
    await createRole({ code: 'reviewer', name: 'Рецензент', isMulti: true });
    for (const objectId of objects) await assign({ roleCode: 'reviewer', userId: alice.userId, objectId });
  });

  it('flags change only when the assignments obey them', async () => {
    const roles = (await json<{ roles: RoleDto[] }>(admin.request('GET', '/api/administration/roles'))).roles;
    const byCode = (code: string) => roles.find((r) => r.code === code)!;
    // «reviewer» is held by Alice on two objects: it stays multi-object; «owner» has object assignments: not global.
    await refused(
      'PATCH',
      `/api/administration/roles/${byCode('reviewer').id}`,
      { isMulti: false },
      'назначена одному держателю на несколько объектов',
    );
    await refused(
      'PATCH',
      `/api/administration/roles/${byCode('owner').id}`,
      { isGlobal: true },
      'назначена на объекты',
    );
    // «owner» has one object per holder: it may become multi-object and back; «auditor» has only a
    // membership: it may stop being global and become so again.
    const flags = async (code: string, body: object) =>
      json<RoleDto>(admin.request('PATCH', `/api/administration/roles/${byCode(code).id}`, body));
    expect((await flags('owner', { isMulti: true })).isMulti).toBe(true);
    expect((await flags('owner', { isMulti: false })).isMulti).toBe(false);
    expect((await flags('auditor', { isGlobal: false })).isGlobal).toBe(false);
    expect((await flags('auditor', { isGlobal: true })).isGlobal).toBe(true);
  });
});

describe('one list of roles: the SDK’s GET /api/roles and the roles page’s call agree', () => {
  it('two users and an administrator get the same roles from both, in the same order, inactive ones included', async () => {
    const retired = await createRole({ code: 'retired', name: 'Бывшая', notActive: true });
    for (const c of [admin, alice, bob]) {
      const sdk = (await json<{ roles: { id: string; notActive: boolean }[] }>(c.request('GET', '/api/roles'))).roles;
      const page = (await json<{ roles: RoleDto[] }>(c.request('GET', '/api/administration/roles'))).roles;
      expect(page.map((r) => r.id)).toEqual(sdk.map((r) => r.id));
      expect(sdk.find((r) => r.id === retired.id)?.notActive).toBe(true);
    }
    expect((await fetch(`${t.url}/api/roles`)).status).toBe(401);
  });
});
