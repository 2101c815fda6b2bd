import type { DiffOp, ElementFields, ElementState } from '../../../common/api.ts';
import { EMPTY_FIELDS } from '../../../common/diff.ts';
import { walk, type NodePlace } from '../../../common/tree.ts';

/**
 * Undo and redo of the editor (issue 16 item 3): each user action is an entry holding its operations and
 * the operations that undo it (insert ↔ delete with the subtree's fields, move ↔ move back, update ↔ the
 * old fields). Undo applies the inverse through the model like any change, so it is checked by the same
 * rules and autosaved as a diff.
 */

/** One user action: what it did, and what undoes it. */
export interface HistoryEntry {
  ops: DiffOp[];
  inverse: DiffOp[];
  /** Typing in one element's fields joins one entry: the element and the fields typed. */
  typing?: string;
}

/** The fields of an element (without its id, kind and children). */
export function fieldsOf(node: ElementState): ElementFields {
  const fields = {} as Record<string, unknown>;
  for (const key of Object.keys(EMPTY_FIELDS)) fields[key] = node[key as keyof ElementFields];
  return fields as unknown as ElementFields;
}

/** The id of the element just before this one in its container, or null when it is the first. */
function previousId(place: NodePlace<ElementState>): string | null {
  return place.index > 0 ? place.parent!.children[place.index - 1]!.id : null;
}

/** The element and everything it holds as insert operations in document order (the same ids and fields). */
export function subtreeInserts(node: ElementState, container: string, after: string | null): DiffOp[] {
  const ops: DiffOp[] = [];
  for (const { node: n, parent, index } of walk(node)) {
    const place = parent
      ? { container: parent.id, after: index > 0 ? parent.children[index - 1]!.id : null }
      : { container, after };
    ops.push({ op: 'insert', id: n.id, kind: n.kind, ...place, fields: fieldsOf(n) });
  }
  return ops;
}

/** The operations that undo `op`, worked out on the tree before it (empty when it names nothing there). */
export function inverseOf(index: ReadonlyMap<string, NodePlace<ElementState>>, op: DiffOp): DiffOp[] {
  if (op.op === 'insert') return [{ op: 'delete', id: op.id }];
  const place = index.get(op.id);
  if (!place?.parent) return [];
  if (op.op === 'delete') return subtreeInserts(place.node, place.parent.id, previousId(place));
  if (op.op === 'move') return [{ op: 'move', id: op.id, container: place.parent.id, after: previousId(place) }];
  const old = {} as Record<string, unknown>;
  for (const key of Object.keys(op.fields)) old[key] = place.node[key as keyof ElementFields];
  return [{ op: 'update', id: op.id, fields: old as Partial<ElementFields> }];
}

/** How many actions are kept. */
export const HISTORY_LIMIT = 200;

/** The undo and redo stacks (each change makes new arrays: the model observes them by reference). */
export class EditHistory {
  undos: HistoryEntry[] = [];
  redos: HistoryEntry[] = [];

  /** A new action: on top of the undo stack (typing in the same fields joins the last entry); redo is cleared. */
  record(entry: HistoryEntry): void {
    const last = this.undos[this.undos.length - 1];
    if (entry.typing && last?.typing === entry.typing && this.redos.length === 0) {
      this.undos = [...this.undos.slice(0, -1), { ...last, ops: [...last.ops, ...entry.ops] }];
    } else this.undos = [...this.undos, entry].slice(-HISTORY_LIMIT);
    this.redos = [];
  }

  /** Takes the last entry off the undo (or redo) stack. */
  take(from: 'undos' | 'redos'): HistoryEntry | undefined {
    const entry = this[from][this[from].length - 1];
    if (entry) this[from] = this[from].slice(0, -1);
    return entry;
  }

  /** Puts an entry undone on the redo stack, or one redone back on the undo stack. */
  put(to: 'undos' | 'redos', entry: HistoryEntry): void {
    this[to] = [...this[to], entry];
  }

  /** Forgets every entry holding one of these operations (the server refused them). */
  drop(ops: readonly DiffOp[]): void {
    const refused = new Set(ops);
    const keep = (e: HistoryEntry) => !e.ops.some((op) => refused.has(op)) && !e.inverse.some((op) => refused.has(op));
    this.undos = this.undos.filter(keep);
    this.redos = this.redos.filter(keep);
  }
}
