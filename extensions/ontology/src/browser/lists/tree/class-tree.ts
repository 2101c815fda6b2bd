/** One class as the tree loads it: its id, name and the ids of its parent classes. */
export interface TreeClass {
  id: string;
  name: string;
  parents: readonly string[];
  /** The user may not change this class (its parents included). */
  readonly?: boolean;
}

/** The hierarchy in memory: each class once, its children sorted by name, the roots. */
export interface ClassTree {
  byId: ReadonlyMap<string, TreeClass>;
  /** Ids of the classes with no parent among the loaded ones (a parent outside the ontology counts as none). */
  roots: readonly string[];
  /** Child ids by parent id, sorted by name. */
  children: ReadonlyMap<string, readonly string[]>;
  /** A class's parents that are loaded (the others are outside the ontology and not shown). */
  parentsOf(id: string): readonly string[];
}

const collator = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });

/**
 * Builds the tree from a flat list (one request's rows). A class with several parents is a child of
 * each; a parent that is not in the list (another ontology, a system class) is ignored, so such a class
 * becomes a root. A class whose parents all form a cycle among themselves has no root above it: one
 * class of each such cycle is made a root, so every loaded class can be reached.
 */
export function buildClassTree(classes: readonly TreeClass[]): ClassTree {
  const byId = new Map<string, TreeClass>();
  for (const c of classes) byId.set(c.id, c);
  const known = new Map<string, string[]>();
  const children = new Map<string, string[]>();
  const roots: string[] = [];
  for (const c of byId.values()) {
    const parents = [...new Set(c.parents)].filter((p) => p !== c.id && byId.has(p));
    known.set(c.id, parents);
    if (parents.length === 0) roots.push(c.id);
    for (const p of parents) {
      const list = children.get(p);
      if (list) list.push(c.id);
      else children.set(p, [c.id]);
    }
  }
  const byName = (a: string, b: string) => collator.compare(byId.get(a)!.name, byId.get(b)!.name) || (a < b ? -1 : 1);
  for (const list of children.values()) list.sort(byName);
  // Classes not reachable from any root sit on cycles only: lift one of each cycle to the roots.
  const reached = new Set<string>();
  const reach = (start: string) => {
    const stack = [start];
    while (stack.length) {
      const id = stack.pop()!;
      if (reached.has(id)) continue;
      reached.add(id);
      for (const child of children.get(id) ?? []) stack.push(child);
    }
  };
  roots.forEach(reach);
  for (const id of [...byId.keys()].sort(byName)) {
    if (reached.has(id)) continue;
    roots.push(id);
    reach(id);
  }
  roots.sort(byName);
  return { byId, roots, children, parentsOf: (id) => known.get(id) ?? [] };
}

/** Every class above `id` (parents, their parents, …), each once; cycles end. */
export function ancestorsOf(tree: ClassTree, id: string): Set<string> {
  const seen = new Set<string>();
  const stack = [...tree.parentsOf(id)];
  while (stack.length) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...tree.parentsOf(next));
  }
  return seen;
}

/**
 * Whether making `parent` a parent of `child` closes a cycle: the parent is the child itself or one of
 * its descendants (the child is then among the parent's ancestors).
 */
export function wouldCycle(tree: ClassTree, child: string, parent: string): boolean {
  return child === parent || ancestorsOf(tree, parent).has(child);
}

/** The classes whose name contains `query` (case-insensitive) and all their ancestors: what a search shows. */
export function revealMatches(tree: ClassTree, query: string): { matches: Set<string>; shown: Set<string> } {
  const needle = query.trim().toLocaleLowerCase();
  const matches = new Set<string>();
  const shown = new Set<string>();
  if (!needle) return { matches, shown };
  for (const c of tree.byId.values()) {
    if (!c.name.toLocaleLowerCase().includes(needle)) continue;
    matches.add(c.id);
    // Up from the match; a class already shown has its ancestors shown too, so the walk stops there.
    const stack = [c.id];
    while (stack.length) {
      const id = stack.pop()!;
      if (shown.has(id)) continue;
      shown.add(id);
      stack.push(...tree.parentsOf(id));
    }
  }
  return { matches, shown };
}

/**
 * The key of one node showing `id` (its path of ids from a root, joined by '/'), following the first
 * parent upwards: where the tree opens to show a class (after a move, for instance).
 */
export function firstPathKey(tree: ClassTree, id: string): string {
  const roots = new Set(tree.roots);
  const path = [id];
  const seen = new Set(path);
  let at = id;
  while (!roots.has(at)) {
    const up = tree.parentsOf(at).find((p) => !seen.has(p));
    if (!up) break;
    path.unshift(up);
    seen.add(up);
    at = up;
  }
  return path.join('/');
}

/** Every proper prefix of a node's key: the nodes to open so that it shows. */
export const keyPrefixes = (key: string): string[] =>
  key
    .split('/')
    .slice(0, -1)
    .map((_, i, parts) => parts.slice(0, i + 1).join('/'));
