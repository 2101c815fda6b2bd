import { rowTexts } from '@ontobench/sdk/common';
import { PROCESSES_CLASS } from '../../common/classes.ts';
import { WORKFLOWS_PROP as P } from '../../common/workflows/schema.ts';
import type { WorkflowEngine } from './advance.ts';
import { runtimeOf } from './runtime.ts';
import { inFilter, readInstance, readRows, refOf } from './store.ts';

/**
 * The sweep of waiting completions (docs/processes.md "A completion never waits"): a completion is written
 * first and its advance enqueued after; a process that dies between the two leaves an instance whose engine
 * still waits on a task that is already completed. The sweep finds those instances and enqueues their
 * advance. It runs at every server start and every few minutes (a schedule of the jobs service, one run per
 * tick across processes); an advance enqueued twice is harmless (`singletonKey`: one at a time, and the
 * second finds nothing to do).
 */
export const SWEEP_JOB = 'workflows.sweep';
/** The schedule's key (under the extension's id) and its cron: every five minutes. */
export const SWEEP_SCHEDULE = 'workflows.sweep';
export const SWEEP_CRON = '*/5 * * * *';

/** Instances the sweep reads at once. */
const CHUNK = 500;

/** Enqueues an advance of every running or waiting instance whose engine waits on a completed task. */
export async function sweepCompletions(engine: WorkflowEngine): Promise<{ kicked: string[] }> {
  const read = engine.unrestricted;
  const live = await readRows(
    read,
    PROCESSES_CLASS.WorkflowInstance,
    [P.state],
    `[${P.state}] in ('running', 'waiting')`,
  );
  const kicked: string[] = [];
  for (let at = 0; at < live.length; at += CHUNK) {
    const ids = live.slice(at, at + CHUNK).map((row) => row.id);
    const completed = await readRows(
      read,
      PROCESSES_CLASS.UserTask,
      [P.instance],
      `[${P.status}] = 'completed' and ${inFilter(P.instance, ids)}`,
    );
    const done = new Map<string, Set<string>>();
    for (const task of completed) {
      const instance = refOf(task, P.instance);
      if (instance) done.set(instance, (done.get(instance) ?? new Set()).add(task.id));
    }
    for (const [id, tasks] of done) {
      const row = await readInstance(read, id, true).catch(() => null);
      const runtime = row ? runtimeOf(rowTexts(row, P.runtime)) : null;
      if (!runtime) continue;
      // The user tasks the saved engine still waits on: steps not ended, by the task each opened.
      const waitingOn = runtime.history.filter((s) => !s.endedAt).map((s) => runtime.tasks[s.executionId]);
      if (!waitingOn.some((task) => task && tasks.has(task))) continue;
      await engine.kick(runtime.runAs, id);
      kicked.push(id);
    }
  }
  return { kicked };
}
