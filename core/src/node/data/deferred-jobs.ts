import type { Jobs } from '../jobs/jobs.ts';

/** A request that takes longer than this is answered with a requestId instead of waiting. */
export const AUTO_DEFER_MS = 5000;
/** The job name of deferred data requests (ob_job.name and the pg-boss queue). */
export const DATA_REQUEST_JOB = 'ontobench.data-request';

/**
 * Runs the work; if it is not done within `ms`, answers `{ requestId }` and lets it finish in the
 * background, tracked in PostgreSQL (docs/jobs.md) so any server process answers the polls
 * (spec shell.md §4, §7).
 */
export async function runOrDefer(
  jobs: Jobs,
  userId: string,
  work: () => Promise<unknown>,
  ms = AUTO_DEFER_MS,
): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = Symbol('late');
  const running = work();
  const first = await Promise.race([
    running,
    new Promise<typeof late>((resolve) => (timer = setTimeout(() => resolve(late), ms))),
  ]).finally(() => clearTimeout(timer));
  return first === late ? { requestId: await jobs.track(userId, DATA_REQUEST_JOB, running) } : first;
}
