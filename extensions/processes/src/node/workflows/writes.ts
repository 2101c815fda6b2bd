import { splitContent } from '@ontobench/sdk/common';
import type { UserContext } from '@ontobench/sdk/node';
import { PROCESSES_CLASS } from '../../common/classes.ts';
import type { InstanceState } from '../../common/workflows/api.ts';
import { WORKFLOWS_PROP as P } from '../../common/workflows/schema.ts';
import { assigneeId, roleId } from './people.ts';
import type { OpenedTask } from './runner.ts';
import { upd, type Reader } from './store.ts';

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
    upd(id, P.runtime, splitContent(runtime)),
    upd(id, P.state, state),
    upd(id, P.stateUpdated, now),
  ];
  if (TERMINAL.includes(state)) ops.push(upd(id, P.endDate, now));
  const resolved: { id: string; assignee: string | null; role: string | null }[] = [];
  for (const task of opened) {
    const assignee = task.assignee ? await assigneeId(lookup, task.assignee, runAs.id) : null;
    const role = !assignee && task.role ? await roleId(lookup, task.role) : null;
    resolved.push({ id: task.id, assignee, role });
    ops.push(
      { op: 'new', class: PROCESSES_CLASS.UserTask, name: task.name, inst: task.id },
      upd(task.id, P.instance, id),
      upd(task.id, P.elementId, task.elementId),
      upd(task.id, P.status, 'inProgress'),
      upd(task.id, P.statusChanged, now),
      ...(assignee ? [upd(task.id, P.assignee, assignee)] : []),
      ...(role ? [upd(task.id, P.role, role)] : []),
      ...(task.viewId ? [upd(task.id, P.viewId, task.viewId)] : []),
      ...(object ? [upd(task.id, P.taskObject, object.id), upd(task.id, P.taskObjectName, object.name)] : []),
    );
  }
  // §4 "canceled by timeout": a user task a boundary timer interrupted.
  for (const task of timedOut) ops.push(upd(task, P.status, 'canceledByTimeout'), upd(task, P.statusChanged, now));
  return { ops, resolved };
}
