import { PROP, rowRefs, rowText, rowValue, type InstanceRow } from '@ontobench/sdk/common';
import { HttpError, readRowById, readRows, writeAsUser, type UserData } from '@ontobench/sdk/node';
import { PROCESSES_CLASS } from '../../common/classes.ts';
import { SCHEDULER_PROP } from '../../common/scheduler/schema.ts';

/** The data API as a user (`ctx.data.run(user, …)`): the store's access rules apply. */
export type Reader = UserData;

/** One answer for a task that does not exist and one the user may not read. */
export const TASK_NOT_FOUND = 'Задача планировщика не найдена';
export const MAY_NOT_CHANGE = 'У вас нет прав на изменение этой задачи планировщика';

const FIELDS = [...Object.values(SCHEDULER_PROP), PROP.author];
const LIST_LIMIT = 1000;

/** A task as stored. */
export interface TaskRow {
  id: string;
  name: string;
  queue: string;
  cron: string;
  active: boolean;
  payload: string;
  isActual: boolean;
  author: string | null;
  readonly: boolean;
}

const flag = (row: InstanceRow, prop: string) => {
  const value = rowValue(row, prop);
  return value === true || value === 'true' || value === 1;
};

function taskOf(row: InstanceRow): TaskRow {
  return {
    id: row.id,
    name: row.name,
    queue: rowText(row, SCHEDULER_PROP.queue) ?? '',
    cron: rowText(row, SCHEDULER_PROP.cron) ?? '',
    active: flag(row, SCHEDULER_PROP.active),
    payload: rowText(row, SCHEDULER_PROP.payload) ?? '',
    isActual: rowValue(row, SCHEDULER_PROP.isActual) === null ? true : flag(row, SCHEDULER_PROP.isActual),
    author: rowRefs(row, PROP.author)[0]?.id ?? null,
    readonly: row.readonly === true,
  };
}

async function readTaskRows(read: Reader): Promise<TaskRow[]> {
  return (await readRows(read, PROCESSES_CLASS.SchedulerTask, FIELDS, { limit: LIST_LIMIT })).map(taskOf);
}

/** Every task the user may read, by name. */
export async function readTasks(read: Reader): Promise<TaskRow[]> {
  return (await readTaskRows(read)).sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}

/** The task of a path, or a 404 (a malformed id is a task nobody can read). */
export async function readTask(read: Reader, id: string | undefined): Promise<TaskRow> {
  return taskOf(await readRowById(read, PROCESSES_CLASS.SchedulerTask, FIELDS, id, TASK_NOT_FOUND));
}

/** The task, and 403 when the user may only read it. */
export async function editableTask(read: Reader, id: string | undefined): Promise<TaskRow> {
  const row = await readTask(read, id);
  if (row.readonly) throw new HttpError(403, MAY_NOT_CHANGE);
  return row;
}

/** A write as the user; the store's refusal said as the scheduler's 403 or 404. */
export const written = (read: Reader, data: unknown[]): Promise<void> =>
  writeAsUser(read, data, { forbidden: MAY_NOT_CHANGE, missing: TASK_NOT_FOUND });
