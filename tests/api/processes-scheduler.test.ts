import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import processes from '@ontobench/ext-processes/node';
import type {
  SchedulerQueue,
  SchedulerRun,
  SchedulerTaskDto,
} from '../../extensions/processes/src/common/scheduler/api.ts';
import { ADMIN, ALICE, BOB, startTestServer, tableCounts, type Client, type TestServer } from './harness.ts';

/**
 * Issue 19 item 6 (the scheduler) on a real server: tasks of domain.md §3 "Scheduler task" through the
 * calls of common/scheduler/api.ts as the signed-in user; run now and its history with output. One run
 * per tick across two processes: processes-scheduler-cluster.test.ts.
 */
let t: TestServer;
let alice: Client;
let bob: Client;
let admin: Client;

const json = async <T>(reply: Response | Promise<Response>, status = 200): Promise<T> => {
  const r = await reply;
  const text = await r.text();
  expect([r.status, text]).toEqual([status, expect.any(String)]);
  return (text ? JSON.parse(text) : null) as T;
};
const message = async (reply: Response | Promise<Response>, status: number) =>
  (await json<{ error?: string }>(reply, status)).error;
const create = (c: Client, body: unknown) => c.request('POST', '/api/scheduler/tasks', body);
const put = (c: Client, id: string, body: unknown) => c.request('PUT', `/api/scheduler/tasks/${id}`, body);
const get = (c: Client, id: string) => c.request('GET', `/api/scheduler/tasks/${id}`);
const runs = async (c: Client, id: string) =>
  (await json<{ runs: SchedulerRun[] }>(c.request('GET', `/api/scheduler/tasks/${id}/runs`))).runs;
const HEARTBEAT = { name: 'Пульс', queue: 'heartbeat', cron: '*/5 * * * *', payload: 'проверка' };

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await sleep(200);
  }
}

beforeAll(async () => {
  t = await startTestServer([processes]);
  [alice, bob, admin] = await Promise.all([t.signIn(ALICE), t.signIn(BOB), t.signIn(ADMIN)]);
});
afterAll(() => t?.close());

describe('domain.md §3 Scheduler task: create, read, change, delete', () => {
  it('offers the declared queues, the semantic search one with a JSON payload', async () => {
    const { queues } = await json<{ queues: SchedulerQueue[] }>(alice.request('GET', '/api/scheduler/queues'));
    expect(queues.map((q) => [q.id, q.payloadJson])).toEqual([
      ['heartbeat', false],
      ['semanticSearch', true],
    ]);
  });

  it('a task is stored with its fields, its next run, and is listed; a change and a delete stick', async () => {
    const task = await json<SchedulerTaskDto>(create(alice, HEARTBEAT));
    expect(task).toMatchObject({ ...HEARTBEAT, active: true, isActual: true, author: alice.userId, access: 'edit' });
    expect(task.lastRun).toBeNull();
    const next = new Date(task.nextRun!);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getUTCMinutes() % 5).toBe(0);
    expect(await json<SchedulerTaskDto>(get(alice, task.id))).toMatchObject({ id: task.id, name: 'Пульс' });
    const list = await json<{ tasks: SchedulerTaskDto[] }>(alice.request('GET', '/api/scheduler/tasks'));
    expect(list.tasks.map((x) => x.id)).toContain(task.id);

    const paused = await json<SchedulerTaskDto>(put(alice, task.id, { active: false, name: 'Пульс 2' }));
    expect(paused).toMatchObject({ name: 'Пульс 2', active: false, nextRun: null, cron: HEARTBEAT.cron });
    expect(await json(alice.request('DELETE', `/api/scheduler/tasks/${task.id}`), 204)).toBeNull();
    expect(await message(get(alice, task.id), 404)).toBe('Задача планировщика не найдена');
  });

  it('a malformed cron or payload is a 400 in Russian and writes nothing', async () => {
    const before = await tableCounts(t.temp);
    expect(await message(create(alice, { ...HEARTBEAT, cron: 'каждую минуту' }), 400)).toMatch(
      /^Расписание cron «каждую минуту» должно состоять из 5 полей/,
    );
    expect(await message(create(alice, { ...HEARTBEAT, cron: '61 * * * *' }), 400)).toMatch(
      /^Расписание cron «61 \* \* \* \*» не распознано/,
    );
    expect(await message(create(alice, { ...HEARTBEAT, name: ' ' }), 400)).toBe(
      'Укажите название задачи (до 200 символов)',
    );
    expect(await message(create(alice, { ...HEARTBEAT, queue: 'nope' }), 400)).toMatch(/^Укажите очередь задачи/);
    const search = { ...HEARTBEAT, queue: 'semanticSearch' };
    expect(await message(create(alice, { ...search, payload: '{ "search": ' }), 400)).toMatch(
      /^Параметры задачи — не JSON/,
    );
    expect(await message(create(alice, { ...search, payload: '{"limit": 5}' }), 400)).toMatch(
      /^Параметры задачи: нужен объект JSON с полем «search»/,
    );
    expect(await message(create(alice, [1]), 400)).toBe('Тело запроса должно быть объектом JSON');
    expect(await message(create(alice, { ...HEARTBEAT, active: 'да' }), 400)).toBe(
      'Поле «active» должно быть true или false',
    );
    expect(await tableCounts(t.temp)).toEqual(before);
    // A change to a bad cron leaves the task as it was.
    const task = await json<SchedulerTaskDto>(create(alice, HEARTBEAT));
    expect(await message(put(alice, task.id, { cron: '* * *' }), 400)).toMatch(/^Расписание cron/);
    expect((await json<SchedulerTaskDto>(get(alice, task.id))).cron).toBe(HEARTBEAT.cron);
  });
});

