import { PROP, type DataRow, type GetDataReply } from '@ontobench/sdk/common';
import { compareTyped } from './aggregates.ts';
import type { Cell, ColumnType } from './api.ts';
import { evaluate, isError, type CallContext } from './expression/index.ts';
import type { ColumnSource, PlannedColumn, SearchPlan } from './search-plan.ts';

/** Rows of a result with every column of the plan (hidden ones too), and the rows' instance ids. */
export interface PlanRows {
  ids: string[];
  rows: Cell[][];
}

const NAME = new Set(['', 'name', PROP.name]);

/** The text a formula's error shows in its cell. */
export const errorCell = (message: string) => `#ОШИБКА: ${message}`;

function cellOf(values: DataRow[], dataProp: boolean): Cell {
  const present = values.filter((v) => v.val !== null);
  if (present.length === 0) return null;
  if (present.length === 1 && dataProp) return present[0]!.val;
  return present.map((v) => (dataProp ? String(v.val) : (v.cap ?? String(v.val)))).join(', ');
}

/**
 * A get_data reply as the plan's rows: property columns from the row's cells (nested ones through their
 * path of object properties; object values by their names; several values joined with ", "), then the
 * calculated columns in order, each formula reading the row's columns by title or code. `dataProps`:
 * the data properties (their values are typed; other properties are object ones, shown by name).
 */
export function planRows(
  plan: SearchPlan,
  reply: GetDataReply,
  dataProps: ReadonlySet<string>,
  context: CallContext,
): PlanRows {
  const byRow = new Map<number, { id: string; name: string; cells: Map<string, DataRow[]> }>();
  for (const cell of reply.rows) {
    let row = byRow.get(cell.row);
    if (!row) byRow.set(cell.row, (row = { id: cell.inst, name: '', cells: new Map() }));
    if (cell.from === undefined && cell.prop === PROP.name && (cell.readonly !== undefined || row.name === '')) {
      row.name = String(cell.val ?? '');
      continue;
    }
    const key = `${cell.from ?? cell.inst}|${cell.prop}`;
    const list = row.cells.get(key) ?? [];
    list.push(cell);
    row.cells.set(key, list);
  }
  const ids: string[] = [];
  const rows: Cell[][] = [];
  for (const row of byRow.values()) {
    const values: Cell[] = [];
    for (const column of plan.columns) {
      if (column.source.kind === 'calc') {
        values.push(calculated(plan.columns, values, column, context));
        continue;
      }
      const { path, prop } = column.source;
      let at = [row.id];
      const steps = NAME.has(prop) && path.length > 0 ? path.slice(0, -1) : path;
      for (const step of steps)
        at = at.flatMap((inst) => (row.cells.get(`${inst}|${step}`) ?? []).map((v) => String(v.val)));
      if (NAME.has(prop) && path.length === 0) values.push(row.name);
      else if (NAME.has(prop))
        values.push(
          cellOf(
            at.flatMap((inst) => row.cells.get(`${inst}|${path.at(-1)}`) ?? []),
            false,
          ),
        );
      else
        values.push(
          cellOf(
            at.flatMap((inst) => row.cells.get(`${inst}|${prop}`) ?? []),
            dataProps.has(prop),
          ),
        );
    }
    ids.push(row.id);
    rows.push(values);
  }
  return { ids, rows };
}

function calculated(columns: PlannedColumn[], values: Cell[], column: PlannedColumn, context: CallContext): Cell {
  const lookup = (name: string) => {
    const at = columns.findIndex((c) => c.code === name);
    const i = at >= 0 ? at : columns.findIndex((c) => c.title === name);
    return i >= 0 && i < values.length ? values[i] : undefined;
  };
  const value = evaluate((column.source as Extract<ColumnSource, { kind: 'calc' }>).formula, lookup, context);
  if (isError(value)) return errorCell(value.error);
  return typeof value === 'number' && !Number.isInteger(value) ? Math.round(value * 1e10) / 1e10 : value;
}

/** The type of a formula's column that declares none: that of its values, if they agree; else text. */
export function inferType(rows: readonly Cell[][], column: number): ColumnType {
  let type: ColumnType | null = null;
  for (const row of rows) {
    const v = row[column];
    if (v === null || v === undefined || v === '') continue;
    const t: ColumnType =
      typeof v === 'number'
        ? 'number'
        : typeof v === 'boolean'
          ? 'boolean'
          : /^\d{4}-\d{2}-\d{2}$/.test(v)
            ? 'date'
            : 'string';
    if (type !== null && type !== t) return 'string';
    type = t;
  }
  return type ?? 'string';
}

/** Sorts rows (with their ids) by the plan's sort: typed comparison, empty cells last whichever the direction. */
export function sortRows(plan: SearchPlan, result: PlanRows): PlanRows {
  if (plan.sort.length === 0) return result;
  const order = result.rows.map((_, i) => i);
  order.sort((a, b) => {
    for (const { column, mode } of plan.sort) {
      const x = result.rows[a]![column] ?? null;
      const y = result.rows[b]![column] ?? null;
      if (x === null || x === '' || y === null || y === '') {
        const [ex, ey] = [x === null || x === '', y === null || y === ''];
        if (ex !== ey) return ex ? 1 : -1;
        continue;
      }
      const c = compareTyped(plan.columns[column]!.type, x, y);
      if (c !== 0) return mode === 'desc' ? -c : c;
    }
    return a - b;
  });
  return { ids: order.map((i) => result.ids[i]!), rows: order.map((i) => result.rows[i]!) };
}
