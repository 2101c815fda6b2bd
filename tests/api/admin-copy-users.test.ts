import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import type { CopyPlan } from '../../extensions/administration/src/common/copy/api.ts';
import { error, json, startAdminWorld } from './admin-support.ts';
import { tableCounts, type Client, type TestServer } from './harness.ts';

/**
 * Issue 21 item 5 "copy settings, views and tags from one user or role to others" on a real server:
 * user → users (their Settings records, shell.md §3 "Settings: json, merged from several records"; their
 * tags), role → users (the tags shared with the role), user → roles (the user's tags shared with them);
 * the preview writes nothing, applying is all or nothing, and each copied record is the target's own.
 */
let t: TestServer;
let admin: Client;
let alice: Client;
let bob: Client;
let student: Client;
const roleIds: Record<string, string> = {};

const copy = (body: unknown, status = 200) =>
  json<CopyPlan>(admin.request('POST', '/api/administration/copy-settings', body), status);
type Rows = { rows: { inst: string; prop: string; val: unknown }[] };
/** The settings as the user's own browser merges them (core server-settings.ts: system's, then own). */
async function settingsOf(c: Client): Promise<Record<string, unknown>> {
  const reply = await json<Rows>(
    c.data({
      act: 'get_data',
      class: CLASS.Settings,
      filter: '[author] = #user#',
      fields: [{ prop: PROP.json }, { prop: PROP.creationDate, sort: 'asc', hidden: true }],
    }),
  );
  return Object.assign({}, ...reply.rows.filter((r) => r.prop === PROP.json).map((r) => JSON.parse(String(r.val))));
}
/** The tags a user made: name → colour. */
async function ownTags(c: Client): Promise<Record<string, unknown>> {
  const reply = await json<Rows & { rows: { cap?: string }[] }>(
    c.data({
      act: 'get_data',
      class: CLASS.Tag,
      filter: '[author] = #user#',
      fields: [{ prop: PROP.name }, { prop: PROP.color }],
    }),
  );
  const names = new Map(reply.rows.filter((r) => r.prop === PROP.name).map((r) => [r.inst, String(r.val)]));
  return Object.fromEntries(
    [...names].map(([inst, name]) => [
      name,
      reply.rows.find((r) => r.inst === inst && r.prop === PROP.color)?.val ?? null,
    ]),
  );
}
const newRecord = (c: Client, value: object) => {
  const inst = crypto.randomUUID();
  return json(
    c.data({
      act: 'set_data',
      data: [
        { op: 'new', class: CLASS.Settings, name: 'Настройки', inst },
        { op: 'upd', inst, prop: PROP.json, val: JSON.stringify(value) },
      ],
    }),
  );
};
const newTag = (c: Client, name: string, color: string, roles: string[] = []) => {
  const inst = crypto.randomUUID();
  return json(
    c.data({
      act: 'set_data',
      data: [
        { op: 'new', class: CLASS.Tag, name, inst },
        { op: 'upd', inst, prop: PROP.color, val: color },
        ...(roles.length ? [{ op: 'upd', inst, prop: PROP.availableToRoles, val: roles }] : []),
      ],
    }),
  ).then(() => inst);
};

beforeAll(async () => {
  ({ t, admin, alice, bob, student } = await startAdminWorld());
  for (const code of ['src', 'first'])
    roleIds[code] = (
      await json<{ id: string }>(admin.request('POST', '/api/administration/roles', { code, name: `Роль ${code}` }))
    ).id;
  await newRecord(alice, { sort: { planets: 'name' }, theme: 'dark' });
  await newRecord(alice, { theme: 'light', pageSize: 50 });
  await newRecord(bob, { theme: 'dark', own: true });
  await newTag(alice, 'Важное', '#ff0000');
  await newTag(bob, 'важное', '#00ff00');
  await newTag(alice, 'Черновик', '#0000ff');
  await newTag(admin, 'Ролевой', '#123456', [roleIds.src!]);
});
afterAll(() => t?.close());

