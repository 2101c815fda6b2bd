import type { ElementFields, ElementState } from './api.ts';
import { walk } from './tree.ts';

/** How an element differs between two publications (issue 16 item 7: additions, removals and changes per element). */
export type ElementChange = 'added' | 'removed' | 'changed' | 'moved' | 'same';

/** One row of a compare: the element in the older and the newer publication (null where it is not). */
export interface CompareRow {
  id: string;
  kind: string;
  change: ElementChange;
  depth: number;
  before: ElementState | null;
  after: ElementState | null;
  /** The fields that differ, for a changed element. */
  fields: (keyof ElementFields)[];
}

const COMPARED: (keyof ElementFields)[] = [
  'title',
  'content',
  'settings',
  'numberingStrategy',
  'startNumber',
  'numberingSetAlias',
  'highlight',
  'disabled',
  'extraClasses',
];

interface Place {
  node: ElementState;
  parent: string | null;
  index: number;
  depth: number;
}

function places(root: ElementState): Map<string, Place> {
  const out = new Map<string, Place>();
  for (const { node, parent, index, depth } of walk(root))
    out.set(node.id, { node, parent: parent?.id ?? null, index, depth });
  return out;
}

/**
 * Two publications side by side, element by element: the newer one's elements in its order, each marked
 * added, changed (with the fields), moved (another container or another place among the same siblings)
 * or the same, and the elements only the older one has, marked removed, right after the row that
 * preceded them there. Linear in the number of elements.
 */
export function comparePublications(older: ElementState, newer: ElementState): CompareRow[] {
  const before = places(older);
  const after = places(newer);
  const rows: CompareRow[] = [];
  const removedAfter = new Map<string | null, CompareRow[]>();
  let previous: string | null = null;
  for (const [id, place] of before) {
    if (!place.parent) continue;
    if (!after.has(id)) {
      const list = removedAfter.get(previous) ?? [];
      list.push({
        id,
        kind: place.node.kind,
        change: 'removed',
        depth: place.depth,
        before: place.node,
        after: null,
        fields: [],
      });
      removedAfter.set(previous, list);
    } else previous = id;
  }
  rows.push(...(removedAfter.get(null) ?? []));
  for (const [id, place] of after) {
    if (!place.parent) continue;
    const old = before.get(id);
    const fields = old ? COMPARED.filter((f) => JSON.stringify(old.node[f]) !== JSON.stringify(place.node[f])) : [];
    const moved = old ? old.parent !== place.parent || old.index !== place.index : false;
    const change: ElementChange = !old ? 'added' : fields.length > 0 ? 'changed' : moved ? 'moved' : 'same';
    rows.push({
      id,
      kind: place.node.kind,
      change,
      depth: place.depth,
      before: old?.node ?? null,
      after: place.node,
      fields,
    });
    rows.push(...(removedAfter.get(id) ?? []));
  }
  return rows;
}
