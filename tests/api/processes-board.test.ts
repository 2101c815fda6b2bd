import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import processes from '@ontobench/ext-processes/node';
import type { BoardCard, BoardReply } from '../../extensions/processes/src/common/board/api.ts';
import { ADMIN, ALICE, BOB, startTestServer, tableCounts, type Client, type TestServer } from './harness.ts';

/**
 * Issue 19 item 7 (the life-cycle board) on a real server: `GET /api/processes/board` shows, as the signed-in
 * user, the objects of any class that have a life-cycle stage; `PUT /api/processes/board/cards/:id` changes
 * the stage through the data API, so the object's access rules decide (domain.md §1, §3, §6).
 */
let t: TestServer;
let alice: Client;
let bob: Client;
let admin: Client;
const stage: Record<'draft' | 'review' | 'done', string> = { draft: '', review: '', done: '' };
let contract = '';
let report = '';
let important = '';
const objects = { c1: '', c2: '', r1: '', none: '' };

const json = async <T>(reply: Response | Promise<Response>, status = 200): Promise<T> => {
  const r = await reply;
  const text = await r.text();
  expect([r.status, text]).toEqual([status, expect.any(String)]);
  return (text ? JSON.parse(text) : null) as T;
};
const message = async (reply: Response | Promise<Response>, status: number) =>
  (await json<{ error?: string }>(reply, status)).error;
const board = (c: Client, query = '') => json<BoardReply>(c.request('GET', `/api/processes/board${query}`));
const move = (c: Client, id: string, body: unknown) => c.request('PUT', `/api/processes/board/cards/${id}`, body);

type Item = readonly [cls: string, name: string, values?: Record<string, unknown>];

/** Makes instances as the client, one per item; returns their ids in order. */
async function make<const T extends readonly Item[]>(c: Client, items: T): Promise<{ [K in keyof T]: string }> {
  const ids = items.map(() => randomUUID());
  const data = items.flatMap(([cls, name, values], n) => [
    { op: 'new', class: cls, name, inst: ids[n] },
    ...Object.entries(values ?? {}).map(([prop, val]) => ({ op: 'upd', inst: ids[n], prop, val })),
  ]);
  await json(c.data({ act: 'set_data', data }));
  return ids as { [K in keyof T]: string };
}

async function assign(author: Client, obj: string, user: Client, roleCode: string) {
  await make(author, [
    [
      CLASS.Assignment,
      `${roleCode}: ${obj.slice(0, 8)}`,
      { [PROP.obj]: obj, [PROP.user]: user.userId, [PROP.roleCode]: roleCode },
    ],
  ]);
}

beforeAll(async () => {
  t = await startTestServer([processes]);
  [alice, bob, admin] = await Promise.all([t.signIn(ALICE), t.signIn(BOB), t.signIn(ADMIN)]);
  // Stages are the administrator's reference data; the order is their code.
  [stage.done, stage.draft, stage.review] = await make(admin, [
    [CLASS.LifeCycleStage, 'Утверждено', { [PROP.icon]: 'Checkmark', [PROP.color]: '#107c10', [PROP.code]: '3' }],
    [CLASS.LifeCycleStage, 'Черновик', { [PROP.icon]: 'Edit', [PROP.color]: '#8a8886', [PROP.code]: '1' }],
    [CLASS.LifeCycleStage, 'На согласовании', { [PROP.icon]: 'Clock', [PROP.color]: '#bc4b09', [PROP.code]: '2' }],
  ]);
  [contract, report, important] = await make(alice, [
    [CLASS.Class, 'Договор'],
    [CLASS.Class, 'Отчёт'],
    [CLASS.Tag, 'Важное'],
  ]);
  [objects.c1, objects.c2, objects.r1, objects.none] = await make(alice, [
    [contract, 'Договор поставки', { [PROP.lifeCycleStage]: stage.draft, [PROP.tags]: [important] }],
    [contract, 'Договор аренды', { [PROP.lifeCycleStage]: stage.review }],
    [report, 'Годовой отчёт', { [PROP.lifeCycleStage]: stage.done, [PROP.tags]: [important] }],
    [report, 'Отчёт без стадии'],
  ]);
});
afterAll(() => t?.close());

