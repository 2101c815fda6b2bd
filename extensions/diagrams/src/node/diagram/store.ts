import {
  PROP,
  UUID_PATTERN,
  filterLiteral,
  instanceRows,
  rowRefs,
  rowText,
  rowTexts,
  rowValue,
  type GetDataReply,
  type InstanceRow,
} from '@ontobench/sdk/common';
import { HttpError, type DataReader } from '@ontobench/sdk/node';
import type { DiagramDto, DiagramSummary, Transition } from '../../common/diagram/api.ts';
import { DIAGRAM_PROP } from '../../common/diagram/schema.ts';
import { DIAGRAMS_CLASS } from '../../common/classes.ts';
import { parseJsonList } from './input.ts';

/** One answer for a diagram that does not exist and one the user may not read (domain.md §6). */
export const DIAGRAM_NOT_FOUND = 'Диаграмма не найдена';

/** The fields a list shows (no XML, no SVG: a list of many diagrams stays small). */
const SUMMARY_FIELDS = [
  PROP.code,
  PROP.author,
  PROP.creationDate,
  DIAGRAM_PROP.notation,
  DIAGRAM_PROP.versionNumber,
  DIAGRAM_PROP.rootVersion,
  DIAGRAM_PROP.sourceVersion,
  DIAGRAM_PROP.stage,
  DIAGRAM_PROP.notActive,
];

/** Everything a diagram's page reads: not the SVG preview (as large as the XML; read on its own). */
const FULL_FIELDS = [
  ...SUMMARY_FIELDS,
  DIAGRAM_PROP.xml,
  DIAGRAM_PROP.icon,
  DIAGRAM_PROP.color,
  DIAGRAM_PROP.saveElementsInstances,
  DIAGRAM_PROP.elementsJson,
  DIAGRAM_PROP.transitions,
  DIAGRAM_PROP.childDiagrams,
  DIAGRAM_PROP.autobuild,
  DIAGRAM_PROP.tables,
];

/** The id of a path as the store writes it, or a 404 (a malformed id is a diagram nobody can read). */
export function checkDiagramId(id: unknown): string {
  if (typeof id !== 'string' || !UUID_PATTERN.test(id)) throw new HttpError(404, DIAGRAM_NOT_FOUND);
  return id.toLowerCase();
}

/** The diagrams `read`'s user may read that match `filter` (all when absent), newest first. */
async function readRows(read: DataReader, full: boolean, filter?: string, svg = false): Promise<InstanceRow[]> {
  const fields = [...(full ? FULL_FIELDS : SUMMARY_FIELDS), ...(svg ? [DIAGRAM_PROP.svg] : [])].map((prop) =>
    prop === PROP.creationDate ? { prop, sort: 'desc' as const } : { prop },
  );
  const reply = (await read({
    act: 'get_data',
    class: DIAGRAMS_CLASS.Diagram,
    ...(filter ? { filter } : {}),
    fields,
    limit: full ? 1 : 1000,
  })) as GetDataReply;
  return instanceRows(reply);
}

/** The diagrams the user may read, newest first (the list screen's rows). */
export async function listDiagramRows(read: DataReader): Promise<InstanceRow[]> {
  return readRows(read, false);
}

/** The versions of the family whose first version is `root` that the user may read. */
export async function familyRows(read: DataReader, root: string): Promise<InstanceRow[]> {
  const rows = await readRows(
    read,
    false,
    `[${DIAGRAM_PROP.rootVersion}] = ${filterLiteral(root)} or [id] = ${filterLiteral(root)}`,
  );
  return rows.sort((a, b) => versionOf(b) - versionOf(a));
}

/** The whole diagram as the user sees it, or a 404. */
export async function readDiagramRow(read: DataReader, id: unknown): Promise<InstanceRow> {
  const row = (await readRows(read, true, `[id] = ${filterLiteral(checkDiagramId(id))}`))[0];
  if (!row) throw new HttpError(404, DIAGRAM_NOT_FOUND);
  return row;
}

/** The SVG preview last saved with the diagram (empty before the first save), or a 404. */
export async function readDiagramSvg(read: DataReader, id: unknown): Promise<string> {
  const row = (await readRows(read, false, `[id] = ${filterLiteral(checkDiagramId(id))}`, true))[0];
  if (!row) throw new HttpError(404, DIAGRAM_NOT_FOUND);
  return rowTexts(row, DIAGRAM_PROP.svg).join('');
}

/** The stored version number; 1 for a diagram written without one. */
export const versionOf = (row: InstanceRow): number => {
  const value = Number(rowValue(row, DIAGRAM_PROP.versionNumber));
  return Number.isInteger(value) && value > 0 ? value : 1;
};

const refOf = (row: InstanceRow, prop: string): string | null => rowRefs(row, prop)[0]?.id ?? null;

/** A stored row as a list shows it. */
export function summaryOf(row: InstanceRow): DiagramSummary {
  const date = rowValue(row, PROP.creationDate);
  return {
    id: row.id,
    code: rowText(row, PROP.code),
    name: row.name,
    notation: refOf(row, DIAGRAM_PROP.notation),
    author: refOf(row, PROP.author),
    dateCreate: date === null ? null : String(date),
    versionNumber: versionOf(row),
    rootVersion: refOf(row, DIAGRAM_PROP.rootVersion) ?? row.id,
    sourceVersion: refOf(row, DIAGRAM_PROP.sourceVersion),
    stage: rowText(row, DIAGRAM_PROP.stage),
    notActive: rowValue(row, DIAGRAM_PROP.notActive) === true,
    access: row.readonly ? 'read' : 'edit',
  };
}

/** A stored row as the diagram's page reads it. A stored JSON list that no longer parses reads as empty. */
export function diagramDto(row: InstanceRow): DiagramDto {
  const list = <T>(prop: string): T[] => parseJsonList<T>(rowText(row, prop)) ?? [];
  const children = new Set(rowRefs(row, DIAGRAM_PROP.childDiagrams).map((r) => r.id));
  return {
    ...summaryOf(row),
    xml: rowTexts(row, DIAGRAM_PROP.xml).join(''),
    icon: rowText(row, DIAGRAM_PROP.icon),
    color: rowText(row, DIAGRAM_PROP.color),
    saveElementsInstances: rowValue(row, DIAGRAM_PROP.saveElementsInstances) === true,
    elements: list(DIAGRAM_PROP.elementsJson),
    // A transition whose child diagram is gone (deleted: its link went with it) is not offered.
    transitions: list<Transition>(DIAGRAM_PROP.transitions).filter((t) => children.has(t.targetDiagram)),
    autobuild: list(DIAGRAM_PROP.autobuild),
    tables: list(DIAGRAM_PROP.tables),
  };
}
