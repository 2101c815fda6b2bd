import type { PublicationTreeNode } from '../../../common/api.ts';

/** A tree node with its depth and siblings, flattened for display. */
export interface TreeRow {
  node: PublicationTreeNode;
  depth: number;
  /** The node before and after it among its siblings (for moving it up and down). */
  previous: PublicationTreeNode | null;
  next: PublicationTreeNode | null;
}

/** The tree in display order: each link followed by its children. */
export function treeRows(roots: readonly PublicationTreeNode[], depth = 0): TreeRow[] {
  return roots.flatMap((node, i) => [
    { node, depth, previous: roots[i - 1] ?? null, next: roots[i + 1] ?? null },
    ...treeRows(node.children, depth + 1),
  ]);
}

/** A link and every link under it, deepest first (the order they are removed in). */
export function subtreeIds(node: PublicationTreeNode): string[] {
  return [...node.children.flatMap(subtreeIds), node.linkId];
}