describe('copy settings from a user (issue 21 item 5)', () => {
  it('user → users: the preview names every key and tag and writes nothing; applied, each target owns the result', async () => {
    const before = await tableCounts(t.temp);
    const body = { sourceUser: alice.userId, targetUsers: [bob.userId, student.userId], what: ['settings', 'tags'] };
    const preview = await copy({ ...body, apply: false });
    expect(await tableCounts(t.temp)).toEqual(before);
    const of = (c: Client) =>
      preview.changes.filter((x) => x.target === c.userId).map((x) => [x.what, x.name, x.action]);
    // Bob: theme differs (replace), his own key stays; «важное» he has already (same name, any case).
    expect(of(bob)).toEqual([
      ['settings', 'sort', 'create'],
      ['settings', 'theme', 'replace'],
      ['settings', 'pageSize', 'create'],
      ['tags', 'Черновик', 'create'],
    ]);
    expect(of(student)).toEqual([
      ['settings', 'sort', 'create'],
      ['settings', 'theme', 'create'],
      ['settings', 'pageSize', 'create'],
      ['tags', 'Важное', 'create'],
      ['tags', 'Черновик', 'create'],
    ]);
    expect(preview.changes.every((x) => x.targetKind === 'user')).toBe(true);
    expect((await copy({ ...body, apply: true })).applied).toBe(true);
    const merged = { sort: { planets: 'name' }, theme: 'light', pageSize: 50 };
    expect(await settingsOf(bob)).toEqual({ ...merged, own: true });
    expect(await settingsOf(student)).toEqual(merged);
    expect(await settingsOf(alice)).toEqual(merged);
    expect(await ownTags(bob)).toEqual({ важное: '#00ff00', Черновик: '#0000ff' });
    expect(await ownTags(student)).toEqual({ Важное: '#ff0000', Черновик: '#0000ff' });
    // Everything copied: a second preview has nothing left.
    expect((await copy({ ...body, apply: false })).changes).toEqual([]);
  });

  it('role → users: the tags shared with the role become the users’ own; user → roles: the user’s tags shared', async () => {
    const toUser = await copy({ sourceRole: 'src', targetUsers: [bob.userId], what: ['tags'], apply: true });
    expect(toUser.changes.map((c) => [c.targetName, c.name, c.action])).toEqual([
      [expect.any(String), 'Ролевой', 'create'],
    ]);
    expect(await ownTags(bob)).toMatchObject({ Ролевой: '#123456' });
    const toRole = await copy({ sourceUser: alice.userId, targetRoles: ['first'], what: ['tags'], apply: true });
    expect(toRole.changes.map((c) => [c.targetKind, c.target, c.name, c.action])).toEqual([
      ['role', 'first', 'Важное', 'share'],
      ['role', 'first', 'Черновик', 'share'],
    ]);
    // Both of Alice's tags now name «first» among their roles (domain.md §3 Tag: shared with roles).
    const shared = await json<Rows>(
      admin.data({
        act: 'get_data',
        class: CLASS.Tag,
        filter: `[author] = '${alice.userId}'`,
        fields: [{ prop: PROP.availableToRoles }],
      }),
    );
    expect(shared.rows.filter((r) => r.val === roleIds.first)).toHaveLength(2);
  });

  it('refuses a user and a student (403), nothing written', async () => {
    const before = await tableCounts(t.temp);
    const body = { sourceUser: alice.userId, targetUsers: [bob.userId], what: ['settings'], apply: true };
    for (const c of [alice, student])
      expect((await c.request('POST', '/api/administration/copy-settings', body)).status).toBe(403);
    expect(await tableCounts(t.temp)).toEqual(before);
  });

  const ghost = '00000000-0000-4000-8000-0000000fffff';
  const bad: [string, () => unknown, string][] = [
    [
      'both sources',
      () => ({ sourceRole: 'src', sourceUser: alice.userId, targetUsers: [bob.userId], what: ['tags'], apply: false }),
      'одно из двух',
    ],
    ['no source', () => ({ targetUsers: [bob.userId], what: ['tags'], apply: false }), 'Укажите источник'],
    [
      'an unknown user',
      () => ({ sourceUser: alice.userId, targetUsers: [ghost], what: ['tags'], apply: false }),
      `Пользователь «${ghost}» не найден`,
    ],
    [
      'a malformed user',
      () => ({ sourceUser: 'alice', targetUsers: [bob.userId], what: ['tags'], apply: false }),
      'идентификаторы пользователей',
    ],
    [
      'the source user as a target',
      () => ({ sourceUser: alice.userId, targetUsers: [alice.userId], what: ['tags'], apply: false }),
      'в себя настройки не копируют',
    ],
    [
      'targets not a list',
      () => ({ sourceUser: alice.userId, targetUsers: bob.userId, what: ['tags'], apply: false }),
      'должно быть списком',
    ],
  ];
  it.each(bad)('%s: a Russian 400, nothing written', async (_label, body, text) => {
    const before = await tableCounts(t.temp);
    expect(await error(admin.request('POST', '/api/administration/copy-settings', body()), 400)).toContain(text);
    expect(await tableCounts(t.temp)).toEqual(before);
  });

  it('a kind the pair cannot give is no change (views from a user, settings to a role)', async () => {
    const plan = await copy({
      sourceUser: alice.userId,
      targetRoles: ['first'],
      what: ['views', 'settings'],
      apply: true,
    });
    expect(plan).toEqual({ changes: [], applied: false });
  });
});
