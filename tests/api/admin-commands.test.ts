import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import type { CommandDto, CommandPreview } from '../../extensions/administration/src/common/commands/api.ts';
import { error, json, startAdminWorld } from './admin-support.ts';
import { tableCounts, type Client, type TestServer } from './harness.ts';

/**
 * Issue 21 item 3 on a real server: stored commands (shell.md §2 `/settings/commands`; §7 get_data
 * `command` and `cache`, `DELETE utils/cache/{command|userCommand}/{command}`) through the administration
 * area's calls. The JSON is checked on save with a Russian reason; a run is a page of rows read as the
 * administrator through the data API.
 */
let t: TestServer;
let admin: Client;
let alice: Client;
let student: Client;

const tagsRequest = (more: Record<string, unknown> = {}) =>
  JSON.stringify({ class: CLASS.Tag, fields: [{ prop: PROP.author }], filter: "[name] ~ 'Команда-'", ...more });
const create = (body: unknown, status = 200) =>
  json<CommandDto>(admin.request('POST', '/api/administration/commands', body), status);
const run = (id: string, body: unknown = {}) =>
  json<CommandPreview>(admin.request('POST', `/api/administration/commands/${id}/run`, body));

beforeAll(async () => {
  ({ t, admin, alice, student } = await startAdminWorld());
  const data = Array.from({ length: 5 }, (_, n) => ({ op: 'new', class: CLASS.Tag, name: `Команда-${n}` }));
  await json(admin.data({ act: 'set_data', data }));
});
afterAll(() => t?.close());

describe('every commands call refuses a user and a student (issue 21 item 3, shell.md §2 admin)', () => {
  const id = '00000000-0000-4000-8000-0000000fffff';
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/administration/commands'],
    ['POST', '/api/administration/commands', { name: 'x', json: tagsRequest() }],
    ['PATCH', `/api/administration/commands/${id}`, { name: 'y' }],
    ['DELETE', `/api/administration/commands/${id}`],
    ['POST', `/api/administration/commands/${id}/run`, {}],
  ];
  it.each(calls)('%s %s: 403, 401 without a token, nothing written', async (method, path, body) => {
    const before = await tableCounts(t.temp);
    for (const c of [alice, student]) expect((await c.request(method, path, body)).status).toBe(403);
    expect((await fetch(`${t.url}${path}`, { method })).status).toBe(401);
    expect(await tableCounts(t.temp)).toEqual(before);
  });
});

