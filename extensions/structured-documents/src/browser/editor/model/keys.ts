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
  | { kind: 'insert' };

/** The shortcuts the toolbar's tooltips name. */
export const SHORTCUTS = {
  insert: 'Insert',
  delete: 'Delete',
  moveUp: 'Alt+↑',
  moveDown: 'Alt+↓',
  levelUp: 'Alt+←',
  disable: 'D',
} as const;

/** ↑/↓ select, ←/→ collapse/expand, Alt+↑/Alt+↓ move, Alt+← level up, Delete deletes, Insert opens the insert menu, D turns the element off or on. */
export function treeKeyAction(e: {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}): TreeKeyAction | null {
  if (e.ctrlKey || e.metaKey) return null;
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
