import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP, type GetDataReply } from '@ontobench/core/common';
import {
  ALICE,
  BOB,
  ADMIN,
  READER_ROLE_AREA,
  startTestServer,
  tableCounts,
  type Client,
  type TestServer,
} from './harness.ts';

let t: TestServer;
let alice: Client;
let bob: Client;
let admin: Client;
const Book = randomUUID();
const pages = randomUUID();
const war = randomUUID();

beforeAll(async () => {
  t = await startTestServer([READER_ROLE_AREA]);
  [alice, bob, admin] = await Promise.all([t.signIn(ALICE), t.signIn(BOB), t.signIn(ADMIN)]);
  const created = await alice.data({
    act: 'set_data',
    data: [
      { op: 'new', class: CLASS.Class, name: 'Книга', inst: Book },
      { op: 'new', class: CLASS.DataProperty, name: 'Страниц', inst: pages },
      { op: 'upd', inst: pages, prop: PROP.baseType, val: 'integer' },
      { op: 'add', inst: pages, prop: PROP.domain, val: Book },
      { op: 'new', class: Book, name: 'Война и мир', inst: war },
      { op: 'upd', inst: war, prop: pages, val: 1225 },
    ],
  });
  expect([created.status, await created.text()]).toEqual([200, expect.any(String)]);
}, 60_000);

afterAll(() => t?.close());

const rows = async (r: Response) => (await r.json()) as GetDataReply;

describe('POST /api/data — shell.md §7 generic data API', () => {
  it('get_data replies rows {row, inst, prop, val, cap, readonly, can_delete} and count_rows', async () => {
    const reply = await alice.data({ act: 'get_data', class: Book, fields: [{ prop: pages }] });
    expect(reply.status).toBe(200);
    const body = await rows(reply);
    expect(body.count_rows).toBe(1);
    expect(body.rows).toEqual([
      { row: 0, inst: war, prop: PROP.name, val: 'Война и мир', cap: 'Война и мир', readonly: false, can_delete: true },
      { row: 0, inst: war, prop: pages, val: 1225, cap: '1225' },
    ]);
  });

  it('the filter expression replaces #user# by the current user (shell.md §7)', async () => {
    const mine = await rows(await alice.data({ act: 'get_data', class: Book, filter: '[author] = #user#' }));
    expect(mine.count_rows).toBe(1);
    const none = await rows(await admin.data({ act: 'get_data', class: Book, filter: '[author] = #user#' }));
    expect(none.count_rows).toBe(0);
  });

  it('get_form replies fields with tab and prop', async () => {
    const reply = await alice.data({ act: 'get_form', class: Book, inst: war });
    expect(reply.status).toBe(200);
    const form = (await reply.json()) as { fields: { prop: string; tab: string; values?: { val: unknown }[] }[] };
    expect(form.fields.map((f) => [f.prop, f.tab])).toEqual([
      [PROP.name, 'main'],
      [pages, 'main'],
    ]);
    expect(form.fields[1]!.values).toEqual([{ val: 1225, cap: '1225' }]);
  });

  it('a non-admin never sees or changes another user’s private object; an admin sees all (shell.md §6)', async () => {
    // Her private class is to him as if it did not exist: the reply of an unknown class (issue 11, item 10).
    const hidden = await bob.data({ act: 'get_data', class: Book });
    expect([hidden.status, await hidden.json()]).toEqual([400, { error: `get_data: unknown class ${Book}` }]);
    expect((await rows(await admin.data({ act: 'get_data', class: Book }))).count_rows).toBe(1);
    const write = await bob.data({ act: 'set_data', data: [{ op: 'upd', inst: war, prop: PROP.name, val: 'Мир' }] });
    expect(write.status).toBe(400);
    expect(((await write.json()) as { error: string }).error).toMatch(/does not exist/);
  });

  it('set_data runs the whole list in one transaction: one invalid operation writes nothing', async () => {
    const before = await tableCounts(t.temp);
    const reply = await alice.data({
      act: 'set_data',
      data: [
        { op: 'new', class: Book, name: 'Анна Каренина' },
        { op: 'upd', inst: war, prop: pages, val: 'много' },
      ],
    });
    expect(reply.status).toBe(400);
    expect(((await reply.json()) as { error: string }).error).toBe(
      'set_data: operation 2 (upd): Страниц: "много" is not an integer',
    );
    expect(await tableCounts(t.temp)).toEqual(before);
  });

  it('without the data-source session the reply is the spec’s error (shell.md §8)', async () => {
    const missing = await alice.request('POST', '/api/data', { act: 'get_data', class: Book });
    expect([missing.status, await missing.json()]).toEqual([401, { error: 'Session not set' }]);
    const wrong = await alice.request('POST', '/api/data', { act: 'get_data', class: Book, session: bob.session });
    expect([wrong.status, await wrong.json()]).toEqual([401, { error: 'Invalid session id' }]);
  });

  it('without signing in: 401 Необходимо войти в систему (shell.md §5)', async () => {
    const reply = await fetch(`${t.url}/api/data`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"act":"get_data"}',
    });
    expect([reply.status, await reply.json()]).toEqual([401, { error: 'Необходимо войти в систему' }]);
  });
});

