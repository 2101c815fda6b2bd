import type { DiffOp, ElementFields, ElementState } from './api.ts';
import { editRefusal, mayHighlight } from './containers.ts';
import { deleteElement, insertElement, relocate, type MoveChecks, type MoveRefusal } from './moves.ts';
import { indexTree, replaceNode, walk } from './tree.ts';

/**
 * A save's diff (api.ts DiffOp) applied to a document state: the editor applies another editor's saved
 * diff with it, and the server checks a save with it before writing anything. Every operation goes
 * through the moves of moves.ts, so the container table and the rights of §5 hold for each one.
 */

/** An element with no fields set: what an insert starts from. */
export const EMPTY_FIELDS: ElementFields = {
  title: '',
  content: '',
  settings: {},
  numberingStrategy: null,
  startNumber: null,
  numberingSetAlias: null,
  highlight: false,
  logicalLevel: null,
  disabled: false,
  extraClasses: [],
};

/** What a diff did: the new tree, the containers whose order changed, and the elements written and removed. */
export interface DiffResult {
  ok: true;
  tree: ElementState;
  /** Containers whose children changed (their order chains to save). */
  touched: Set<string>;
  inserted: Set<string>;
  updated: Set<string>;
  /** Every element removed, with the elements inside it. */
  deleted: Set<string>;
}

/** Why a diff was refused: the operation's index in the diff and the reason (moves.ts, or a highlighted generator). */
export interface DiffRefusal {
  ok: false;
  at: number;
  reason: MoveRefusal | 'noHighlight';
}

/** The index among the container's children right after `after` (0 when null); -1 when `after` is not there. */
function indexAfter(tree: ElementState, container: string, after: string | null): number {
  if (after === null) return 0;
  const place = indexTree(tree).get(after);
  return place && place.parent?.id === container ? place.index + 1 : -1;
}

/** The fields an update sets, checked against the rights and the highlight rule. */
function updateRefusal(
  node: ElementState,
  fields: Partial<ElementFields>,
  checks: MoveChecks,
): DiffRefusal['reason'] | null {
  const byRights = editRefusal(checks.rights, node.kind, 'edit');
  if (byRights) return byRights;
  if (fields.highlight === true && !mayHighlight(node.kind)) return 'noHighlight';
  return null;
}

/** Applies the operations in order; the first refusal stops it (the caller then saves nothing). */
export function applyDiff(root: ElementState, diff: readonly DiffOp[], checks: MoveChecks): DiffResult | DiffRefusal {
  let tree = root;
  const result: DiffResult = {
    ok: true,
    tree,
    touched: new Set(),
    inserted: new Set(),
    updated: new Set(),
    deleted: new Set(),
  };
  for (const [at, op] of diff.entries()) {
    const refuse = (reason: DiffRefusal['reason']): DiffRefusal => ({ ok: false, at, reason });
    if (op.op === 'update') {
      const node = indexTree(tree).get(op.id)?.node;
      if (!node || node === tree) return refuse('notFound');
      const refusal = updateRefusal(node, op.fields, checks);
      if (refusal) return refuse(refusal);
      tree = replaceNode(tree, op.id, (n) => ({ ...n, ...op.fields }))!;
      result.updated.add(op.id);
      continue;
    }
    if (op.op === 'delete') {
      const place = indexTree(tree).get(op.id);
      const moved = deleteElement(tree, op.id, checks);
      if (!moved.ok) return refuse(moved.reason);
      for (const { node } of walk(place!.node)) result.deleted.add(node.id);
      tree = moved.tree;
      moved.touched.forEach((id) => result.touched.add(id));
      continue;
    }
    const index = indexAfter(tree, op.container, op.after);
    if (index < 0) return refuse('notFound');
    if (op.op === 'insert') {
      const node: ElementState = { ...EMPTY_FIELDS, ...op.fields, id: op.id, kind: op.kind, children: [] };
      if (node.highlight && !mayHighlight(node.kind)) return refuse('noHighlight');
      const moved = insertElement(tree, op.container, node, checks, index);
      if (!moved.ok) return refuse(moved.reason);
      tree = moved.tree;
      moved.touched.forEach((id) => result.touched.add(id));
      result.inserted.add(op.id);
      continue;
    }
    const place = indexTree(tree).get(op.id);
    if (!place?.parent) return refuse(place ? 'noMove' : 'notFound');
    // `after` is counted with the element in its place; relocate counts without it.
    const shift = place.parent.id === op.container && place.index < index ? 1 : 0;
    // A move to where the element already is changes nothing: passed over, not refused.
    if (place.parent.id === op.container && index - shift === place.index) continue;
    const moved = relocate(tree, op.id, op.container, index - shift, checks);
    if (!moved.ok) return refuse(moved.reason);
    tree = moved.tree;
    moved.touched.forEach((id) => result.touched.add(id));
  }
  return { ...result, tree };
}
