import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { JobProgress, JobStatusReply } from '../../common/jobs.ts';
import { UUID_PATTERN } from '../../common/uuid.ts';
import type { UserContext } from '../auth/user-context.ts';
import { clientError } from '../http/errors.ts';
import { HttpError } from '../http/http-error.ts';
import type { Notifier } from '../status/realtime.ts';
import type { SqlStore } from '../store/sql-store.ts';
import { createQueueInTurn } from './boss.ts';
import { JobTable, type JobRow } from './job-table.ts';
import { Schedules, type ScheduledRun, type ScheduleOptions } from './schedules.ts';
import { withKeyLock } from './key-lock.ts';

/** A finished job's result is kept this long for its owner to fetch (and an abandoned row as long). */
export const JOB_RETENTION_MS = 30 * 60_000;
/** How often a process marks the jobs it runs as alive. */
export const HEARTBEAT_MS = 5_000;
/** A running job not marked alive for this long lost its process (six beats missed). */
export const STALE_MS = 30_000;
/** The error of a job whose server process stopped while running it, when nothing runs it again. */
export const PROCESS_STOPPED = 'The server process running this request stopped; send it again';

/** What a job's handler gets. */
export interface JobContext<T> {
  readonly id: string;
  readonly data: T;
  /** Who enqueued it (null: the system); it runs with that user's rights. */
  readonly user: UserContext | null;
  /** Records how far it is (read by status polls) and sends JOB_PROGRESS to the user's sockets. */
  progress(update: JobProgress): Promise<void>;
}

export type JobHandler<T> = (job: JobContext<T>) => Promise<unknown>;

export interface JobDefinition {
  /**
   * How often the job is run again when its process dies while running it (pg-boss retry after
   * expiry). 0 for work that must not run twice; default 1.
   */
  retryLimit?: number;
  /** Longest run before the queue takes the job for lost; default 15 minutes. */
  expireInSeconds?: number;
  /** Jobs of this kind one process runs at once; default 2. */
  concurrency?: number;
}

export interface EnqueueOptions {
  user: UserContext | null;
  /** Overrides the definition's retry limit for this job. */
  retryLimit?: number;
  /** Not run before this time (a durable timer: the job waits in the queue, across restarts). */
  startAfter?: Date;
  /**
   * Jobs with the same key never run at once, in any server process: one waits until the other ended
   * (an advisory lock held while the handler runs, freed when its process dies). E.g. an instance's id.
   */
  singletonKey?: string;
  /** Records the job as a run of this schedule (`runs(key)`), e.g. a "run now" of a scheduled task. */
  scheduleKey?: string;
}

/** The jobs service extensions get through the SDK (`ServerExtensionContext.jobs`). */
export interface JobsService {
  /** Declares a kind of job and starts this process's workers for it. Once per name. */
  define<T>(name: string, handler: JobHandler<T>, options?: JobDefinition): Promise<void>;
  /** Queues a job (any server process may run it) and returns its id; its user polls it by that id. */
  enqueue<T>(name: string, data: T, options: EnqueueOptions): Promise<string>;
  /** Waits up to `ms` for the job to end; null when it still runs. */
  waitFor(id: string, ms: number): Promise<JobEnd | null>;
  /**
   * Runs the job `name` with `data` at every time of `cron` (5 fields, minute resolution), exactly once per
   * time across all server processes, with `options.user`'s rights. `key` names the schedule: calling again
   * with the same key replaces it. A malformed cron throws. Without a queue (no PostgreSQL) nothing runs.
   */
  schedule(key: string, cron: string, name: string, data: unknown, options: ScheduleOptions): Promise<void>;
  /** Stops the schedule `key` (its runs stay in `runs`). */
  unschedule(key: string): Promise<void>;
  /** The schedule's latest runs (by the cron or enqueued with its `scheduleKey`), newest first. */
  runs(key: string, limit?: number): Promise<ScheduledRun[]>;
}

/** How a job ended: its result, or its error with the HTTP status it answers with (400 unless said). */
export type JobEnd = { status: 'completed'; result: unknown } | { status: 'error'; error: string; errorStatus: number };

interface Definition {
  handler: JobHandler<unknown>;
  options: JobDefinition;
  workerIds: string[];
}

interface QueuedData {
  user: UserContext | null;
  data: unknown;
  /** EnqueueOptions.singletonKey. */
  key?: string;
}

/**
 * Deferred requests and background jobs, one row each in `ob_job` (docs/jobs.md). Queued jobs go
 * through pg-boss, which hands each to one worker of any process and, when that process dies, hands it
 * again after its expiry (up to the retry limit). Work already running in a request (a request that
 * outgrew 5 s) is tracked where it runs. Each process marks the jobs it runs alive every few seconds;
 * a poll that finds a job not marked for `STALE_MS` settles it: queued again when retries remain,
 * otherwise an error. Without a queue (no PostgreSQL URL) queued jobs run in this process.
 */
