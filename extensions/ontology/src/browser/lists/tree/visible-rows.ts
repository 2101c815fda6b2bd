import type { ClassTree } from './class-tree.ts';

/**
 * Which nodes are open. A node is a place in the tree, not a class: a class with two parents appears
 * twice and each copy opens on its own, so a node's key is its path of ids. "Expand all" is a flag plus
 * the nodes closed since, so it costs nothing however many nodes there are.
 */
export interface Expansion {
  all: boolean;
  /** Keys toggled against `all`: opened ones when `all` is false, closed ones when it is true. */
  toggled: ReadonlySet<string>;
}

export const COLLAPSED: Expansion = { all: false, toggled: new Set() };
export const EXPANDED: Expansion = { all: true, toggled: new Set() };

export const isOpen = (e: Expansion, key: string) => e.all !== e.toggled.has(key);

/** The expansion with one node opened or closed. */
export function setOpen(e: Expansion, key: string, open: boolean): Expansion {
  if (isOpen(e, key) === open) return e;
  const toggled = new Set(e.toggled);
  if (toggled.has(key)) toggled.delete(key);
  else toggled.add(key);
  return { all: e.all, toggled };
}

/** One drawn row of the tree. */
export interface TreeRow {
  /** The node's path of ids, joined by '/'. */
  key: string;
  id: string;
  name: string;
  /** 1 for a root (aria-level). */
  level: number;
  /** The class this copy hangs under (null for a root). */
  parentId: string | null;
  hasChildren: boolean;
  open: boolean;
  /** The names of all the class's loaded parents when it has more than one. */
  otherParents: string[];
  /** The class's name matches the search. */
  match: boolean;
  readonly: boolean;
}

/**
 * A tree whose classes have many parents can hold more paths than classes (each parent repeats the
 * subtree below it); this many rows is far past what anyone scrolls, and the cap keeps the page alive.
 */
export const MAX_ROWS = 200_000;

/**
 * The rows a reader sees, top to bottom: the roots and, under each open node, its children. A class
 * already on the node's own path is not repeated below it (a cycle ends). With a search (`shown`), only
 * the matching classes and their ancestors appear, all open.
 */
export function visibleRows(
  tree: ClassTree,
  expansion: Expansion,
  search?: { matches: ReadonlySet<string>; shown: ReadonlySet<string> },
): TreeRow[] {
  const rows: TreeRow[] = [];
  const filtering = !!search;
  const onPath = new Set<string>();
  const visit = (id: string, parentId: string | null, parentKey: string, level: number) => {
    if (rows.length >= MAX_ROWS) return;
    if (filtering && !search.shown.has(id)) return;
    onPath.add(id);
    const c = tree.byId.get(id)!;
    const key = parentKey ? `${parentKey}/${id}` : id;
    const kids = (tree.children.get(id) ?? []).filter((k) => !onPath.has(k) && (!filtering || search.shown.has(k)));
    const parents = tree.parentsOf(id);
    const open = kids.length > 0 && (filtering || isOpen(expansion, key));
    rows.push({
      key,
      id,
      name: c.name,
      level,
      parentId,
      hasChildren: kids.length > 0,
      open,
      otherParents: parents.length > 1 ? parents.map((p) => tree.byId.get(p)!.name) : [],
      match: !!search?.matches.has(id),
      readonly: !!c.readonly,
    });
    if (open) for (const k of kids) visit(k, id, key, level + 1);
    onPath.delete(id);
  };
  for (const root of tree.roots) visit(root, null, '', 1);
  return rows;
}
