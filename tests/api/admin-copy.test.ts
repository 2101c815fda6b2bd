import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import type { CopyPlan } from '../../extensions/administration/src/common/copy/api.ts';
import type { ClassViewDto } from '../../extensions/administration/src/common/views/api.ts';
import { error, json, startAdminWorld } from './admin-support.ts';
import { tableCounts, type Client, type TestServer } from './harness.ts';

/**
 * Issue 21 item 5 on a real server: copy settings (shell.md §2 `/copy-settings`, administrators) from one
 * role to others — its class views and the tags shared with it; a preview first, then all or nothing.
 */
let t: TestServer;
let admin: Client;
let alice: Client;
let student: Client;
const planet = crypto.randomUUID();
const tag = crypto.randomUUID();
const roleIds: Record<string, string> = {};

const copy = (body: unknown, status = 200) =>
  json<CopyPlan>(admin.request('POST', '/api/administration/copy-settings', body), status);
const views = async () =>
  (await json<{ views: ClassViewDto[] }>(admin.request('GET', '/api/administration/class-views'))).views;
const sharedWith = async () => {
  const reply = await json<{ rows: { prop: string; val: string }[] }>(
    admin.data({
      act: 'get_data',
      class: CLASS.Tag,
      filter: `[id] = '${tag}'`,
      fields: [{ prop: PROP.availableToRoles }],
    }),
  );
  return reply.rows.filter((r) => r.prop === PROP.availableToRoles).map((r) => r.val);
};

beforeAll(async () => {
  ({ t, admin, alice, student } = await startAdminWorld());
  for (const code of ['src', 'first', 'second'])
    roleIds[code] = (
      await json<{ id: string }>(admin.request('POST', '/api/administration/roles', { code, name: `Роль ${code}` }))
    ).id;
  await json(admin.data({ act: 'set_data', data: [{ op: 'new', class: CLASS.Class, name: 'Планета', inst: planet }] }));
  await json(
    admin.data({
      act: 'set_data',
      data: [
        { op: 'new', class: CLASS.Tag, name: 'Общий тег', inst: tag },
        { op: 'upd', inst: tag, prop: PROP.availableToRoles, val: [roleIds.src] },
      ],
    }),
  );
  await json(
    admin.request('PUT', '/api/administration/class-views', {
      classId: planet,
      roleCode: 'src',
      fields: [{ prop: PROP.name }],
    }),
  );
  await json(
    admin.request('PUT', '/api/administration/class-views', {
      classId: planet,
      roleCode: 'second',
      fields: [{ prop: PROP.name, tab: 'Старая' }],
    }),
  );
});
afterAll(() => t?.close());

describe('copy settings (issue 21 item 5)', () => {
  it('refuses a user and a student (403), an anonymous caller (401); nothing written', async () => {
    const before = await tableCounts(t.temp);
    const body = { sourceRole: 'src', targetRoles: ['first'], what: ['views'], apply: true };
    for (const c of [alice, student])
      expect((await c.request('POST', '/api/administration/copy-settings', body)).status).toBe(403);
    expect((await fetch(`${t.url}/api/administration/copy-settings`, { method: 'POST' })).status).toBe(401);
    expect(await tableCounts(t.temp)).toEqual(before);
  });

  it('previews without writing, then applies everything: views created or replaced, the tag shared', async () => {
    const before = await tableCounts(t.temp);
    const body = { sourceRole: 'src', targetRoles: ['first', 'second'], what: ['views', 'tags'] };
    const preview = await copy({ ...body, apply: false });
    expect(preview.applied).toBe(false);
    const to = (code: string) => ({ targetKind: 'role', target: code, targetName: `Роль ${code}` });
    expect(preview.changes).toEqual([
      { what: 'views', ...to('first'), name: 'Планета', action: 'create' },
      { what: 'views', ...to('second'), name: 'Планета', action: 'replace' },
      { what: 'tags', ...to('first'), name: 'Общий тег', action: 'share' },
      { what: 'tags', ...to('second'), name: 'Общий тег', action: 'share' },
    ]);
    expect(await tableCounts(t.temp)).toEqual(before);
    expect((await copy({ ...body, apply: true })).applied).toBe(true);
    const list = (await views()).filter((v) => v.classId === planet);
    expect(list.map((v) => [v.roleCode, v.fields])).toEqual(
      expect.arrayContaining([
        ['first', [{ prop: PROP.name }]],
        ['second', [{ prop: PROP.name }]],
      ]),
    );
    expect(list).toHaveLength(3);
    expect((await sharedWith()).sort()).toEqual([roleIds.src, roleIds.first, roleIds.second].sort());
    // Again: nothing left to share; the views are replaced by the same.
    expect((await copy({ ...body, what: ['tags'], apply: false })).changes).toEqual([]);
  });

  const bad: [string, unknown, string][] = [
    [
      'an unknown source',
      { sourceRole: 'ghost', targetRoles: ['first'], what: ['views'], apply: false },
      'Неизвестный код роли «ghost»',
    ],
    ['no targets', { sourceRole: 'src', targetRoles: [], what: ['views'], apply: false }, 'Укажите, кому копировать'],
    [
      'the source as a target',
      { sourceRole: 'src', targetRoles: ['src'], what: ['views'], apply: false },
      'в себя настройки не копируют',
    ],
    [
      'nothing to copy',
      { sourceRole: 'src', targetRoles: ['first'], what: ['colours'], apply: false },
      '«views», «settings» и «tags»',
    ],
    ['no apply flag', { sourceRole: 'src', targetRoles: ['first'], what: ['views'] }, 'Поле «apply»'],
  ];
  it.each(bad)('%s: a Russian 400, nothing written', async (_label, body, text) => {
    const before = await tableCounts(t.temp);
    expect(await error(admin.request('POST', '/api/administration/copy-settings', body), 400)).toContain(text);
    expect(await tableCounts(t.temp)).toEqual(before);
  });
});
