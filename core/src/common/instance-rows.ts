import type { GetDataReply, Scalar } from './data-api.ts';

/** One instance of a get_data reply: its name, the viewer's rights and the top-level values of each field. */
export interface InstanceRow {
  id: string;
  name: string;
  /** The viewer may not change it (get_data's `readonly` on the row's name cell). */
  readonly: boolean;
  /** The viewer may delete it (`can_delete`). */
  canDelete: boolean;
  /** The values of each requested field, by property, in reply order (a multiple property's in its order). */
  values: Map<string, { val: Scalar | null; cap: string | null }[]>;
}

/**
 * Regroups get_data's flat cells (one per value) into one object per instance, in reply order. Nested
 * cells (`from` set) are left out: read them from the reply where a request asks for them.
 */
export function instanceRows(reply: GetDataReply): InstanceRow[] {
  const byRow = new Map<number, InstanceRow>();
  for (const cell of reply.rows) {
    if (cell.from !== undefined) continue;
    let row = byRow.get(cell.row);
    if (!row) {
      row = { id: cell.inst, name: '', readonly: true, canDelete: false, values: new Map() };
      byRow.set(cell.row, row);
    }
    if (cell.readonly !== undefined || cell.can_delete !== undefined) {
      // The first cell of a row is the name cell, the one that carries the access flags.
      row.name = String(cell.val ?? '');
      row.readonly = cell.readonly !== false;
      row.canDelete = cell.can_delete === true;
      continue;
    }
    const list = row.values.get(cell.prop) ?? [];
    list.push({ val: cell.val, cap: cell.cap });
    row.values.set(cell.prop, list);
  }
  return [...byRow.values()];
}

/** The non-empty values of a field as text, in order. */
export function rowTexts(row: InstanceRow, prop: string): string[] {
  return (row.values.get(prop) ?? []).flatMap((v) => (v.val === null ? [] : [String(v.val)]));
}

/** The first value of a field as text, or null. */
export function rowText(row: InstanceRow, prop: string): string | null {
  return rowTexts(row, prop)[0] ?? null;
}

/** The first value of a field as stored (number, boolean, text), or null. */
export function rowValue(row: InstanceRow, prop: string): Scalar | null {
  return row.values.get(prop)?.find((v) => v.val !== null)?.val ?? null;
}

/** The targets of an object field: id and the target's name (its id when the name is not given). */
export function rowRefs(row: InstanceRow, prop: string): { id: string; name: string }[] {
  return (row.values.get(prop) ?? []).flatMap((v) =>
    v.val === null ? [] : [{ id: String(v.val), name: v.cap ?? String(v.val) }],
  );
}