export class Jobs implements JobsService {
  private readonly table: JobTable;
  private readonly definitions = new Map<string, Definition>();
  /** Jobs this process runs now: it beats for them. */
  private readonly running = new Set<string>();
  /** Local listeners waiting for a job to end. */
  private readonly endings = new Map<string, Set<() => void>>();
  private readonly timer: NodeJS.Timeout;
  private sweepAt = 0;

  private readonly staleMs: number;
  private readonly schedules: Schedules;
  private readonly store: SqlStore;

  constructor(
    store: SqlStore,
    private readonly notifier: Notifier,
    private readonly boss: PgBoss | null,
    /** Tests shorten the beat and the time a silent job is taken for lost. */
    timing: { heartbeatMs?: number; staleMs?: number } = {},
  ) {
    this.table = new JobTable(store);
    this.schedules = new Schedules(store, boss, (name, data, user, scheduleKey) =>
      this.enqueue(name, data, { user, scheduleKey }),
    );
    this.store = store;
    this.staleMs = timing.staleMs ?? STALE_MS;
    this.timer = setInterval(() => void this.beat(), timing.heartbeatMs ?? HEARTBEAT_MS);
    this.timer.unref();
  }

  async define<T>(name: string, handler: JobHandler<T>, options: JobDefinition = {}): Promise<void> {
    if (this.definitions.has(name)) throw new Error(`Job ${name} is already defined`);
    const definition: Definition = { handler: handler as JobHandler<unknown>, options, workerIds: [] };
    this.definitions.set(name, definition);
    if (!this.boss) return;
    await createQueueInTurn(this.boss, name, {
      retryLimit: options.retryLimit ?? 1,
      retryDelay: 0,
      expireInSeconds: options.expireInSeconds ?? 15 * 60,
    });
    for (let i = 0; i < (options.concurrency ?? 2); i++) {
      const workerId = await this.boss.work<QueuedData>(
        name,
        { batchSize: 1, pollingIntervalSeconds: 1 },
        async ([job]) => {
          if (job) await this.runQueued(name, job.id, job.data);
        },
      );
      definition.workerIds.push(workerId);
    }
  }

