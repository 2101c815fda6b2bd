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

const NOTHING: GetDataReply = { rows: [], count_rows: 0 };

/**
 * get_data on a class (and properties) this code found in SQL or through a reference, not one the viewer
 * chose. Another user's private class or property is, for the viewer, unknown: get_data answers 400,
 * exactly as for an id that does not exist (no existence leak). Here that means nothing to show. The
 * request is built by this code and well-formed, so a 400 can only say that.
 */
export async function readIfKnown(run: () => Promise<unknown>): Promise<GetDataReply> {
  try {
    return (await run()) as GetDataReply;
  } catch (error) {
    if ((error as { statusCode?: unknown } | null)?.statusCode === 400) return NOTHING;
    throw error;
  }
}
