import { PROP, type SetDataOperation } from '@ontobench/sdk';
import { wouldCycle, type ClassTree } from './class-tree.ts';

/** A move of one class: from the parent it was under (null: a root) to a new one (null: make it a root). */
export interface Move {
  id: string;
  from: string | null;
  to: string | null;
}

/** Why a move is refused: it would close a cycle, or changes nothing. */
export type MoveProblem = 'cycle' | 'same';

/** Checks a move before anything is sent: no cycles (the store tolerates them, the tree refuses them). */
export function moveProblem(tree: ClassTree, move: Move): MoveProblem | null {
  if (move.to === move.from) return 'same';
  if (move.to !== null && wouldCycle(tree, move.id, move.to)) return 'cycle';
  return null;
}

/**
 * The set_data operations of a move: the parent it was dragged from is replaced, the class's other
 * parents stay. Moving under a class that is already another of its parents only drops `from`.
 */
export function moveOps(tree: ClassTree, move: Move): SetDataOperation[] {
  const ops: SetDataOperation[] = [];
  if (move.from !== null) ops.push({ op: 'rem', inst: move.id, prop: PROP.parentClass, val: move.from });
  if (move.to !== null && !tree.parentsOf(move.id).includes(move.to))
    ops.push({ op: 'add', inst: move.id, prop: PROP.parentClass, val: move.to });
  return ops;
}
