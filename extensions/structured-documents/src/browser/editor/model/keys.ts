/** What a key on the tree does (issue 16: keyboard reordering), or null for a key the tree leaves alone. */
export type TreeKeyAction =
  | { kind: 'select'; delta: -1 | 1 }
  | { kind: 'collapse' }
  | { kind: 'expand' }
  | { kind: 'moveUp' }
  | { kind: 'moveDown' }
  | { kind: 'levelUp' }
  | { kind: 'delete' }
  | { kind: 'toggleDisabled' }
  | { kind: 'insert' }
  | { kind: 'undo' }
  | { kind: 'redo' };

/** The shortcuts the toolbar's tooltips name. */
export const SHORTCUTS = {
  insert: 'Insert',
  delete: 'Delete',
  moveUp: 'Alt+↑',
  moveDown: 'Alt+↓',
  levelUp: 'Alt+←',
  disable: 'D',
  cut: 'Ctrl+X',
  copy: 'Ctrl+C',
  paste: 'Ctrl+V',
  undo: 'Ctrl+Z',
  redo: 'Ctrl+Shift+Z',
} as const;

/**
 * ↑/↓ select, ←/→ collapse/expand, Alt+↑/Alt+↓ move, Alt+← level up, Delete deletes, Insert opens the insert
 * menu, D turns the element off or on, Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo. Ctrl+X/C/V are the
 * browser's cut, copy and paste events (the tree handles those, with the system clipboard).
 */
export function treeKeyAction(e: {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey?: boolean;
}): TreeKeyAction | null {
  if (e.ctrlKey || e.metaKey) {
    const key = e.key.toLowerCase();
    if (e.altKey) return null;
    if (key === 'z' || key === 'я') return { kind: e.shiftKey ? 'redo' : 'undo' };
    if (key === 'y' || key === 'н') return { kind: 'redo' };
    return null;
  }
  if (e.altKey) {
    if (e.key === 'ArrowUp') return { kind: 'moveUp' };
    if (e.key === 'ArrowDown') return { kind: 'moveDown' };
    if (e.key === 'ArrowLeft') return { kind: 'levelUp' };
    return null;
  }
  switch (e.key) {
    case 'ArrowUp':
      return { kind: 'select', delta: -1 };
    case 'ArrowDown':
      return { kind: 'select', delta: 1 };
    case 'ArrowLeft':
      return { kind: 'collapse' };
    case 'ArrowRight':
      return { kind: 'expand' };
    case 'Delete':
      return { kind: 'delete' };
    case 'Insert':
      return { kind: 'insert' };
    case 'd':
    case 'D':
      return { kind: 'toggleDisabled' };
    default:
      return null;
  }
}
