import {
  PROP,
  UUID_PATTERN,
  filterLiteral,
  instanceRows,
  joinContent,
  rowRefs,
  rowText,
  rowTexts,
  rowValue,
  type GetDataReply,
  type InstanceRow,
} from '@ontobench/sdk/common';
import { readRowById, readRows as readRowsAs, type UserData } from '@ontobench/sdk/node';
import { PROCESSES_CLASS } from '../../common/classes.ts';
import { WORKFLOWS_PROP as P } from '../../common/workflows/schema.ts';

/** The data API as one user (`ctx.data.run(user, …)`), or the unrestricted reader after an access decision. */
export type Reader = UserData;

export const WORKFLOW_NOT_FOUND = 'Рабочий процесс не найден';
export const INSTANCE_NOT_FOUND = 'Экземпляр процесса не найден';
export const TASK_NOT_FOUND = 'Задача не найдена';

/** The most rows a list reads. */
const LIST_LIMIT = 5000;

export const WORKFLOW_FIELDS = [
  P.processId,
  P.contextClass,
  P.diagramId,
  P.diagramName,
  P.diagramVersion,
  PROP.author,
  PROP.creationDate,
];
export const INSTANCE_FIELDS = [
  P.workflow,
  P.object,
  P.inputVars,
  P.state,
  P.stateUpdated,
  P.startDate,
  P.endDate,
  P.version,
  PROP.author,
  PROP.creationDate,
];
export const TASK_FIELDS = [
  P.instance,
  P.elementId,
  P.status,
  P.result,
  P.comment,
  P.viewId,
  P.statusChanged,
  P.assignee,
  P.role,
  P.taskObject,
  P.taskObjectName,
  P.fileList,
  PROP.author,
  PROP.creationDate,
];

/** Rows of `classId` the reader may read, with `fields`, chosen by `filter`. */
export const readRows = (read: Reader, classId: string, fields: readonly string[], filter?: string) =>
  readRowsAs(read, classId, fields, { filter, limit: LIST_LIMIT });

/** `[id] = '<id>'`, or null for a malformed id (nobody can read it). */
export const idFilter = (id: unknown): string | null =>
  typeof id === 'string' && UUID_PATTERN.test(id) ? `[id] = ${filterLiteral(id.toLowerCase())}` : null;

export const inFilter = (prop: string, ids: readonly string[]): string =>
  `[${prop}] in (${ids.map(filterLiteral).join(', ')})`;

/** One row of `classId` by id, or a 404 with `missing`. */
export const readOne = readRowById;

export const readWorkflow = (read: Reader, id: unknown, withXml = false) =>
  readOne(
    read,
    PROCESSES_CLASS.Workflow,
    withXml ? [...WORKFLOW_FIELDS, P.xml] : WORKFLOW_FIELDS,
    id,
    WORKFLOW_NOT_FOUND,
  );
export const readInstance = (read: Reader, id: unknown, withRuntime = false) =>
  readOne(
    read,
    PROCESSES_CLASS.WorkflowInstance,
    withRuntime ? [...INSTANCE_FIELDS, P.runtime] : INSTANCE_FIELDS,
    id,
    INSTANCE_NOT_FOUND,
  );
export const readTask = (read: Reader, id: unknown, withFiles = false) =>
  readOne(read, PROCESSES_CLASS.UserTask, withFiles ? [...TASK_FIELDS, P.files] : TASK_FIELDS, id, TASK_NOT_FOUND);

export const text = (row: InstanceRow, prop: string): string => rowText(row, prop) ?? '';
export const textOrNull = (row: InstanceRow, prop: string): string | null => rowText(row, prop) || null;
export const refOf = (row: InstanceRow, prop: string): string | null => rowRefs(row, prop)[0]?.id ?? null;
export const numberOf = (row: InstanceRow, prop: string): number => Number(rowValue(row, prop) ?? 0) || 0;
export const piecesOf = (row: InstanceRow, prop: string): string => joinContent(rowTexts(row, prop));
export const dateOf = (row: InstanceRow, prop: string): string | null => {
  const value = rowValue(row, prop);
  return value === null || value === '' ? null : String(value);
};

/** Names of `classId`'s objects by id that the reader may read (others are left out). */
export async function namesOf(
  read: Reader,
  classId: string,
  ids: readonly (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id && UUID_PATTERN.test(id)))];
  if (wanted.length === 0) return new Map();
  const reply = (await read({
    act: 'get_data',
    class: classId,
    filter: `[id] in (${wanted.map(filterLiteral).join(', ')})`,
    fields: [],
    limit: LIST_LIMIT,
  })) as GetDataReply;
  return new Map(instanceRows(reply).map((row) => [row.id, row.name]));
}

/** The update of one property (`null`: cleared). */
