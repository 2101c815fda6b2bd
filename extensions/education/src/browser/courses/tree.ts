import type { CourseItemInput } from '../../common/courses/api.ts';

/**
 * The course structure tree as the page edits it: a flat list of items, each naming its parent, siblings
 * by `order`. Every edit returns a new list with the siblings' orders renumbered 1, 2, 3… (pure functions,
 * tested in tree.test.ts).
 */
export type TreeItem = CourseItemInput;

/** An item with its depth, in the order the tree shows (depth first). */
export interface ShownItem {
  item: TreeItem;
  depth: number;
}

const siblingsOf = (items: readonly TreeItem[], parent: string | null) =>
  items.filter((i) => i.parent === parent).sort((a, b) => a.order - b.order);

/** The items depth first, each with its depth. */
export function shown(items: readonly TreeItem[]): ShownItem[] {
  const out: ShownItem[] = [];
  const walk = (parent: string | null, depth: number) => {
    for (const item of siblingsOf(items, parent)) {
      out.push({ item, depth });
      walk(item.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** The list with one parent's children given in a new order (orders 1…n). */
function withSiblings(items: readonly TreeItem[], parent: string | null, ordered: readonly TreeItem[]): TreeItem[] {
  const order = new Map(ordered.map((i, n) => [i.id, n + 1]));
  return items.map((i) => (i.parent === parent && order.has(i.id) ? { ...i, order: order.get(i.id)! } : i));
}

/** Adds an item at the end of `parent`'s children. */
export function addItem(items: readonly TreeItem[], item: Omit<TreeItem, 'order'>): TreeItem[] {
  return [...items, { ...item, order: siblingsOf(items, item.parent).length + 1 }];
}

/** Moves an item one place up (-1) or down (+1) among its siblings; at the edge, nothing changes. */
export function move(items: readonly TreeItem[], id: string, by: -1 | 1): TreeItem[] {
  const item = items.find((i) => i.id === id);
  if (!item) return [...items];
  const siblings = siblingsOf(items, item.parent);
  const at = siblings.findIndex((i) => i.id === id);
  const to = at + by;
  if (to < 0 || to >= siblings.length) return [...items];
  const ordered = [...siblings];
  [ordered[at], ordered[to]] = [ordered[to]!, ordered[at]!];
  return withSiblings(items, item.parent, ordered);
}

/** Makes the item the last child of its previous sibling; the first child stays. */
export function indent(items: readonly TreeItem[], id: string): TreeItem[] {
  const item = items.find((i) => i.id === id);
  if (!item) return [...items];
  const siblings = siblingsOf(items, item.parent);
  const previous = siblings[siblings.findIndex((i) => i.id === id) - 1];
  if (!previous) return [...items];
  const moved = items.map((i) =>
    i.id === id ? { ...i, parent: previous.id, order: siblingsOf(items, previous.id).length + 1 } : i,
  );
  return withSiblings(moved, item.parent, siblingsOf(moved, item.parent));
}

/** Makes the item the next sibling of its parent; a top-level item stays. */
export function outdent(items: readonly TreeItem[], id: string): TreeItem[] {
  const item = items.find((i) => i.id === id);
  const parent = item?.parent ? items.find((i) => i.id === item.parent) : undefined;
  if (!item || !parent) return [...items];
  const grand = siblingsOf(items, parent.parent).filter((i) => i.id !== id);
  const ordered = [...grand];
  ordered.splice(grand.findIndex((i) => i.id === parent.id) + 1, 0, { ...item, parent: parent.parent });
  const moved = items.map((i) => (i.id === id ? { ...i, parent: parent.parent } : i));
  return withSiblings(withSiblings(moved, item.parent, siblingsOf(moved, item.parent)), parent.parent, ordered);
}

/** Removes the item and everything under it. */
export function removeItem(items: readonly TreeItem[], id: string): TreeItem[] {
  const gone = new Set([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const i of items)
      if (i.parent && gone.has(i.parent) && !gone.has(i.id)) {
        gone.add(i.id);
        grew = true;
      }
  }
  const parent = items.find((i) => i.id === id)?.parent ?? null;
  const left = items.filter((i) => !gone.has(i.id));
  return withSiblings(left, parent, siblingsOf(left, parent));
}

/** Changes some fields of one item. */
export const updateItem = (items: readonly TreeItem[], id: string, change: Partial<TreeItem>): TreeItem[] =>
  items.map((i) => (i.id === id ? { ...i, ...change } : i));
