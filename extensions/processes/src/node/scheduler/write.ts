import { PROP } from '@ontobench/sdk/common';
import { HttpError, type JobsService, type UserContext, updateOp } from '@ontobench/sdk/node';
import { PROCESSES_CLASS } from '../../common/classes.ts';
import type { SaveSchedulerTask } from '../../common/scheduler/api.ts';
import { cronProblem } from '../../common/scheduler/cron.ts';
import { SCHEDULER_PROP } from '../../common/scheduler/schema.ts';
import { jobName, queueOf, type RunData } from './queues.ts';
import { type TaskRow } from './store.ts';

/** The longest payload a task keeps. */
const MAX_PAYLOAD = 100_000;

/** A task's fields as they will be written. */
export type TaskFields = Pick<TaskRow, 'name' | 'queue' | 'cron' | 'active' | 'payload'>;

const text = (value: unknown, fallback: string | undefined, field: string): string => {
  if (value === undefined && fallback !== undefined) return fallback;
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new HttpError(400, `Поле «${field}» должно быть строкой`);
  return value;
};

/**
 * The task's fields checked (domain.md §3): a name, a known queue, a well-formed cron, a payload the queue
 * accepts (JSON when it requires it). Fields absent from a change keep `current`'s. A 400 with a Russian
 * reason otherwise, before anything is written.
 */
export function checkTask(body: SaveSchedulerTask, current: TaskRow | null): TaskFields {
  const name = text(body.name, current?.name, 'name').trim();
  if (!name || name.length > 200) throw new HttpError(400, 'Укажите название задачи (до 200 символов)');
  const queue = queueOf(text(body.queue, current?.queue, 'queue')).id;
  const cron = text(body.cron, current?.cron, 'cron').trim();
  const problem = cronProblem(cron);
  if (problem) throw new HttpError(400, problem);
  if (body.active !== undefined && typeof body.active !== 'boolean')
    throw new HttpError(400, 'Поле «active» должно быть true или false');
  const active = body.active ?? current?.active ?? true;
  const payload = text(body.payload, current?.payload, 'payload');
  if (payload.length > MAX_PAYLOAD) throw new HttpError(400, 'Параметры задачи длиннее 100 000 символов');
  queueOf(queue).check(payload);
  return { name, queue, cron, active, payload };
}

/** The set_data operations of a new task (`inst`) or of a change. */
export function taskWrites(inst: string, task: TaskFields, isNew: boolean): unknown[] {
  return [
    isNew
      ? { op: 'new', class: PROCESSES_CLASS.SchedulerTask, name: task.name, inst }
      : updateOp(inst, PROP.name, task.name),
    updateOp(inst, SCHEDULER_PROP.queue, task.queue),
    updateOp(inst, SCHEDULER_PROP.cron, task.cron),
    updateOp(inst, SCHEDULER_PROP.active, task.active),
    updateOp(inst, SCHEDULER_PROP.payload, task.payload || null),
    ...(isNew ? [updateOp(inst, SCHEDULER_PROP.isActual, true)] : []),
  ];
}

/** The task's schedule follows what is stored: an active, actual task is scheduled with `user`'s rights. */
export async function syncSchedule(jobs: JobsService, task: TaskRow, user: UserContext): Promise<void> {
  if (!task.active || !task.isActual) return jobs.unschedule(task.id);
  const data: RunData = { taskId: task.id, payload: queueOf(task.queue).check(task.payload) };
  await jobs.schedule(task.id, task.cron, jobName(task.queue), data, { user });
}