describe('commands (shell.md §7 get_data `command`)', () => {
  let made: CommandDto;

  it('creates a command, lists it, and get_data runs it by name', async () => {
    made = await create({ name: 'tags.mine', json: tagsRequest() });
    expect(made.name).toBe('tags.mine');
    expect(JSON.parse(made.json)).toMatchObject({ act: 'get_data', class: CLASS.Tag });
    const { commands } = await json<{ commands: CommandDto[] }>(admin.request('GET', '/api/administration/commands'));
    expect(commands.map((c) => c.name)).toContain('tags.mine');
    const reply = await json<{ count_rows: number }>(admin.data({ act: 'get_data', command: 'tags.mine' }));
    expect(reply.count_rows).toBe(5);
  });

  it('runs with a paged preview: columns named after properties, rows with their text, the total', async () => {
    const first = await run(made.id, { limit: 2 });
    expect(first.columns).toEqual([{ prop: PROP.author, name: 'author' }]);
    expect(first.total).toBe(5);
    expect(first.rows.map((r) => r.name)).toHaveLength(2);
    expect(first.rows[0]!.cells[0]).toBe('Админов Админ Админович');
    const last = await run(made.id, { limit: 2, offset: 4 });
    expect(last.rows).toHaveLength(1);
    expect(new Set([...first.rows, ...last.rows].map((r) => r.id)).size).toBe(3);
  });

  it('a cached run keeps its answer across writes until the core drops the command’s cache', async () => {
    expect((await run(made.id, { cache: true, limit: 50 })).total).toBe(5);
    await json(admin.data({ act: 'set_data', data: [{ op: 'new', class: CLASS.Tag, name: 'Команда-5' }] }));
    expect((await run(made.id, { cache: true, limit: 50 })).total).toBe(5);
    expect((await run(made.id, { limit: 50 })).total).toBe(6);
    const dropped = await json<{ dropped: number }>(admin.request('DELETE', '/api/utils/cache/command/tags.mine'));
    expect(dropped.dropped).toBeGreaterThan(0);
    expect((await run(made.id, { cache: true, limit: 50 })).total).toBe(6);
    expect((await alice.request('DELETE', '/api/utils/cache/command/tags.mine')).status).toBe(403);
  });

  it('renames and changes the JSON; a taken name is 409', async () => {
    const other = await create({ name: 'tags.other', json: tagsRequest({ limit: 3 }) });
    expect(
      await error(admin.request('PATCH', `/api/administration/commands/${other.id}`, { name: 'tags.mine' }), 409),
    ).toBe('Команда с именем «tags.mine» уже есть');
    const changed = await json<CommandDto>(
      admin.request('PATCH', `/api/administration/commands/${other.id}`, {
        name: 'tags.renamed',
        json: tagsRequest({ filter: "[name] = 'Команда-1'" }),
      }),
    );
    expect(changed.name).toBe('tags.renamed');
    expect((await run(other.id)).rows.map((r) => r.name)).toEqual(['Команда-1']);
    expect((await admin.request('DELETE', `/api/administration/commands/${other.id}`)).status).toBe(204);
    expect((await admin.request('POST', `/api/administration/commands/${other.id}/run`, {})).status).toBe(404);
  });
});

describe('bad input: a Russian 400 naming what is wrong, nothing written', () => {
  const cases: [string, unknown, string][] = [
    ['no name', { json: tagsRequest() }, 'Укажите имя команды'],
    ['a name with a space', { name: 'два слова', json: tagsRequest() }, 'Имя команды: латинская буква'],
    ['no JSON', { name: 'a1' }, 'Укажите JSON команды'],
    ['JSON that does not parse', { name: 'a1', json: '{"class":' }, 'JSON команды: не разбирается'],
    ['a list', { name: 'a1', json: '[]' }, 'JSON команды: должен быть объектом'],
    ['no class', { name: 'a1', json: '{"fields":[]}' }, 'JSON команды: поле «class» обязательно'],
    ['an unknown key', { name: 'a1', json: tagsRequest({ colour: 1 }) }, 'JSON команды: неизвестное поле «colour»'],
    ['a nested command', { name: 'a1', json: tagsRequest({ command: 'x' }) }, 'не может вызывать другую команду'],
    ['a field without prop', { name: 'a1', json: tagsRequest({ fields: [{}] }) }, '«fields[0].prop» обязательно'],
    ['a bad limit', { name: 'a1', json: tagsRequest({ limit: 0 }) }, 'поле «limit» должно быть целым числом от 1'],
    [
      'a filter the store refuses',
      { name: 'a1', json: tagsRequest({ filter: '[name] ===' }) },
      'JSON команды: запрос не выполняется',
    ],
  ];
  it.each(cases)('%s', async (_label, body, text) => {
    const before = await tableCounts(t.temp);
    expect(await error(admin.request('POST', '/api/administration/commands', body), 400)).toContain(text);
    expect(await tableCounts(t.temp)).toEqual(before);
  });

  it('a bad page, an unknown command', async () => {
    const made = await create({ name: 'tags.page', json: tagsRequest() });
    expect(await error(admin.request('POST', `/api/administration/commands/${made.id}/run`, { limit: 500 }), 400)).toBe(
      'Поле «limit» должно быть целым числом от 1 до 200',
    );
    expect(await error(admin.request('PATCH', '/api/administration/commands/nope', { name: 'x' }), 404)).toBe(
      'Команда не найдена',
    );
  });
});
