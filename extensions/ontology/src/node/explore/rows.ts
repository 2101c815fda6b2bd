import type { GetDataReply, Scalar } from '@ontobench/sdk/common';

/** One instance of a get_data reply: its name and the top-level values of each requested field. */
export interface RowObject {
  id: string;
  name: string;
  values: Map<string, { val: Scalar | null; cap: string | null }[]>;
}

/** Regroups get_data's flat cells (one per value) into one object per instance, in reply order. */
export function objectsOf(reply: GetDataReply): RowObject[] {
  const byRow = new Map<number, RowObject>();
  for (const cell of reply.rows) {
    if (cell.from !== undefined) continue;
    let row = byRow.get(cell.row);
    if (!row) {
      row = { id: cell.inst, name: '', values: new Map() };
      byRow.set(cell.row, row);
    }
    if (cell.readonly !== undefined || cell.can_delete !== undefined) {
      // The first cell of a row is the name cell, marked by the access flags.
      row.name = String(cell.val ?? '');
      continue;
    }
    const list = row.values.get(cell.prop) ?? [];
    list.push({ val: cell.val, cap: cell.cap });
    row.values.set(cell.prop, list);
  }
  return [...byRow.values()];
}

/** The texts of a field's values (captions for object properties are separate: see `refs`). */
export function texts(row: RowObject, prop: string): string[] {
  return (row.values.get(prop) ?? []).filter((v) => v.val !== null).map((v) => String(v.val));
}

/** The targets of an object field: id and the target's name. */
export function refs(row: RowObject, prop: string): { id: string; name: string }[] {
  return (row.values.get(prop) ?? [])
    .filter((v) => v.val !== null)
    .map((v) => ({ id: String(v.val), name: v.cap ?? String(v.val) }));
}
