import { rowTexts } from '@ontobench/sdk/common';
import {
  unrestrictedReader,
  type JobContext,
  type ServerExtensionContext,
  type UserContext,
  updateOp,
  dataAs,
} from '@ontobench/sdk/node';
import { PROCESSES_CLASS } from '../../common/classes.ts';
import type { TaskNotice, TaskResult, TaskStatus } from '../../common/workflows/api.ts';
import { TASKS_CHANNEL } from '../../common/workflows/api.ts';
import { WORKFLOWS_PROP as P } from '../../common/workflows/schema.ts';
import { cachedElementsOf } from './elements.ts';
import { holdersOf } from './people.ts';
import { runInstance } from './runner.ts';
import { runtimeOf } from './runtime.ts';
import { TERMINAL, saveWrites } from './writes.ts';
import { piecesOf, readInstance, readRows, readTask, readWorkflow, refOf, text, type Reader } from './store.ts';

/** The job that moves one instance on (docs/processes.md "The engine"): any process runs it, one at a time per instance. */
export const ADVANCE_JOB = 'workflows.advance';
export interface AdvanceData {
  instanceId: string;
  /** Cancel it (and its tasks in progress) instead of moving it on. */
  cancel?: boolean;
}

/** An advance that died with its process is taken as lost after this long and run again (pg-boss expiry). */
export const ADVANCE_EXPIRY_SECONDS = 30;

/** The engine's side of the workflows: the advance job, its kicks, the notices of tasks. */
export function workflowEngine(ctx: ServerExtensionContext) {
  const unrestricted = unrestrictedReader(ctx.data);
  const channel = ctx.channel<TaskNotice>(TASKS_CHANNEL);
  const asUser = (user: UserContext): Reader => dataAs(ctx.data, user);

  /** Queues an advance of the instance, run as its author; `startAfter` for a durable timer. */
  const kick = (runAs: UserContext, instanceId: string, options: { startAfter?: Date; cancel?: boolean } = {}) =>
    ctx.jobs.enqueue<AdvanceData>(
      ADVANCE_JOB,
      { instanceId, ...(options.cancel ? { cancel: true } : {}) },
      {
        user: runAs,
        singletonKey: `processes.instance:${instanceId}`,
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      },
    );

  /** Tells the task's assignee, or every holder of its role, that it appeared or changed. */
  async function notify(task: { id: string; assignee: string | null; role: string | null }, notice: TaskNotice) {
    const users = task.assignee ? [task.assignee] : task.role ? await holdersOf(unrestricted, task.role) : [];
    if (users.length > 0) channel.toUsers(users, notice);
  }

  /** Cancels the instance and its tasks in progress (as its author). */
  async function cancel(read: Reader, id: string) {
    const now = new Date().toISOString();
    const open = await readRows(
      read,
      PROCESSES_CLASS.UserTask,
      [P.assignee, P.role],
      `[${P.instance}] = '${id}' and [${P.status}] = 'inProgress'`,
    );
    const ops = [updateOp(id, P.state, 'canceled'), updateOp(id, P.stateUpdated, now), updateOp(id, P.endDate, now)];
    for (const task of open) ops.push(updateOp(task.id, P.status, 'canceled'), updateOp(task.id, P.statusChanged, now));
    await read({ act: 'set_data', data: ops } as never);
    for (const task of open)
      await notify(
        { id: task.id, assignee: refOrText(task, P.assignee), role: refOrText(task, P.role) },
        {
          taskId: task.id,
          instanceId: id,
          status: 'canceled' satisfies TaskStatus,
        },
      );
  }

  async function advance(job: JobContext<AdvanceData>): Promise<{ state: string }> {
    const runAs = job.user!;
    const read = asUser(runAs);
    const { instanceId, cancel: canceling } = job.data;
    // Deleted since (or its author lost it): nothing to move on, and nothing to retry.
    const row = await readInstance(read, instanceId, true).catch((error: { statusCode?: number }) => {
      if (error?.statusCode === 404) return null;
      throw error;
    });
    if (!row) return { state: 'gone' };
    const state = text(row, P.state);
    if (TERMINAL.includes(state)) return { state };
    if (canceling) {
      await cancel(read, row.id);
      return { state: 'canceled' };
    }
    const runtime = runtimeOf(rowTexts(row, P.runtime));
    if (!runtime) return { state };
    const workflow = await readWorkflow(read, refOf(row, P.workflow), true);
    const xml = piecesOf(workflow, P.xml);
    const notices: { id: string; assignee: string | null; role: string | null }[] = [];
    const outcome = await runInstance(xml, await cachedElementsOf(xml), runtime, {
      save: async (json, next, opened, timedOut) => {
        const { ops, resolved } = await saveWrites(
          unrestricted,
          row.id,
          json,
          next,
          opened,
          runAs,
          objectOf(runtime.variables),
          timedOut,
        );
        await read({ act: 'set_data', data: ops } as never);
        notices.push(...resolved);
      },
      completion: async (taskId) => {
        const task = await readTask(read, taskId).catch(() => null);
        if (!task || text(task, P.status) !== 'completed') return null;
        return { result: text(task, P.result) as TaskResult, comment: text(task, P.comment), by: '' };
      },
      call: (procedure, payload) => ctx.procedures.run(runAs, procedure, payload),
    });
    if (outcome.wakeAt) await kick(runAs, row.id, { startAfter: outcome.wakeAt });
    for (const task of notices)
      await notify(task, { taskId: task.id, instanceId: row.id, status: 'inProgress' }).catch(() => undefined);
    return { state: outcome.state };
  }

  return { kick, advance, notify, asUser, unrestricted };
}

const refOrText = (row: Parameters<typeof text>[0], prop: string): string | null => text(row, prop) || null;

/** The linked object as the instance's variables hold it (set at start). */
const objectOf = (vars: Record<string, unknown>) =>
  typeof vars.objectId === 'string' ? { id: vars.objectId, name: String(vars.objectName ?? vars.objectId) } : null;

export type WorkflowEngine = ReturnType<typeof workflowEngine>;
