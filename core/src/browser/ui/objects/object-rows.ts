import type { DataRow, FieldRequest, GetDataReply, Scalar } from '../../../common/data-api.ts';
import { PROP } from '../../../common/ontology/system-ontology.ts';

/** One value of a field on a list row: the value and its display text. */
export interface CellValue {
  val: Scalar | null;
  cap: string | null;
}

/** One object of a get_data reply, with the values of each requested field (top level only). */
export interface ObjectRow {
  id: string;
  name: string;
  readonly: boolean;
  canDelete: boolean;
  /** Values by property id, in the reply's order. */
  values: Record<string, CellValue[]>;
}

/** Groups a get_data reply's cells into one row per instance (spec shell.md §7: row, inst, prop, val, cap). */
export function rowsFromReply(reply: GetDataReply): ObjectRow[] {
  const rows = new Map<number, ObjectRow>();
  for (const cell of reply.rows) {
    let row = rows.get(cell.row);
    if (!row) {
      row = { id: cell.inst, name: '', readonly: true, canDelete: false, values: {} };
      rows.set(cell.row, row);
    }
    if (cell.from !== undefined) continue;
    if (cell.prop === PROP.name && cell.readonly !== undefined) {
      row.name = String(cell.val ?? '');
      row.readonly = cell.readonly;
      row.canDelete = !!cell.can_delete;
      continue;
    }
    (row.values[cell.prop] ??= []).push({ val: cell.val, cap: cell.cap });
  }
  return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, row]) => row);
}

/** The display text of a row's field: its values' captions joined, or undefined when it has none. */
export function cellText(row: ObjectRow, prop: string): string | undefined {
  const values = row.values[prop];
  if (!values || values.length === 0) return undefined;
  return values.map((v) => v.cap ?? (v.val === null ? '' : String(v.val))).join(', ');
}

/** The list's filter: the caller's filter and the name search, both required. */
export function combineFilters(...parts: (string | undefined | null)[]): string | undefined {
  const present = parts.map((p) => p?.trim()).filter((p): p is string => !!p);
  if (present.length === 0) return undefined;
  return present.length === 1 ? present[0] : present.map((p) => `(${p})`).join(' and ');
}

export type SortDirection = 'asc' | 'desc';
export interface ListSort {
  prop: string;
  dir: SortDirection;
}

/**
 * The fields of a list request: the columns' fields, the sort put on its column's field (or a hidden
 * field when the sorted property is not shown), and one hidden filter field per required value.
 */
export function listFields(
  columns: readonly FieldRequest[],
  sort: ListSort | undefined,
  required: readonly { prop: string; value: Scalar }[] = [],
): FieldRequest[] {
  const fields = columns.map((f) => ({ ...f }));
  if (sort) {
    const shown = fields.find((f) => f.prop === sort.prop && !f.filter);
    if (shown) shown.sort = sort.dir;
    else fields.push({ prop: sort.prop, sort: sort.dir, hidden: true });
  }
  for (const r of required) fields.push({ prop: r.prop, filter: r.value, hidden: true });
  return fields;
}

export type { DataRow };
