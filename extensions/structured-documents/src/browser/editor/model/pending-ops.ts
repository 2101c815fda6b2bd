import type { DiffOp, ElementFields, ElementState } from '../../../common/api.ts';
import { indexTree } from '../../../common/tree.ts';

/**
 * The pending diff made small before it is sent: typing a title makes one update per keystroke, and a
 * field typed and typed back changes nothing. Updates touch no place in the tree, so an update may join
 * an earlier insert or update of the same element (nothing between can depend on its fields).
 */

/** Joins each update into the element's earlier insert or update in the list, unless a delete of it came between. */
export function compactOps(ops: readonly DiffOp[]): DiffOp[] {
  const out: DiffOp[] = [];
  const lastWrite = new Map<string, number>();
  for (const op of ops) {
    if (op.op === 'update') {
      const at = lastWrite.get(op.id);
      const earlier = at === undefined ? undefined : out[at];
      if (earlier?.op === 'update') {
        out[at!] = { ...earlier, fields: { ...earlier.fields, ...op.fields } };
        continue;
      }
      if (earlier?.op === 'insert') {
        out[at!] = { ...earlier, fields: { ...earlier.fields, ...op.fields } };
        continue;
      }
      lastWrite.set(op.id, out.length);
      out.push(op);
      continue;
    }
    if (op.op === 'insert') lastWrite.set(op.id, out.length);
    if (op.op === 'delete') lastWrite.delete(op.id);
    out.push(op);
  }
  return out;
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * Leaves out of each update the fields the saved tree already holds, and updates left with none: a
 * change undone sends nothing (§4 "if nothing changed no request is sent").
 */
export function withoutUnchanged(ops: readonly DiffOp[], saved: ElementState): DiffOp[] {
  const index = indexTree(saved);
  const out: DiffOp[] = [];
  for (const op of ops) {
    const node = op.op === 'update' ? index.get(op.id)?.node : undefined;
    if (op.op !== 'update' || !node) {
      out.push(op);
      continue;
    }
    const fields: Partial<ElementFields> = {};
    for (const [key, value] of Object.entries(op.fields) as [keyof ElementFields, unknown][])
      if (!same(node[key], value)) (fields as Record<string, unknown>)[key] = value;
    if (Object.keys(fields).length > 0) out.push({ ...op, fields });
  }
  return out;
}

/** The ids of the elements an operation names (the element; a move or insert also its container and neighbour). */
export function idsOf(op: DiffOp): string[] {
  if (op.op === 'insert' || op.op === 'move') return [op.id, op.container, ...(op.after ? [op.after] : [])];
  return [op.id];
}
