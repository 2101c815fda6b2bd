import { CLASS, PROP, rowRefs, rowTexts, type InstanceRow } from '@ontobench/sdk/common';
import type { UserContext } from '@ontobench/sdk/node';
import type {
  InstanceDto,
  InstanceState,
  InstanceSummary,
  TaskFile,
  TaskResult,
  TaskStatus,
  UserTaskDto,
  WorkflowSummary,
} from '../../common/workflows/api.ts';
import { PROCESSES_CLASS } from '../../common/classes.ts';
import { WORKFLOWS_PROP as P } from '../../common/workflows/schema.ts';
import { runtimeOf, stepsOf } from './runtime.ts';
import { dateOf, namesOf, numberOf, piecesOf, refOf, text, textOrNull, type Reader } from './store.ts';

const authorNameOf = (row: InstanceRow): string | null => rowRefs(row, PROP.author)[0]?.name ?? null;

export function workflowSummary(row: InstanceRow, className: string, running: number): WorkflowSummary {
  const contextClass = text(row, P.contextClass);
  return {
    id: row.id,
    name: row.name,
    contextClass: { id: contextClass, name: className || contextClass },
    diagram: { id: text(row, P.diagramId), name: text(row, P.diagramName), version: numberOf(row, P.diagramVersion) },
    author: refOf(row, PROP.author),
    authorName: authorNameOf(row),
    dateCreate: dateOf(row, PROP.creationDate),
    running,
  };
}

/** Instance rows as summaries: their workflows' and objects' names read as `read`'s user. */
export async function instanceSummaries(
  read: Reader,
  rows: InstanceRow[],
  workflows: Map<string, InstanceRow>,
): Promise<InstanceSummary[]> {
  const byClass = new Map<string, string[]>();
  for (const row of rows) {
    const cls = text(workflows.get(refOf(row, P.workflow) ?? '') ?? row, P.contextClass);
    if (cls) byClass.set(cls, [...(byClass.get(cls) ?? []), text(row, P.object)]);
  }
  const objects = new Map<string, string>();
  for (const [cls, ids] of byClass) for (const [id, name] of await namesOf(read, cls, ids)) objects.set(id, name);
  return rows.map((row) => {
    const workflowId = refOf(row, P.workflow) ?? '';
    const objectId = text(row, P.object);
    return {
      id: row.id,
      name: row.name,
      workflow: { id: workflowId, name: workflows.get(workflowId)?.name ?? '' },
      object: objectId ? { id: objectId, name: objects.get(objectId) ?? objectId } : null,
      author: refOf(row, PROP.author),
      authorName: authorNameOf(row),
      dateCreate: dateOf(row, PROP.creationDate),
      startDate: textOrNull(row, P.startDate),
      endDate: textOrNull(row, P.endDate),
      state: (text(row, P.state) || 'running') as InstanceState,
      stateUpdated: textOrNull(row, P.stateUpdated),
    };
  });
}

/** The whole instance: its summary, runtime (variables, steps, history) and the workflow's XML. */
export function instanceDto(summary: InstanceSummary, row: InstanceRow, xml: string, user: UserContext): InstanceDto {
  const runtime = runtimeOf(rowTexts(row, P.runtime));
  const open = summary.state === 'running' || summary.state === 'waiting';
  return {
    ...summary,
    inputVars: text(row, P.inputVars),
    schema: xml,
    version: numberOf(row, P.version),
    variables: runtime?.variables ?? {},
    ...stepsOf(runtime),
    history: (runtime?.history ?? []).map(({ executionId: _, ...step }) => step),
    canCancel: open && (user.isAdmin || summary.author === user.id),
  };
}

/**
 * A task's files without their data: the list kept beside them (`fileList`), or, for a task completed
 * before that list was kept, the files themselves when they were read (`withFiles`).
 */
function filesOf(row: InstanceRow, withFiles: boolean): TaskFile[] {
  const list = text(row, P.fileList);
  if (list) return JSON.parse(list) as TaskFile[];
  return withFiles && rowTexts(row, P.files).length > 0 ? (JSON.parse(piecesOf(row, P.files)) as TaskFile[]) : [];
}

/** A task as its reader sees it; `may` says whether that reader may complete it. */
export async function taskDtos(
  read: Reader,
  rows: InstanceRow[],
  may: (row: InstanceRow) => boolean,
  withFiles = false,
): Promise<UserTaskDto[]> {
  const users = await namesOf(
    read,
    CLASS.User,
    rows.map((r) => text(r, P.assignee)),
  );
  const roles = await namesOf(
    read,
    CLASS.Role,
    rows.map((r) => text(r, P.role)),
  );
  const instances = await namesOf(
    read,
    PROCESSES_CLASS.WorkflowInstance,
    rows.map((r) => refOf(r, P.instance)),
  );
  return rows.map((row) => {
    const assignee = textOrNull(row, P.assignee);
    const role = textOrNull(row, P.role);
    const instance = refOf(row, P.instance) ?? '';
    const status = (text(row, P.status) || 'inProgress') as TaskStatus;
    const files = filesOf(row, withFiles);
    return {
      id: row.id,
      name: row.name,
      instance: { id: instance, name: instances.get(instance) ?? '' },
      object: textOrNull(row, P.taskObject)
        ? { id: text(row, P.taskObject), name: text(row, P.taskObjectName) || text(row, P.taskObject) }
        : null,
      assignee: assignee ? { id: assignee, name: users.get(assignee) ?? assignee } : null,
      role: role ? { id: role, name: roles.get(role) ?? role } : null,
      status,
      result: (textOrNull(row, P.result) as TaskResult | null) ?? null,
      comment: text(row, P.comment),
      files: files.map(({ id, name, size, type }) => ({ id, name, size, ...(type ? { type } : {}) })),
      viewId: textOrNull(row, P.viewId),
      statusChanged: textOrNull(row, P.statusChanged),
      dateCreate: dateOf(row, PROP.creationDate),
      canComplete: status === 'inProgress' && may(row),
    };
  });
}