describe('GET /api/processes/board: stages and the objects that have one', () => {
  it('columns in the order of their code, with icon and colour; cards of every class with class and tags', async () => {
    const reply = await board(alice);
    expect(reply.stages.map((s) => s.name)).toEqual(['Черновик', 'На согласовании', 'Утверждено']);
    expect(reply.stages[0]).toEqual({ id: stage.draft, name: 'Черновик', icon: 'Edit', color: '#8a8886' });
    expect(reply.cards.map((c) => c.name).sort()).toEqual(['Годовой отчёт', 'Договор аренды', 'Договор поставки']);
    expect(reply.cards.find((c) => c.id === objects.c1)).toEqual({
      id: objects.c1,
      name: 'Договор поставки',
      stage: stage.draft,
      classId: contract,
      className: 'Договор',
      tags: [{ id: important, name: 'Важное' }],
      readonly: false,
    });
    expect(reply.classes.map((c) => c.name)).toEqual(['Договор', 'Отчёт']);
    expect(reply.tags).toEqual([{ id: important, name: 'Важное' }]);
    expect(reply.truncated).toBe(false);
  });

  it('filters by class and by tag; the choices stay those of the whole board', async () => {
    const byClass = await board(alice, `?class=${contract}`);
    expect(byClass.cards.map((c) => c.id).sort()).toEqual([objects.c1, objects.c2].sort());
    expect(byClass.classes).toHaveLength(2);
    const byTag = await board(alice, `?tag=${important}`);
    expect(byTag.cards.map((c) => c.id).sort()).toEqual([objects.c1, objects.r1].sort());
    const both = await board(alice, `?class=${report}&tag=${important}`);
    expect(both.cards.map((c) => c.id)).toEqual([objects.r1]);
  });

  it('a bad filter is a 400 in Russian', async () => {
    expect(await message(alice.request('GET', '/api/processes/board?class=abc'), 400)).toBe(
      'Фильтр по классу: ожидается идентификатор класса',
    );
    expect(await message(alice.request('GET', '/api/processes/board?tag=1'), 400)).toBe(
      'Фильтр по тегу: ожидается идентификатор тега',
    );
  });

  it('another user sees the stages but not objects they may not read', async () => {
    const reply = await board(bob);
    expect(reply.stages).toHaveLength(3);
    expect(reply.cards).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await fetch(`${t.url}/api/processes/board`)).status).toBe(401);
  });
});

describe('PUT /api/processes/board/cards/:id: a move, with the object’s access rules', () => {
  it('the author moves a card; the new stage is stored', async () => {
    const card = await json<BoardCard>(move(alice, objects.c1, { stage: stage.review }));
    expect(card).toMatchObject({ id: objects.c1, stage: stage.review });
    const form = await json<{ rows: { prop: string; val: unknown }[] }>(
      alice.data({
        act: 'get_data',
        class: contract,
        filter: `[id] = '${objects.c1}'`,
        fields: [{ prop: PROP.lifeCycleStage }],
      }),
    );
    expect(form.rows.find((r) => r.prop === PROP.lifeCycleStage)?.val).toBe(stage.review);
  });

  it('a user who may not read the object gets 404 and nothing changes', async () => {
    const before = await tableCounts(t.temp);
    expect(await message(move(bob, objects.c2, { stage: stage.done }), 404)).toBe('Объект на доске не найден');
    expect(await tableCounts(t.temp)).toEqual(before);
    expect((await board(alice)).cards.find((c) => c.id === objects.c2)?.stage).toBe(stage.review);
  });

  it('a reader sees the card read-only and may not move it (403 in Russian); an editor may', async () => {
    await assign(alice, objects.r1, bob, 'reader');
    const seen = await board(bob);
    expect(seen.cards.map((c) => [c.id, c.readonly])).toEqual([[objects.r1, true]]);
    expect(await message(move(bob, objects.r1, { stage: stage.draft }), 403)).toBe(
      'У вас нет прав менять стадию этого объекта',
    );
    expect((await board(alice)).cards.find((c) => c.id === objects.r1)?.stage).toBe(stage.done);
    await assign(alice, objects.c2, bob, 'editor');
    expect(await json<BoardCard>(move(bob, objects.c2, { stage: stage.done }))).toMatchObject({ stage: stage.done });
  });

  it('bad input: no stage or not a stage is a 400; an unknown or stage-less object is a 404', async () => {
    const bad = 'Укажите стадию жизненного цикла (stage) — идентификатор одной из стадий';
    expect(await message(move(alice, objects.c1, {}), 400)).toBe(bad);
    expect(await message(move(alice, objects.c1, { stage: 'x' }), 400)).toBe(bad);
    expect(await message(move(alice, objects.c1, { stage: important }), 400)).toBe(bad);
    expect(await message(move(alice, randomUUID(), { stage: stage.done }), 404)).toBe('Объект на доске не найден');
    expect(await message(move(alice, 'not-an-id', { stage: stage.done }), 404)).toBe('Объект на доске не найден');
    expect(await message(move(alice, objects.none, { stage: stage.done }), 404)).toBe('Объект на доске не найден');
  });
});