describe('access: the store’s rules (author and administrators change; a reader sees no output)', () => {
  it('another user’s task is not found, not listed, not run; the administrator reads and runs it', async () => {
    const task = await json<SchedulerTaskDto>(create(alice, { ...HEARTBEAT, name: 'Личная' }));
    expect(await message(get(bob, task.id), 404)).toBe('Задача планировщика не найдена');
    expect(await message(put(bob, task.id, { name: 'Чужая' }), 404)).toBe('Задача планировщика не найдена');
    expect(await message(bob.request('POST', `/api/scheduler/tasks/${task.id}/run`), 404)).toBe(
      'Задача планировщика не найдена',
    );
    expect(await message(bob.request('GET', `/api/scheduler/tasks/${task.id}/runs`), 404)).toBe(
      'Задача планировщика не найдена',
    );
    expect(await message(bob.request('DELETE', `/api/scheduler/tasks/${task.id}`), 404)).toBe(
      'Задача планировщика не найдена',
    );
    const list = await json<{ tasks: SchedulerTaskDto[] }>(bob.request('GET', '/api/scheduler/tasks'));
    expect(list.tasks.map((x) => x.id)).not.toContain(task.id);
    expect((await json<SchedulerTaskDto>(get(admin, task.id))).access).toBe('edit');
  });

  it('a reader (assignment) sees the task and its runs without output, and may not change or run it', async () => {
    const task = await json<SchedulerTaskDto>(create(alice, { ...HEARTBEAT, name: 'Общая' }));
    await json(alice.request('POST', `/api/scheduler/tasks/${task.id}/run`));
    await assign(alice, task.id, bob, 'reader');
    expect((await json<SchedulerTaskDto>(get(bob, task.id))).access).toBe('read');
    expect(await message(put(bob, task.id, { name: 'x' }), 403)).toBe(
      'У вас нет прав на изменение этой задачи планировщика',
    );
    expect(await message(bob.request('POST', `/api/scheduler/tasks/${task.id}/run`), 403)).toBe(
      'У вас нет прав на изменение этой задачи планировщика',
    );
    const done = await until(
      () => runs(bob, task.id),
      (r) => r[0]?.status === 'completed',
    );
    expect(done[0]).toMatchObject({ status: 'completed', output: null });
  });

  it('without signing in every call is a 401', async () => {
    const reply = await fetch(`${t.url}/api/scheduler/tasks`);
    expect(reply.status).toBe(401);
  });
});

describe('run now and the history of runs with their output', () => {
  it('run now queues a run; it ends with the queue’s output, newest first', async () => {
    const task = await json<SchedulerTaskDto>(create(alice, { ...HEARTBEAT, active: false }));
    const { run } = await json<{ run: SchedulerRun }>(alice.request('POST', `/api/scheduler/tasks/${task.id}/run`));
    expect(['pending', 'running', 'completed']).toContain(run.status);
    const history = await until(
      () => runs(alice, task.id),
      (r) => r[0]?.status === 'completed',
    );
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ id: run.id, status: 'completed', error: null });
    expect(history[0]!.output).toMatchObject({
      note: 'проверка',
      tasks: expect.any(Number),
      process: expect.any(String),
    });
    expect(Date.parse(history[0]!.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(history[0]!.startedAt!));
    expect((await json<SchedulerTaskDto>(get(alice, task.id))).lastRun?.id).toBe(run.id);
  });

  it('a run that fails keeps its error (no semantic search without the analysis area)', async () => {
    const task = await json<SchedulerTaskDto>(
      create(alice, { ...HEARTBEAT, queue: 'semanticSearch', payload: '{"search": "Нет такого"}' }),
    );
    await json(alice.request('POST', `/api/scheduler/tasks/${task.id}/run`));
    const history = await until(
      () => runs(alice, task.id),
      (r) => r[0]?.status === 'error',
    );
    expect(history[0]).toMatchObject({
      status: 'error',
      error: expect.stringMatching(/^Семантический поиск недоступен/),
    });
  });
});

async function assign(author: Client, obj: string, user: Client, roleCode: string) {
  const id = crypto.randomUUID();
  await json(
    author.data({
      act: 'set_data',
      data: [
        { op: 'new', class: CLASS.Assignment, name: `${roleCode}: ${obj.slice(0, 8)}`, inst: id },
        { op: 'upd', inst: id, prop: PROP.obj, val: obj },
        { op: 'upd', inst: id, prop: PROP.user, val: user.userId },
        { op: 'upd', inst: id, prop: PROP.roleCode, val: roleCode },
      ],
    }),
  );
}
