import { updateOp } from '@ontobench/sdk/node';
import { splitContent } from '@ontobench/sdk/common';
import type { UserContext } from '@ontobench/sdk/node';
import { PROCESSES_CLASS } from '../../common/classes.ts';
import type { InstanceState } from '../../common/workflows/api.ts';
import { WORKFLOWS_PROP as P } from '../../common/workflows/schema.ts';
import { assigneeId, roleId } from './people.ts';
import type { OpenedTask } from './runner.ts';
import { type Reader } from './store.ts';

export const TERMINAL: readonly string[] = ['completed', 'canceled', 'failed'];

/**
 * The set_data operations of one save of a run: the runtime and the state, the end date once it ended, and
 * the user tasks opened since the last save (their assignee and role resolved with `lookup`, the unrestricted
 * reader). With the tasks' resolved assignee and role, for their notices.
 */
export async function saveWrites(
  lookup: Reader,
  id: string,
  runtime: string,
  state: InstanceState,
  opened: OpenedTask[],
  runAs: UserContext,
  object: { id: string; name: string } | null,
  timedOut: readonly string[] = [],
) {
  const now = new Date().toISOString();
  const ops: unknown[] = [
    updateOp(id, P.runtime, splitContent(runtime)),
    updateOp(id, P.state, state),
    updateOp(id, P.stateUpdated, now),
  ];
  if (TERMINAL.includes(state)) ops.push(updateOp(id, P.endDate, now));
  const resolved: { id: string; assignee: string | null; role: string | null }[] = [];
  for (const task of opened) {
    const assignee = task.assignee ? await assigneeId(lookup, task.assignee, runAs.id) : null;
    const role = !assignee && task.role ? await roleId(lookup, task.role) : null;
    resolved.push({ id: task.id, assignee, role });
    ops.push(
      { op: 'new', class: PROCESSES_CLASS.UserTask, name: task.name, inst: task.id },
      updateOp(task.id, P.instance, id),
      updateOp(task.id, P.elementId, task.elementId),
      updateOp(task.id, P.status, 'inProgress'),
      updateOp(task.id, P.statusChanged, now),
      ...(assignee ? [updateOp(task.id, P.assignee, assignee)] : []),
      ...(role ? [updateOp(task.id, P.role, role)] : []),
      ...(task.viewId ? [updateOp(task.id, P.viewId, task.viewId)] : []),
      ...(object ? [updateOp(task.id, P.taskObject, object.id), updateOp(task.id, P.taskObjectName, object.name)] : []),
    );
  }
  // §4 "canceled by timeout": a user task a boundary timer interrupted.
  for (const task of timedOut)
    ops.push(updateOp(task, P.status, 'canceledByTimeout'), updateOp(task, P.statusChanged, now));
  return { ops, resolved };
}