  async enqueue<T>(name: string, data: T, options: EnqueueOptions): Promise<string> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`No job ${name} is defined`);
    const id = randomUUID();
    const user = options.user;
    const scheduleKey = options.scheduleKey ?? null;
    const queued = this.boss !== null;
    await this.table.insert({ id, name, userId: user?.id ?? null, queued, status: 'pending', scheduleKey });
    const key = options.singletonKey;
    if (!this.boss) {
      const wait = Math.max(0, (options.startAfter?.getTime() ?? 0) - Date.now());
      if (wait === 0) void this.execute(id, name, definition, user, data, key);
      else setTimeout(() => void this.execute(id, name, definition, user, data, key), wait).unref();
      return id;
    }
    const retryLimit = options.retryLimit ?? definition.options.retryLimit;
    await this.boss.send(name, { user, data, ...(key ? { key } : {}) } satisfies QueuedData, {
      id,
      ...(retryLimit === undefined ? {} : { retryLimit }),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    });
    // Wake this process's idle workers instead of waiting for their next poll.
    for (const workerId of definition.workerIds) this.boss.notifyWorker(workerId);
    return id;
  }

  /** Starts this process's part of the schedules (the minute tick's worker); once, after the queue started. */
  startSchedules(): Promise<void> {
    return this.schedules.start();
  }

  schedule(key: string, cron: string, name: string, data: unknown, options: ScheduleOptions): Promise<void> {
    if (!this.definitions.has(name)) throw new Error(`No job ${name} is defined`);
    return this.schedules.set(key, cron, name, data, options);
  }

  unschedule(key: string): Promise<void> {
    return this.schedules.remove(key);
  }

  runs(key: string, limit = 20): Promise<ScheduledRun[]> {
    return this.schedules.runs(key, limit);
  }

  /** A piece of work already running in this process (a request that outgrew its wait), as a job of the user. */
  async track(userId: string, name: string, work: Promise<unknown>): Promise<string> {
    const id = randomUUID();
    await this.table.insert({ id, name, userId, queued: false, status: 'running' });
    this.running.add(id);
    void this.settle(id, work);
    return id;
  }

  async waitFor(id: string, ms: number): Promise<JobEnd | null> {
    const deadline = Date.now() + ms;
    for (;;) {
      const row = await this.table.byId(id);
      if (row?.status === 'completed') return { status: 'completed' as const, result: await this.table.result(id) };
      if (row?.status === 'error')
        return { status: 'error', error: row.error ?? 'error', errorStatus: row.errorStatus ?? 400 };
      if (!row) return { status: 'error', error: `Unknown job ${id}`, errorStatus: 404 };
      const left = deadline - Date.now();
      if (left <= 0) return null;
      await this.ended(id, Math.min(left, 500));
    }
  }

  /** Spec shell.md §4: pending, completed or error; another user's job, or none, is a 404. */
  async status(userId: string, id: string): Promise<JobStatusReply> {
    const row = await this.settleIfLost(await this.own(userId, id));
    const progress = row.progress ? { progress: row.progress as JobProgress } : {};
    if (row.status === 'error') return { status: 'error', error: row.error ?? 'error', ...progress };
    return { status: row.status === 'completed' ? 'completed' : 'pending', ...progress };
  }

  async result(userId: string, id: string): Promise<unknown> {
    const row = await this.settleIfLost(await this.own(userId, id));
    if (row.status === 'error') throw new HttpError(row.errorStatus ?? 400, row.error ?? 'The request failed');
    if (row.status !== 'completed') throw new HttpError(409, `Request ${id} is still running`);
    return this.table.result(id);
  }

  async remove(userId: string, id: string): Promise<void> {
    const row = await this.own(userId, id);
    // A queued job nobody has started yet is not started after its owner gave it up.
    if (row.queued && this.boss && row.status === 'pending')
      await this.boss.cancel(row.name, id).catch(() => undefined);
    await this.table.remove(userId, id);
  }

  /** Stops beating; the queue itself is stopped by its owner. Running work goes on until it ends. */
  close(): void {
    clearInterval(this.timer);
  }

  private async own(userId: string, id: string): Promise<JobRow> {
    const row = UUID_PATTERN.test(id) ? await this.table.own(userId, id) : null;
    if (!row) throw new HttpError(404, `Unknown request ${id}`);
    return row;
  }

  /** A job whose process stopped beating: queued again by pg-boss when retries remain, else an error. */
  private async settleIfLost(row: JobRow): Promise<JobRow> {
    const open = row.status === 'pending' || row.status === 'running';
    if (!open || this.running.has(row.id) || row.now - row.seenAt < this.staleMs) return row;
    if (row.queued && this.boss) {
      const job = await this.boss.getJobById(row.name, row.id);
      if (job?.state === 'created' || job?.state === 'retry') return row;
      // Fetched a moment ago by a worker that has not marked the row yet: not lost.
      if (job?.state === 'active' && row.now - job.startedOn.getTime() < this.staleMs) return row;
      if (job?.state === 'active') {
        // Its process is gone (no beat): fail it now rather than at its expiry, so a retry starts now.
        await this.boss.fail(row.name, row.id, { error: PROCESS_STOPPED });
        // Queued again, or already fetched (even finished) by another process in the meantime: not lost.
        const after = await this.boss.getJobById(row.name, row.id);
        if (after && after.state !== 'failed' && after.state !== 'cancelled') return row;
      }
    }
    await this.table.finish(row.id, { error: PROCESS_STOPPED });
    return { ...row, status: 'error', error: PROCESS_STOPPED };
  }

  private async runQueued(name: string, id: string, queued: QueuedData): Promise<void> {
    const definition = this.definitions.get(name);
    // The owner deleted it, or it already ended: nothing to run.
    if (!definition || !(await this.table.started(id))) return;
    await this.execute(id, name, definition, queued.user, queued.data, queued.key);
  }

  private async execute(
    id: string,
    name: string,
    definition: Definition,
    user: UserContext | null,
    data: unknown,
    key?: string,
  ) {
    this.running.add(id);
    // Progress is written and sent in the order it was reported, and before the job's end.
    let reported: Promise<void> = Promise.resolve();
    const context: JobContext<unknown> = {
      id,
      data,
      user,
      progress: (update) => {
        reported = reported
          .then(async () => {
            await this.table.progress(id, update);
            if (user) await this.notifier.jobProgress(user.id, { jobId: id, name, ...update });
          })
          .catch((error: Error) => console.error(`Job ${id} progress: ${error.message}`));
        return reported;
      },
    };
    const run = () => Promise.resolve().then(() => definition.handler(context));
    const work = key ? withKeyLock(this.store, key, run) : run();
    const afterProgress = work.then(
      async (result) => {
        await reported;
        return result;
      },
      async (error: unknown) => {
        await reported;
        throw error;
      },
    );
    await this.settle(id, afterProgress);
  }

  private async settle(id: string, work: Promise<unknown>): Promise<void> {
    this.running.add(id);
    try {
      const outcome = await work.then(
        (result) => ({ result }),
        (error: unknown) => {
          const told = clientError(error);
          if (told.status >= 500) console.error(`Job ${id} failed:`, error);
          return { error: told.message, errorStatus: told.status };
        },
      );
      await this.table.finish(id, outcome).catch((error: Error) => console.error(`Job ${id}: ${error.message}`));
    } finally {
      this.running.delete(id);
      for (const listener of this.endings.get(id) ?? []) listener();
      this.endings.delete(id);
    }
  }

  private ended(id: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const listeners = this.endings.get(id) ?? new Set();
      this.endings.set(id, listeners);
      const done = () => {
        clearTimeout(timer);
        listeners.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      listeners.add(done);
    });
  }

  private async beat(): Promise<void> {
    try {
      await this.table.beat([...this.running]);
      if (Date.now() >= this.sweepAt) {
        this.sweepAt = Date.now() + 60_000;
        await this.table.sweep(JOB_RETENTION_MS);
        await this.schedules.sweep();
      }
    } catch (error) {
      // The database is away: the next beat tries again; polls meanwhile see the job as it was.
      console.error(`Job heartbeat: ${(error as Error).message}`);
    }
  }
}