describe('deferred mode — shell.md §4, §7: requestId, status, result, delete', () => {
  it('replies a requestId, then status completed, the result, and deletes it', async () => {
    const first = await alice.data({ act: 'get_data', class: Book, deferred: true });
    const { requestId } = (await first.json()) as { requestId: string };
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    let status = '';
    for (let i = 0; i < 50 && status !== 'completed'; i++) {
      status = (
        (await (await alice.request('GET', `/api/data/requests/${requestId}/status`)).json()) as { status: string }
      ).status;
      if (status !== 'completed') await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe('completed');
    const result = (await (
      await alice.request('GET', `/api/data/requests/${requestId}/result`)
    ).json()) as GetDataReply;
    expect(result.count_rows).toBe(1);
    expect((await bob.request('GET', `/api/data/requests/${requestId}/result`)).status).toBe(404);
    expect((await alice.request('DELETE', `/api/data/requests/${requestId}`)).status).toBe(204);
    expect((await alice.request('GET', `/api/data/requests/${requestId}/status`)).status).toBe(404);
  });

  it('a failing deferred request reports status error with the message', async () => {
    const first = await alice.data({ act: 'get_data', class: randomUUID(), deferred: true });
    const { requestId } = (await first.json()) as { requestId: string };
    await new Promise((r) => setTimeout(r, 100));
    const status = await (await alice.request('GET', `/api/data/requests/${requestId}/status`)).json();
    expect(status).toMatchObject({ status: 'error', error: expect.stringMatching(/unknown class/) });
  });
});

describe('execute, cache and assignments — shell.md §7', () => {
  it('POST execute with an unknown procedure is a 404 with {error}', async () => {
    const reply = await alice.request('POST', '/api/execute', { procedure: 'nope', payload: {} });
    expect([reply.status, await reply.json()]).toEqual([404, { error: 'execute: unknown procedure nope' }]);
  });

  it('a stored command runs by name, is cached, and its cache is dropped by DELETE utils/cache', async () => {
    const command = randomUUID();
    await admin.data({
      act: 'set_data',
      data: [
        { op: 'new', class: CLASS.Command, name: 'all-books', inst: command },
        { op: 'upd', inst: command, prop: PROP.json, val: JSON.stringify({ class: Book }) },
      ],
    });
    const first = await rows(await admin.data({ act: 'get_data', command: 'all-books', cache: true }));
    expect(first.count_rows).toBe(1);
    await alice.data({ act: 'set_data', data: [{ op: 'new', class: Book, name: 'Идиот' }] });
    const cached = await rows(await admin.data({ act: 'get_data', command: 'all-books', cache: true }));
    expect(cached.count_rows).toBe(1);
    expect((await alice.request('DELETE', '/api/utils/cache/command/all-books')).status).toBe(403);
    expect(await (await admin.request('DELETE', '/api/utils/cache/command/all-books')).json()).toEqual({ dropped: 1 });
    const fresh = await rows(await admin.data({ act: 'get_data', command: 'all-books', cache: true }));
    expect(fresh.count_rows).toBe(2);
  });

  it('assignments/fetch lists actual assignments only, by default (shell.md §4)', async () => {
    const active = randomUUID();
    const expired = randomUUID();
    const assignment = (id: string, until?: string) => [
      { op: 'new', class: CLASS.Assignment, name: 'Боб читает', inst: id },
      { op: 'upd', inst: id, prop: PROP.obj, val: war },
      { op: 'upd', inst: id, prop: PROP.user, val: bob.userId },
      { op: 'upd', inst: id, prop: PROP.roleCode, val: 'reader' },
      ...(until ? [{ op: 'upd', inst: id, prop: PROP.activeUntil, val: until }] : []),
    ];
    const made = await alice.data({
      act: 'set_data',
      data: [...assignment(active), ...assignment(expired, '2001-01-01')],
    });
    expect(made.status).toBe(200);
    const actual = (await (await bob.request('POST', '/api/assignments/fetch', { userId: bob.userId })).json()) as {
      id: string;
      role_code: string;
      obj_id: string;
    }[];
    expect(actual.map((a) => a.id)).toEqual([active]);
    expect(actual[0]).toMatchObject({
      obj_id: war,
      obj: 'Война и мир',
      role_code: 'reader',
      user_id: bob.userId,
      not_active: false,
      activeUntil: null,
    });
    const all = (await (
      await bob.request('POST', '/api/assignments/fetch', { userId: bob.userId, onlyActualAssignments: false })
    ).json()) as unknown[];
    expect(all).toHaveLength(2);
    expect(await (await bob.request('POST', '/api/assignments/fetch', { userId: randomUUID() })).json()).toEqual([]);
    // Bob now sees the book, read-only.
    const seen = await rows(await bob.data({ act: 'get_data', class: Book, filter: `[id] = '${war}'` }));
    expect(seen.rows[0]).toMatchObject({ inst: war, readonly: true, can_delete: false });
  });
});

describe('file values — shell.md §7 (POST file/remove-all after deleting instances)', () => {
  it('uploads a file, stores it as a value, downloads it, and removes it after the instance is deleted', async () => {
    const attachment = randomUUID();
    const doc = randomUUID();
    await alice.data({
      act: 'set_data',
      data: [
        { op: 'new', class: CLASS.DataProperty, name: 'Вложение', inst: attachment },
        { op: 'upd', inst: attachment, prop: PROP.baseType, val: 'file' },
        { op: 'new', class: Book, name: 'С файлом', inst: doc },
      ],
    });
    const upload = await fetch(`${t.url}/api/file?inst=${doc}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${alice.token}`,
        'content-type': 'text/plain',
        'x-file-name': encodeURIComponent('заметка.txt'),
      },
      body: 'Привет, файл',
    });
    expect(upload.status).toBe(201);
    const file = (await upload.json()) as { id: string; size: number };
    expect(file.size).toBe(Buffer.byteLength('Привет, файл'));
    // Someone else's file id cannot be stored as a value.
    const stolen = await bob.data({
      act: 'set_data',
      data: [
        { op: 'new', class: Book, name: 'x' },
        { op: 'upd', inst: war, prop: attachment, val: file.id },
      ],
    });
    expect(stolen.status).toBe(400);
    expect(
      (await alice.data({ act: 'set_data', data: [{ op: 'upd', inst: doc, prop: attachment, val: file.id }] })).status,
    ).toBe(200);
    const download = await alice.request('GET', `/api/file/${file.id}`);
    expect([download.status, await download.text()]).toEqual([200, 'Привет, файл']);
    expect((await bob.request('GET', `/api/file/${file.id}`)).status).toBe(404);
    // While a value refers to it, remove-all keeps it; after the instance is deleted, it goes.
    expect(await (await alice.request('POST', '/api/file/remove-all', { ids: [doc] })).json()).toEqual({ removed: 0 });
    expect((await alice.data({ act: 'set_data', data: [{ op: 'del', inst: doc }] })).status).toBe(200);
    expect(await (await alice.request('POST', '/api/file/remove-all', { ids: [doc] })).json()).toEqual({ removed: 1 });
    expect((await alice.request('GET', `/api/file/${file.id}`)).status).toBe(404);
    expect((await alice.request('POST', '/api/file/remove-all', { ids: 'all' })).status).toBe(400);
  });
});
