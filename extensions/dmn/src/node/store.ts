import {
  PROP,
  UUID_PATTERN,
  filterLiteral,
  joinContent,
  rowRefs,
  rowText,
  rowTexts,
  rowValue,
  type InstanceRow,
} from '@ontobench/sdk/common';
import { HttpError, readRows as readRowsAs, writeAsUser, type UserData } from '@ontobench/sdk/node';
import type { DmnDto, DmnSummary } from '../common/api.ts';
import { DMN_CLASS } from '../common/classes.ts';
import { DMN_PROP } from '../common/schema.ts';

/** The data API as the signed-in user (`ctx.data.run(user, …)` or a unit of work's `run`): its access rules apply. */
export type Reader = UserData;

/** One answer for a table that does not exist and one the user may not read: the call never tells which. */
export const DMN_NOT_FOUND = 'Таблица решений не найдена';
export const MAY_NOT_CHANGE = 'У вас нет прав на изменение этой таблицы решений';

const SUMMARY_FIELDS = [
  DMN_PROP.hitPolicy,
  DMN_PROP.systemName,
  DMN_PROP.versionNumber,
  DMN_PROP.rootVersionDmn,
  DMN_PROP.sourceVersionDmn,
  PROP.author,
  PROP.creationDate,
];
const TABLE_FIELDS = [...SUMMARY_FIELDS, DMN_PROP.xml, DMN_PROP.childrenDmn];

/** The most tables a list reads. */
const LIST_LIMIT = 1000;

/** The id of a path as the store writes it, or a 404 (a malformed id is a table nobody can read). */
export function checkTableId(id: unknown): string {
  if (typeof id !== 'string' || !UUID_PATTERN.test(id)) throw new HttpError(404, DMN_NOT_FOUND);
  return id.toLowerCase();
}

const readRows = (read: Reader, fields: readonly string[], filter?: string): Promise<InstanceRow[]> =>
  readRowsAs(read, DMN_CLASS.DmnTable, fields, { filter, limit: LIST_LIMIT });

/** Every table the user may read, without XML, by name then version. */
export async function readSummaries(read: Reader): Promise<DmnSummary[]> {
  const rows = await readRows(read, SUMMARY_FIELDS);
  return rows.map(summaryOf).sort((a, b) => a.name.localeCompare(b.name, 'ru') || a.versionNumber - b.versionNumber);
}

/** The table's row with XML and children, or a 404. */
export async function readTableRow(read: Reader, id: string): Promise<InstanceRow> {
  const row = (await readRows(read, TABLE_FIELDS, `[id] = ${filterLiteral(checkTableId(id))}`))[0];
  if (!row) throw new HttpError(404, DMN_NOT_FOUND);
  return row;
}

/** The tables (rows with XML) called `systemName` that the user may read, newest version first. */
export async function readBySystemName(read: Reader, systemName: string): Promise<InstanceRow[]> {
  const rows = await readRows(read, TABLE_FIELDS, `[${DMN_PROP.systemName}] = ${filterLiteral(systemName)}`);
  return rows.sort((a, b) => versionOf(b) - versionOf(a));
}

export const versionOf = (row: InstanceRow): number => Number(rowValue(row, DMN_PROP.versionNumber) ?? 1) || 1;
export const xmlOf = (row: InstanceRow): string => joinContent(rowTexts(row, DMN_PROP.xml));
export const rootOf = (row: InstanceRow): string => rowRefs(row, DMN_PROP.rootVersionDmn)[0]?.id ?? row.id;

export function summaryOf(row: InstanceRow): DmnSummary {
  const date = rowValue(row, PROP.creationDate);
  return {
    id: row.id,
    name: row.name,
    systemName: rowText(row, DMN_PROP.systemName) ?? '',
    hitPolicy: rowText(row, DMN_PROP.hitPolicy) ?? 'UNIQUE',
    versionNumber: versionOf(row),
    rootVersion: rootOf(row),
    sourceVersion: rowRefs(row, DMN_PROP.sourceVersionDmn)[0]?.id ?? null,
    author: rowRefs(row, PROP.author)[0]?.id ?? null,
    dateCreate: date === null ? null : String(date),
    access: row.readonly ? 'read' : 'edit',
  };
}

/** The whole table; its children are those the user may read (others are left out, unnamed). */
export async function tableDto(read: Reader, row: InstanceRow): Promise<DmnDto> {
  const ids = rowRefs(row, DMN_PROP.childrenDmn).map((c) => c.id);
  const children =
    ids.length === 0
      ? []
      : (await readRows(read, [], `[id] in (${ids.map(filterLiteral).join(', ')})`)).map((c) => ({
          id: c.id,
          name: c.name,
        }));
  return { ...summaryOf(row), xml: xmlOf(row), children };
}

/** The tables of `ids` the user may read (rows with XML), in the order given. */
export async function readChildren(read: Reader, ids: readonly string[]): Promise<InstanceRow[]> {
  if (ids.length === 0) return [];
  const rows = await readRows(read, TABLE_FIELDS, `[id] in (${ids.map(filterLiteral).join(', ')})`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A write as the user, its refusal said as the call's answer: a user who may read but not change the table
 * (a `reader` assignment) gets 403; a table that is gone, 404; anything else the data API said stands.
 */
export const written = (read: Reader, data: unknown[]): Promise<void> =>
  writeAsUser(read, data, { forbidden: MAY_NOT_CHANGE, missing: DMN_NOT_FOUND });
