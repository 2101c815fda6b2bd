import { randomUUID } from 'node:crypto';
import type { DeferredStatus } from '../../common/data-api.ts';
import { HttpError } from '../http/http-error.ts';

/** A request that takes longer than this is answered with a requestId instead of waiting. */
export const AUTO_DEFER_MS = 5000;
/** A finished job's result is kept this long for its owner to fetch. */
export const JOB_RETENTION_MS = 30 * 60_000;

interface Job {
  userId: string;
  status: DeferredStatus;
  result?: unknown;
  error?: string;
  finishedAt?: number;
}

/**
 * Deferred requests (spec shell.md §4, §7): the client polls `status`, fetches `result`, then deletes it.
 * Only the user who sent a request can see it.
 */
export class DeferredJobs {
  private readonly jobs = new Map<string, Job>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Tracks a running piece of work and returns its id. */
  track(userId: string, work: Promise<unknown>): string {
    this.sweep();
    const id = randomUUID();
    const job: Job = { userId, status: 'pending' };
    this.jobs.set(id, job);
    work.then(
      (result) => Object.assign(job, { status: 'completed', result, finishedAt: this.now() }),
      (error: unknown) =>
        Object.assign(job, {
          status: 'error',
          error: error instanceof HttpError || error instanceof Error ? error.message : String(error),
          finishedAt: this.now(),
        }),
    );
    return id;
  }

  status(userId: string, id: string): { status: DeferredStatus; error?: string } {
    const job = this.own(userId, id);
    return job.status === 'error' ? { status: 'error', error: job.error } : { status: job.status };
  }

  result(userId: string, id: string): unknown {
    const job = this.own(userId, id);
    if (job.status === 'pending') throw new HttpError(409, `Request ${id} is still running`);
    if (job.status === 'error') throw new HttpError(400, job.error ?? 'The request failed');
    return job.result;
  }

  remove(userId: string, id: string): void {
    this.own(userId, id);
    this.jobs.delete(id);
  }

  private own(userId: string, id: string): Job {
    const job = this.jobs.get(id);
    if (!job || job.userId !== userId) throw new HttpError(404, `Unknown request ${id}`);
    return job;
  }

  private sweep(): void {
    const limit = this.now() - JOB_RETENTION_MS;
    for (const [id, job] of this.jobs) if (job.finishedAt !== undefined && job.finishedAt < limit) this.jobs.delete(id);
  }
}

/** Runs the work; if it is not done within `ms`, answers `{ requestId }` and lets it finish in the background. */
export async function runOrDefer(
  jobs: DeferredJobs,
  userId: string,
  work: Promise<unknown>,
  deferNow: boolean,
  ms = AUTO_DEFER_MS,
): Promise<unknown> {
  if (deferNow) return { requestId: jobs.track(userId, work) };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = Symbol('late');
  const first = await Promise.race([
    work,
    new Promise<typeof late>((resolve) => (timer = setTimeout(() => resolve(late), ms))),
  ]).finally(() => clearTimeout(timer));
  return first === late ? { requestId: jobs.track(userId, work) } : first;
}
