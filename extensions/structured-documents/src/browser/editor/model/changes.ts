import type { DiffOp, ElementState } from '../../../common/api.ts';
import { applyDiff, type DiffRefusal } from '../../../common/diff.ts';
import { levelUp, moveDown, moveNextTo, moveUp, setDisabled, type MoveChecks } from '../../../common/moves.ts';
import { walk, type NodePlace } from '../../../common/tree.ts';
import { placeInTree, type InsertTarget } from './tree-view.ts';

/**
 * The editor's changes as the operations of a diff (api.ts DiffOp): each is worked out by the common
 * rules (moves.ts), so a change the editor makes is the change the server checks and applies.
 */

/** A change the rules refused, with why. */
export interface Refused {
  refused: DiffRefusal['reason'];
}

/** The insert of a new `kind` element at the target; a generator put in a table fills it (table mode, §5). */
export function insertOp(target: InsertTarget, kind: string): Extract<DiffOp, { op: 'insert' }> {
  const tableMode = kind === 'generator' && target.container.kind === 'table';
  return {
    op: 'insert',
    id: crypto.randomUUID(),
    kind,
    container: target.container.id,
    after: target.after,
    ...(tableMode ? { fields: { settings: { mode: 'table' } } } : {}),
  };
}

/** Where the selection goes when the element is deleted: the next sibling, else the previous, else the container. */
export function neighbourOf(index: Map<string, NodePlace<ElementState>>, id: string): string | null {
  const place = index.get(id);
  if (!place?.parent) return null;
  const siblings = place.parent.children;
  const next = siblings[place.index + 1] ?? siblings[place.index - 1];
  if (next) return next.id;
  return index.get(place.parent.id)?.parent ? place.parent.id : null;
}

/** Turning an element off or on (§4), as an update of its `disabled` field. */
export function disableOp(root: ElementState, id: string, disabled: boolean, checks: MoveChecks): DiffOp | Refused {
  const result = setDisabled(root, id, disabled, checks);
  return result.ok ? { op: 'update', id, fields: { disabled } } : { refused: result.reason };
}

const MOVES = { up: moveUp, down: moveDown, levelUp } as const;

/** A move up, down or a level up (§4) as a `move` to the place the rules chose. */
export function moveOp(root: ElementState, id: string, kind: keyof typeof MOVES, checks: MoveChecks): DiffOp | Refused {
  const result = MOVES[kind](root, id, checks);
  if (!result.ok) return { refused: result.reason };
  const place = placeInTree(result.tree, id);
  return place ? { op: 'move', id, ...place } : { refused: 'notFound' };
}

/** A move before or after another element (drag and drop, §4). */
export function moveNextToOp(
  root: ElementState,
  id: string,
  targetId: string,
  side: 'before' | 'after',
  checks: MoveChecks,
): DiffOp | Refused {
  const result = moveNextTo(root, id, targetId, side, checks);
  if (!result.ok) return { refused: result.reason };
  const place = placeInTree(result.tree, id);
  return place ? { op: 'move', id, ...place } : { refused: 'notFound' };
}

/**
 * This editor's unsaved operations replayed on the server's newer tree (another editor saved). The
 * running save's operations are replayed where they still apply (the server decides on them); a pending
 * one that no longer applies is dropped, and the user is told.
 */
export function rebase(
  base: ElementState,
  inFlight: readonly DiffOp[],
  pending: readonly DiffOp[],
  checks: MoveChecks,
): { tree: ElementState; pending: DiffOp[]; dropped: number } {
  let tree = base;
  for (const op of inFlight) {
    const result = applyDiff(tree, [op], checks);
    if (result.ok) tree = result.tree;
  }
  const kept: DiffOp[] = [];
  for (const op of pending) {
    const result = applyDiff(tree, [op], checks);
    if (!result.ok) continue;
    tree = result.tree;
    kept.push(op);
  }
  return { tree, pending: kept, dropped: pending.length - kept.length };
}

/** Who holds the element an operation changes (for a delete, anything inside it); undefined when no other tab does. */
export function lockHolder(
  index: Map<string, NodePlace<ElementState>>,
  held: ReadonlyMap<string, string>,
  op: DiffOp,
): string | undefined {
  if (held.size === 0 || op.op === 'insert') return undefined;
  if (op.op !== 'delete') return held.get(op.id);
  const node = index.get(op.id)?.node;
  if (node) for (const { node: n } of walk(node)) if (held.has(n.id)) return held.get(n.id);
  return undefined;
}
