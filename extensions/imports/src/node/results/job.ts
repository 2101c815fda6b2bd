import { AsyncLocalStorage } from 'node:async_hooks';
import {
  HttpError,
  type JobContext,
  type JobProgress,
  type ServerExtensionContext,
  type UserContext,
  dataAs,
} from '@ontobench/sdk/node';
import type { RowError } from '../../common/results/api.ts';
import { finishResult, type ResultEnd } from './store.ts';

/** What every import job carries: its result record's id (the import's id) and name, then its own input. */
export interface ImportJobData {
  importId: string;
  importName: string;
}

/** An import refused before anything was written: the rows at fault go into the result record. */
export class ImportRefused extends HttpError {
  constructor(
    message: string,
    readonly rowErrors: RowError[],
  ) {
    super(400, message, { details: { errors: rowErrors } });
  }
}

export interface ImportStep {
  /** The notice (IMPORT_STATUS_UPDATE, a Russian text) and the progress a page shows (JOB_PROGRESS). */
  say(notice: string | null, progress: JobProgress): void;
  user: UserContext;
}

/**
 * Runs one import job the same way for every kind (CSV, Excel, documents; issue 21 item 4): its user is
 * told where it is (IMPORT_STATUS_UPDATE to them alone, shown by the shell for 5000 ms; JOB_PROGRESS), and
 * its result record gets status, end date and message when it ends, whether it ends well or not. The
 * job's own error (a refusal's 400, a 403) is then its poll's answer.
 */
export async function runImportJob<R>(
  ctx: ServerExtensionContext,
  job: JobContext<ImportJobData>,
  work: (step: ImportStep) => Promise<{ end: ResultEnd; result: R }>,
): Promise<R> {
  const user = job.user;
  if (!user) throw new HttpError(400, 'Импорт выполняется от имени пользователя');
  const { importId, importName } = job.data;
  const data = dataAs(ctx.data, user);
  const notify = (status: string) =>
    void ctx.notifier.importStatus(user.id, { importId, importName, status }).catch(() => undefined);
  // Progress is said from inside the import's transaction too; it is recorded in the job's own context
  // (the store refuses a call of its own inside a transaction's context).
  const outside = AsyncLocalStorage.snapshot();
  const say: ImportStep['say'] = (notice, progress) =>
    outside(() => {
      if (notice) notify(notice);
      void job.progress(progress).catch(() => undefined);
    });
  try {
    const { end, result } = await work({ say, user });
    await finishResult(data, importId, end);
    say(`готово: ${end.message}`, { status: 'done', done: end.rows, total: end.rows });
    return result;
  } catch (error) {
    const message =
      error instanceof HttpError || (error as { expose?: boolean })?.expose
        ? (error as Error).message
        : 'Внутренняя ошибка сервера: ничего не записано';
    if (!(error instanceof HttpError)) ctx.log.error({ err: error, importId }, 'import failed');
    const errors = error instanceof ImportRefused ? error.rowErrors : undefined;
    await finishResult(data, importId, { status: 'error', message, errors }).catch(() => undefined);
    say(`ошибка: ${message}`, { status: 'error' });
    throw error;
  }
}

/** How long a call that is not deferred waits for its import to end before it answers with the ids. */
const WAIT_MS = 5_000;

/**
 * Starts an import job as `user` (its result record already made) and answers the route's call: a deferred
 * call gets `{ importId, requestId }` at once (the page polls the job); otherwise the job's result, its
 * error, or the ids when it takes longer than 5 s. CSV, Excel and documents alike.
 */
export async function startImport<D extends ImportJobData>(
  ctx: ServerExtensionContext,
  jobName: string,
  data: D,
  user: UserContext,
  deferred: unknown,
): Promise<unknown> {
  const requestId = await ctx.jobs.enqueue(jobName, data, { user });
  const end = deferred === true ? null : await ctx.jobs.waitFor(requestId, WAIT_MS);
  if (!end) return { importId: data.importId, requestId };
  if (end.status === 'error') throw new HttpError(end.errorStatus, end.error);
  return end.result;
}
