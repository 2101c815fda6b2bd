import type { TreeRow } from './visible-rows.ts';

/** What a key press in the tree does; the component carries it out. */
export type TreeKeyAction =
  | { kind: 'focus'; index: number }
  | { kind: 'toggle'; index: number; open: boolean }
  | { kind: 'open'; index: number }
  | null;

/**
 * The WAI-ARIA tree pattern's keys (https://www.w3.org/WAI/ARIA/apg/patterns/treeview/): Down/Up move,
 * Right opens a closed node or moves to its first child, Left closes an open node or moves to its
 * parent, Home/End go to the first/last row, Enter opens the class's card. A pure function of the rows,
 * so it is tested without a DOM.
 */
export function treeKeyAction(key: string, rows: readonly TreeRow[], active: number): TreeKeyAction {
  if (rows.length === 0) return null;
  const at = Math.min(Math.max(active, 0), rows.length - 1);
  const row = rows[at]!;
  switch (key) {
    case 'ArrowDown':
      return { kind: 'focus', index: Math.min(at + 1, rows.length - 1) };
    case 'ArrowUp':
      return { kind: 'focus', index: Math.max(at - 1, 0) };
    case 'Home':
      return { kind: 'focus', index: 0 };
    case 'End':
      return { kind: 'focus', index: rows.length - 1 };
    case 'ArrowRight':
      if (!row.hasChildren) return null;
      return row.open ? { kind: 'focus', index: at + 1 } : { kind: 'toggle', index: at, open: true };
    case 'ArrowLeft': {
      if (row.open) return { kind: 'toggle', index: at, open: false };
      const parentKey = row.key.slice(0, Math.max(row.key.lastIndexOf('/'), 0));
      if (!parentKey) return null;
      for (let i = at - 1; i >= 0; i--) if (rows[i]!.key === parentKey) return { kind: 'focus', index: i };
      return null;
    }
    case 'Enter':
      return { kind: 'open', index: at };
    default:
      return null;
  }
}
