import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Server as SocketServer } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOrDefer } from '../data/deferred-jobs.ts';
import { HttpError } from '../http/http-error.ts';
import { coreMigrations } from '../migrations.ts';
import { createNotifier } from '../status/realtime.ts';
import { runMigrations } from '../store/migrator.ts';
import { openTempStore, type TempStore } from '../testing/temp-store.ts';
import { JobTable } from './job-table.ts';
import { Jobs } from './jobs.ts';

/** The jobs service on a real PostgreSQL, without a queue (the in-process path) — docs/jobs.md. */
let temp: TempStore;
let jobs: Jobs;
const io = new SocketServer();
const USER = randomUUID();
const OTHER = randomUUID();

beforeAll(async () => {
  temp = await openTempStore();
  await runMigrations(temp.store, coreMigrations);
  jobs = new Jobs(temp.store, createNotifier(io), null);
}, 60_000);

afterAll(async () => {
  jobs?.close();
  await temp?.dispose();
});

const later = <T>(ms: number, value: T) => sleep(ms).then(() => value);

describe('runOrDefer (spec shell.md §4: a request past its wait answers a requestId)', () => {
  it('answers the result itself when the work ends within the wait', async () => {
    expect(await runOrDefer(jobs, USER, () => later(10, { rows: [] }), 500)).toEqual({ rows: [] });
  });

  it('answers { requestId } past the wait; the work ends in the background and its owner fetches it', async () => {
    const reply = (await runOrDefer(jobs, USER, () => later(300, { rows: [1] }), 50)) as { requestId: string };
    expect(reply.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await jobs.status(USER, reply.requestId)).toEqual({ status: 'pending' });
    await expect(jobs.result(USER, reply.requestId)).rejects.toMatchObject({ statusCode: 409 });
    await expect(jobs.status(OTHER, reply.requestId)).rejects.toMatchObject({ statusCode: 404 });
    await sleep(400);
    expect(await jobs.status(USER, reply.requestId)).toEqual({ status: 'completed' });
    expect(await jobs.result(USER, reply.requestId)).toEqual({ rows: [1] });
    await jobs.remove(USER, reply.requestId);
    await expect(jobs.status(USER, reply.requestId)).rejects.toMatchObject({ statusCode: 404 });
  });

  it("a failure after the wait is the request's error, with its HTTP status", async () => {
    const reply = (await runOrDefer(
      jobs,
      USER,
      () => sleep(100).then(() => Promise.reject(new HttpError(403, 'Нет прав'))),
      20,
    )) as { requestId: string };
    await sleep(200);
    expect(await jobs.status(USER, reply.requestId)).toEqual({ status: 'error', error: 'Нет прав' });
    await expect(jobs.result(USER, reply.requestId)).rejects.toMatchObject({ statusCode: 403, message: 'Нет прав' });
  });

  it('a server fault after the wait tells the client no internals, as the error handler does (500)', async () => {
    const reply = (await runOrDefer(
      jobs,
      USER,
      () => sleep(100).then(() => Promise.reject(new Error('relation "secret_table" does not exist'))),
      20,
    )) as { requestId: string };
    await sleep(200);
    expect(await jobs.status(USER, reply.requestId)).toEqual({ status: 'error', error: 'Internal server error' });
    await expect(jobs.result(USER, reply.requestId)).rejects.toMatchObject({ statusCode: 500 });
  });

  it("a value the database refuses (SQLSTATE 22xxx) is the client's 400, as in a request", async () => {
    const refused = Object.assign(new Error('invalid byte sequence'), { code: '22021' });
    const reply = (await runOrDefer(jobs, USER, () => sleep(100).then(() => Promise.reject(refused)), 20)) as {
      requestId: string;
    };
    await sleep(200);
    await expect(jobs.result(USER, reply.requestId)).rejects.toMatchObject({ statusCode: 400 });
  });

  it('a failure within the wait is thrown to the request itself', async () => {
    await expect(runOrDefer(jobs, USER, () => Promise.reject(new HttpError(400, 'плохо')), 500)).rejects.toThrow(
      'плохо',
    );
  });
});

describe('jobs without a queue run in the process that queued them', () => {
  it('enqueue → progress in order → result; waitFor sees the end', async () => {
    await jobs.define<{ n: number }>('test.double', async (job) => {
      await job.progress({ status: 'one', done: 1, total: 2 });
      await job.progress({ status: 'two', done: 2, total: 2 });
      return { twice: job.data.n * 2 };
    });
    const user = { id: USER, name: 'Ю', email: 'u@x.test', isAdmin: false, isBetaTester: false, app: 'onto' as const };
    const id = await jobs.enqueue('test.double', { n: 21 }, { user });
    expect(await jobs.waitFor(id, 5_000)).toEqual({ status: 'completed', result: { twice: 42 } });
    expect(await jobs.status(USER, id)).toEqual({
      status: 'completed',
      progress: { status: 'two', done: 2, total: 2 },
    });
  });

  it('an unknown job name is a programming error', async () => {
    await expect(jobs.enqueue('test.unknown', {}, { user: null })).rejects.toThrow('No job test.unknown');
    await expect(jobs.define('test.double', async () => null)).rejects.toThrow('already defined');
  });

  it('waitFor gives up after its time and answers null', async () => {
    await jobs.define('test.slow', () => later(500, 'late'));
    const id = await jobs.enqueue('test.slow', {}, { user: null });
    expect(await jobs.waitFor(id, 50)).toBeNull();
    expect(await jobs.waitFor(id, 2_000)).toEqual({ status: 'completed', result: 'late' });
  });
});

describe('retention (30 minutes, as before)', () => {
  it('sweeps rows ended or abandoned longer ago, keeps the rest', async () => {
    const table = new JobTable(temp.store);
    const [old, fresh, abandoned] = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of [old, fresh, abandoned])
      await table.insert({ id, name: 'test.keep', userId: USER, queued: false, status: 'running' });
    await table.finish(old, { result: 1 });
    await table.finish(fresh, { result: 2 });
    await temp.store.query(`update ob_job set finished_at = now() - interval '31 minutes' where id = $1`, [old]);
    await temp.store.query(`update ob_job set seen_at = now() - interval '31 minutes' where id = $1`, [abandoned]);
    await table.sweep(30 * 60_000);
    expect(await table.byId(old)).toBeNull();
    expect(await table.byId(abandoned)).toBeNull();
    expect((await table.byId(fresh))?.status).toBe('completed');
  });
});
