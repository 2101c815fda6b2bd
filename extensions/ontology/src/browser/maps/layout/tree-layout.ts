import type { Positions } from '../../../common/maps/layout-doc.ts';

/**
 * A top-down tree layout for the taxonomy graph: roots on the first row, each class one row below its
 * first parent, leaves spread in the order of a depth-first walk so a subtree stays together and a
 * parent sits above the middle of its children. (Further parents are drawn as edges, not rows.)
 * Pure and linear in size, so it runs on the main thread even for large hierarchies. A cycle in the
 * parents (bad data) is cut where the walk meets it.
 */
export function treeLayout(
  ids: readonly string[],
  parentsOf: (id: string) => readonly string[],
  gap = { x: 180, y: 120 },
): Positions {
  const known = new Set(ids);
  const children = new Map<string, string[]>();
  const roots: string[] = [];
  for (const id of ids) {
    const parents = parentsOf(id).filter((p) => known.has(p) && p !== id);
    if (parents.length === 0) roots.push(id);
    // A class with several parents hangs under the first for the walk; its row reflects all of them.
    else (children.get(parents[0]!) ?? children.set(parents[0]!, []).get(parents[0]!)!).push(id);
  }
  const depth = new Map<string, number>();
  const order: string[] = [];
  const visiting = new Set<string>();
  const walk = (id: string, level: number) => {
    if (visiting.has(id) || depth.has(id)) return;
    visiting.add(id);
    depth.set(id, level);
    order.push(id);
    for (const child of children.get(id) ?? []) walk(child, level + 1);
    visiting.delete(id);
  };
  for (const root of roots) walk(root, 0);
  // What a cycle left unreached starts its own tree.
  for (const id of ids) if (!depth.has(id)) walk(id, 0);

  const out: Positions = {};
  const nextX = new Map<number, number>();
  let column = 0;
  const place = (id: string): number => {
    const kids = (children.get(id) ?? []).filter((c) => depth.get(c) === depth.get(id)! + 1 && out[c] === undefined);
    let x: number;
    if (kids.length === 0) x = column++ * gap.x;
    else {
      const xs = kids.map(place);
      x = (xs[0]! + xs[xs.length - 1]!) / 2;
    }
    const level = depth.get(id)!;
    x = Math.max(x, nextX.get(level) ?? -Infinity);
    nextX.set(level, x + gap.x);
    out[id] = { x, y: level * gap.y };
    return x;
  };
  for (const id of order) if (out[id] === undefined) place(id);
  return out;
}
