import {
  PROP,
  UUID_PATTERN,
  filterLiteral,
  instanceRows,
  joinContent,
  rowRefs,
  rowTexts,
  rowValue,
  type GetDataReply,
  type InstanceRow,
  type SetDataOperation,
} from '@ontobench/sdk/common';
import { HttpError, type DataReader, type UnitOfWork } from '@ontobench/sdk/node';
import type { GraphDto } from '../../common/graph/api.ts';
import { GRAPH_PROP } from '../../common/graph/schema.ts';
import { parseStoredGraph } from '../../common/graph/validate.ts';
import { DIAGRAMS_CLASS } from '../../common/classes.ts';

/** One answer for a graph that does not exist and one the user may not read (domain.md §6). */
export const GRAPH_NOT_FOUND = 'Граф не найден';
export const MAY_NOT_CHANGE_GRAPH = 'У вас есть право только читать этот граф: изменения не сохранены';
export const MAY_NOT_DELETE_GRAPH = 'Удалить граф может только его автор или администратор';

/** The most graphs a list shows. */
const LIST_LIMIT = 1000;

/** A graph as a list shows it (no json: a list of many graphs stays small). */
export type GraphSummary = Omit<GraphDto, 'json'>;

async function readRows(read: DataReader, full: boolean, filter?: string): Promise<InstanceRow[]> {
  const reply = (await read({
    act: 'get_data',
    class: DIAGRAMS_CLASS.Graph,
    ...(filter ? { filter } : {}),
    fields: [
      { prop: PROP.author },
      { prop: PROP.creationDate, sort: 'desc' },
      ...(full ? [{ prop: GRAPH_PROP.json }] : []),
    ],
    limit: full ? 1 : LIST_LIMIT,
  })) as GetDataReply;
  return instanceRows(reply);
}

/** The graphs the user may read, newest first. */
export async function listGraphRows(read: DataReader): Promise<InstanceRow[]> {
  return readRows(read, false);
}

/** The whole graph as the user sees it, or a 404 (a malformed id is a graph nobody can read). */
export async function readGraphRow(read: DataReader, id: unknown): Promise<InstanceRow> {
  if (typeof id !== 'string' || !UUID_PATTERN.test(id)) throw new HttpError(404, GRAPH_NOT_FOUND);
  const row = (await readRows(read, true, `[id] = ${filterLiteral(id.toLowerCase())}`))[0];
  if (!row) throw new HttpError(404, GRAPH_NOT_FOUND);
  return row;
}

export function graphSummary(row: InstanceRow): GraphSummary {
  const date = rowValue(row, PROP.creationDate);
  return {
    id: row.id,
    name: row.name,
    author: rowRefs(row, PROP.author)[0]?.id ?? null,
    dateCreate: date === null ? null : String(date),
    access: row.readonly ? 'read' : 'edit',
  };
}

/** A stored row as the graph's page reads it; a stored json that no longer checks reads as empty. */
export function graphDto(row: InstanceRow): GraphDto {
  return { ...graphSummary(row), json: parseStoredGraph(joinContent(rowTexts(row, GRAPH_PROP.json))) };
}

/** What the data API's refusal means for a graph's call, said in Russian; other errors stand. */
export function graphRefusal(error: unknown): unknown {
  const code = (error as { refusal?: { code?: string } } | null)?.refusal?.code ?? '';
  if (code === 'access.delete') return new HttpError(403, MAY_NOT_DELETE_GRAPH);
  if (code.startsWith('access.')) return new HttpError(403, MAY_NOT_CHANGE_GRAPH);
  if (code === 'object.notFound') return new HttpError(404, GRAPH_NOT_FOUND);
  return error;
}

/** Runs a write in the unit of work, its refusals said as the graph's. */
export async function writeGraph(uow: UnitOfWork, data: SetDataOperation[]): Promise<void> {
  if (data.length === 0) return;
  try {
    await uow.run({ act: 'set_data', data });
  } catch (error) {
    throw graphRefusal(error);
  }
}
