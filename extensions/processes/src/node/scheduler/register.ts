import { randomUUID } from 'node:crypto';
import {
  HttpError,
  type Migration,
  type RouteRequest,
  type ScheduledRun,
  type SeedContext,
  type ServerExtensionContext,
  type UserContext,
  objectBody,
  dataAs,
} from '@ontobench/sdk/node';
import {
  SCHEDULER_API,
  type SchedulerRun,
  type SchedulerTaskDto,
  type SaveSchedulerTask,
} from '../../common/scheduler/api.ts';
import { nextTimes } from '../../common/scheduler/cron.ts';
import { SCHEDULER_DEMO } from './demo.ts';
import { defineQueues, jobName, queueOf, schedulerQueues, type RunData } from './queues.ts';
import { editableTask, readTask, readTasks, written, type Reader, type TaskRow } from './store.ts';
import { checkTask, syncSchedule, taskWrites } from './write.ts';

/** The scheduler keeps no tables of its own: tasks are store objects, schedules and runs the jobs service's. */
export const schedulerMigrations: readonly Migration[] = [];

/** The queues' jobs, defined at start; schedules and runs wait for them. */
let ready: Promise<void> = Promise.resolve();

/** A run as a user sees it: the output only for those who may change the task (it has its saver's rights). */
const runOf = (run: ScheduledRun, task: TaskRow): SchedulerRun => ({
  id: run.id,
  status: run.status,
  createdAt: run.createdAt,
  startedAt: run.startedAt,
  finishedAt: run.finishedAt,
  output: task.readonly ? null : run.result,
  error: run.error,
});

/**
 * The scheduler's calls (common/scheduler/api.ts, docs/processes.md "Scheduler"). Tasks are read and
 * written as the signed-in user through the data API (the store's rules: the author and administrators
 * change a task, others may only read it, without its runs' output). An active task is a schedule of the
 * jobs service (`ctx.jobs.schedule`: exactly once per cron time across server processes) whose runs have
 * the rights of the user who last saved the task.
 */
export function registerScheduler(ctx: ServerExtensionContext): void {
  ready = defineQueues(ctx);
  ready.catch((error: Error) => ctx.log.error({ err: error }, 'the scheduler queues were not defined'));
  const as = async (request: RouteRequest): Promise<{ user: UserContext; read: Reader }> => {
    const user = await request.user();
    return { user, read: dataAs(ctx.data, user) };
  };
  const dto = async (task: TaskRow): Promise<SchedulerTaskDto> => {
    const [last] = await ctx.jobs.runs(task.id, 1);
    const { readonly, ...fields } = task;
    return {
      ...fields,
      nextRun: task.active && task.isActual ? (nextTimes(task.cron, new Date())[0] ?? null) : null,
      lastRun: last ? runOf(last, task) : null,
      access: readonly ? 'read' : 'edit',
    };
  };
  const saved = async (read: Reader, user: UserContext, id: string) => {
    const task = await readTask(read, id);
    await ready;
    await syncSchedule(ctx.jobs, task, user);
    return dto(task);
  };

  ctx.route('GET', SCHEDULER_API.queues, async (request) => {
    await request.user();
    return { queues: schedulerQueues() };
  });

  ctx.route('GET', SCHEDULER_API.tasks, async (request) => {
    const { read } = await as(request);
    return { tasks: await Promise.all((await readTasks(read)).map(dto)) };
  });

  ctx.route('POST', SCHEDULER_API.tasks, async (request) => {
    const { user, read } = await as(request);
    const task = checkTask(objectBody<SaveSchedulerTask>(request.body), null);
    const inst = randomUUID();
    await written(read, taskWrites(inst, task, true));
    return saved(read, user, inst);
  });

  ctx.route('GET', SCHEDULER_API.task(':id'), async (request) => {
    const { read } = await as(request);
    return dto(await readTask(read, request.params.id));
  });

  ctx.route('PUT', SCHEDULER_API.task(':id'), async (request) => {
    const { user, read } = await as(request);
    const row = await editableTask(read, request.params.id);
    await written(read, taskWrites(row.id, checkTask(objectBody<SaveSchedulerTask>(request.body), row), false));
    return saved(read, user, row.id);
  });

  ctx.route('DELETE', SCHEDULER_API.task(':id'), async (request) => {
    const { read } = await as(request);
    const row = await editableTask(read, request.params.id);
    await written(read, [{ op: 'del', inst: row.id }]);
    await ctx.jobs.unschedule(row.id);
    return undefined;
  });

  // Run now: queued at once, whether the task is active or not; recorded among its runs.
  ctx.route('POST', SCHEDULER_API.run(':id'), async (request) => {
    const { user, read } = await as(request);
    const task = await editableTask(read, request.params.id);
    const data: RunData = { taskId: task.id, payload: queueOf(task.queue).check(task.payload) };
    await ready;
    const id = await ctx.jobs.enqueue(jobName(task.queue), data, { user, scheduleKey: task.id });
    const run = (await ctx.jobs.runs(task.id, 5)).find((r) => r.id === id);
    if (!run) throw new HttpError(500, `The run ${id} was not recorded`);
    return { run: runOf(run, task) };
  });

  ctx.route('GET', SCHEDULER_API.runs(':id'), async (request) => {
    const { read } = await as(request);
    const task = await readTask(read, request.params.id);
    return { runs: (await ctx.jobs.runs(task.id, 50)).map((run) => runOf(run, task)) };
  });
}

/** Nothing to stop: schedules live in the database; the jobs service stops its workers. */
export async function stopScheduler(): Promise<void> {}

/** The demo's two scheduled tasks (domain.md §3), written and scheduled as the demo user. */
export async function seedScheduler(ctx: SeedContext): Promise<void> {
  const read: Reader = (data) => ctx.data.run(ctx.user, data);
  await ready;
  for (const fields of SCHEDULER_DEMO) {
    const inst = randomUUID();
    await written(read, taskWrites(inst, checkTask(fields, null), true));
    if (ctx.jobs) await syncSchedule(ctx.jobs, await readTask(read, inst), ctx.user);
  }
}
