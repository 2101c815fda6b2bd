/**
 * The element tree of a document state (domain.md §3: objectId, innerId, kind, childElements,
 * isCollapsed, settings.disabled, extraClasses). Every helper is iterative (a deep document cannot
 * overflow the stack) and linear in the number of elements. The helpers are generic, so a richer node
 * (the server's element with its fields) keeps its type through them.
 */

/** One element: the root is the document itself (kind `document`). */
export interface ElementNode {
  /** The element's object id. */
  id: string;
  /** The element's id inside its document, when it has one besides the object id. */
  innerId?: string;
  kind: string;
  children: ElementNode[];
  /** Its children are hidden in the editor's tree (kept per document by the browser). */
  collapsed?: boolean;
  /** Turned off (§4 "components can be disabled or turned on"): kept, not rendered. */
  disabled?: boolean;
  extraClasses?: string[];
  /** The element's settings JSON, parsed (defaults.ts reads it). */
  settings?: Record<string, unknown>;
}

/** Where a node is: its parent (null for the root), its index among the parent's children and its depth (root 0). */
export interface NodePlace<N extends ElementNode = ElementNode> {
  node: N;
  parent: N | null;
  index: number;
  depth: number;
}

function childrenOf<N extends ElementNode>(node: N): N[] {
  return node.children as N[];
}

/** Every node with its place, depth-first in document order (a node before its children, children in order). */
export function* walk<N extends ElementNode>(root: N): Generator<NodePlace<N>> {
  const stack: NodePlace<N>[] = [{ node: root, parent: null, index: 0, depth: 0 }];
  while (stack.length > 0) {
    const place = stack.pop()!;
    yield place;
    const children = childrenOf(place.node);
    for (let i = children.length - 1; i >= 0; i--)
      stack.push({ node: children[i]!, parent: place.node, index: i, depth: place.depth + 1 });
  }
}

/** The node with this id, or undefined. */
export function findNode<N extends ElementNode>(root: N, id: string): N | undefined {
  for (const { node } of walk(root)) if (node.id === id) return node;
  return undefined;
}

/** The place of the node with this id, or undefined. */
export function placeOf<N extends ElementNode>(root: N, id: string): NodePlace<N> | undefined {
  for (const place of walk(root)) if (place.node.id === id) return place;
  return undefined;
}

/** The parent of the node with this id: null for the root, undefined when there is no such node. */
export function parentOf<N extends ElementNode>(root: N, id: string): N | null | undefined {
  return placeOf(root, id)?.parent;
}

/** The nodes from the root down to the node with this id (both included); empty when there is none. */
export function pathTo<N extends ElementNode>(root: N, id: string): N[] {
  const parents = new Map<N, N | null>();
  for (const { node, parent } of walk(root)) {
    parents.set(node, parent);
    if (node.id !== id) continue;
    const path: N[] = [];
    for (let at: N | null = node; at; at = parents.get(at) ?? null) path.push(at);
    return path.reverse();
  }
  return [];
}

/** Every node's place by id, in one pass (for many look-ups in one tree). */
export function indexTree<N extends ElementNode>(root: N): Map<string, NodePlace<N>> {
  const index = new Map<string, NodePlace<N>>();
  for (const place of walk(root)) index.set(place.node.id, place);
  return index;
}

/** One row of the editor's (virtualised) tree. */
export interface VisibleRow<N extends ElementNode = ElementNode> {
  node: N;
  /** 0 for the root's children (or the root itself when it is shown). */
  depth: number;
  hasChildren: boolean;
}

/**
 * The rows a tree view shows, in document order: every node whose ancestors are all expanded (the
 * children of a collapsed node are skipped, not visited). The root is a row only when asked.
 */
export function visibleRows<N extends ElementNode>(root: N, options: { includeRoot?: boolean } = {}): VisibleRow<N>[] {
  const rows: VisibleRow<N>[] = [];
  const stack: { node: N; depth: number }[] = [];
  const pushChildren = (node: N, depth: number) => {
    const children = childrenOf(node);
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i]!, depth });
  };
  if (options.includeRoot) stack.push({ node: root, depth: 0 });
  else pushChildren(root, 0);
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    rows.push({ node, depth, hasChildren: node.children.length > 0 });
    if (!node.collapsed) pushChildren(node, depth + 1);
  }
  return rows;
}

/**
 * A new tree in which the node with this id is replaced by `change(node)`; the nodes on the way down are
 * copied, every other node is shared. Undefined when there is no such node.
 */
export function replaceNode<N extends ElementNode>(root: N, id: string, change: (node: N) => N): N | undefined {
  const path = pathTo(root, id);
  if (path.length === 0) return undefined;
  let replaced = change(path[path.length - 1]!);
  for (let i = path.length - 2; i >= 0; i--) {
    const parent = path[i]!;
    const old = path[i + 1]!;
    replaced = { ...parent, children: childrenOf(parent).map((c) => (c === old ? replaced : c)) };
  }
  return replaced;
}
