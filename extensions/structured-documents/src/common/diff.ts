import type { DiffOp, ElementFields, ElementState } from './api.ts';
import { BUILT_IN_RULES, editRefusal, mayHighlight } from './containers.ts';
import { DiffDraft } from './diff-draft.ts';
import { placeContext, subtreeRefusal, type MoveChecks, type MoveRefusal } from './moves.ts';
import { walk } from './tree.ts';

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

/** The index among the container's children right after `after` (0 when null); -1 when `after` is not there. */
function indexAfter(draft: DiffDraft, container: string, after: string | null): number {
  if (after === null) return 0;
  return draft.parentId(after) === container ? draft.indexOf(after) + 1 : -1;
}

/**
 * Applies the operations in order; the first refusal stops it (the caller then saves nothing). The tree
 * is indexed once and kept indexed (diff-draft.ts); each operation is checked as moves.ts checks it.
 * An element deleted and inserted again with the same id and kind (an undo of a delete) is the same
 * element: it is not reported as deleted, and, when it was there before the diff, as updated.
 */
export function applyDiff(root: ElementState, diff: readonly DiffOp[], checks: MoveChecks): DiffResult | DiffRefusal {
  const draft = new DiffDraft(root);
  const rules = checks.rules ?? BUILT_IN_RULES;
  const result: DiffResult = {
    ok: true,
    tree: root,
    touched: new Set(),
    inserted: new Set(),
    updated: new Set(),
    deleted: new Set(),
  };
  const deletedKinds = new Map<string, string>();
  for (const [at, op] of diff.entries()) {
    const refuse = (reason: DiffRefusal['reason']): DiffRefusal => ({ ok: false, at, reason });
    if (op.op === 'update') {
      const node = draft.node(op.id);
      if (!node || draft.parentId(op.id) === null) return refuse('notFound');
      const refusal = updateRefusal(node, op.fields, checks);
      if (refusal) return refuse(refusal);
      // §5: a generator's mode decides where it may be, so new settings must still fit its place.
      if (node.kind === 'generator' && op.fields.settings) {
        const parent = draft.node(draft.parentId(op.id)!)!;
        const changed = { ...node, settings: op.fields.settings };
        if (!rules.canContain(parent.kind, 'generator', placeContext(changed, parent))) return refuse('notAllowedHere');
      }
      Object.assign(draft.own(op.id), op.fields);
      result.updated.add(op.id);
      continue;
    }
    if (op.op === 'delete') {
      const node = draft.node(op.id);
      const parentId = draft.parentId(op.id);
      if (!node) return refuse('notFound');
      if (!parentId) return refuse('noMove');
      const refusal = subtreeRefusal(node, draft.node(parentId)!, checks, 'delete');
      if (refusal) return refuse(refusal);
      for (const id of draft.remove(op.id)) result.deleted.add(id);
      for (const { node: n } of walk(node)) deletedKinds.set(n.id, n.kind);
      result.touched.add(parentId);
      continue;
    }
    const index = indexAfter(draft, op.container, op.after);
    if (index < 0) return refuse('notFound');
    const container = draft.node(op.container);
    if (op.op === 'insert') {
      const node: ElementState = { ...EMPTY_FIELDS, ...op.fields, id: op.id, kind: op.kind, children: [] };
      if (node.highlight && !mayHighlight(node.kind)) return refuse('noHighlight');
      if (!container) return refuse('notFound');
      const again = result.deleted.has(op.id);
      if (draft.node(op.id) || (again && deletedKinds.get(op.id) !== op.kind)) return refuse('duplicateId');
      const refusal = subtreeRefusal(node, container, checks, 'insert');
      if (refusal) return refuse(refusal);
      if (index > container.children.length) return refuse('noMove');
      draft.insert(op.container, node, index);
      result.touched.add(op.container);
      if (again) {
        result.deleted.delete(op.id);
        if (!result.inserted.has(op.id)) result.updated.add(op.id);
      } else result.inserted.add(op.id);
      continue;
    }
    const node = draft.node(op.id);
    const from = draft.parentId(op.id);
    if (!node) return refuse('notFound');
    if (!from) return refuse('noMove');
    const place = draft.indexOf(op.id);
    // `after` is counted with the element in its place; the move counts without it.
    const shift = from === op.container && place < index ? 1 : 0;
    // A move to where the element already is changes nothing: passed over, not refused.
    if (from === op.container && index - shift === place) continue;
    if (!container) return refuse('notFound');
    if (draft.isWithin(op.container, op.id)) return refuse('noMove');
    const byRights = editRefusal(checks.rights, node.kind, 'move');
    if (byRights) return refuse(byRights);
    if (!rules.canContain(container.kind, node.kind, placeContext(node, container))) return refuse('notAllowedHere');
    const room = container.children.length - (from === op.container ? 1 : 0);
    if (index - shift > room) return refuse('noMove');
    draft.move(op.id, op.container, index - shift);
    result.touched.add(from);
    result.touched.add(op.container);
  }
  return { ...result, tree: draft.root };
}
