import type { MapGraph } from '../../../common/maps/graph.ts';

/** The largest neighbourhood the map offers: past a few hops a neighbourhood is most of the map. */
export const MAX_HOPS = 5;

/**
 * The nodes within `hops` edges of `centre`, edges taken in both directions (a subclass and its parent,
 * an individual and its class are neighbours either way). The centre is included; an unknown centre
 * gives an empty set.
 */
export function neighbourhood(graph: MapGraph, centre: string, hops: number): Set<string> {
  if (!graph.nodes.some((n) => n.id === centre)) return new Set();
  const adjacent = new Map<string, string[]>();
  const link = (a: string, b: string) => (adjacent.get(a) ?? adjacent.set(a, []).get(a)!).push(b);
  for (const e of graph.edges) {
    link(e.from, e.to);
    link(e.to, e.from);
  }
  const seen = new Set([centre]);
  let frontier = [centre];
  for (let hop = 0; hop < Math.min(hops, MAX_HOPS) && frontier.length > 0; hop++) {
    const next: string[] = [];
    for (const id of frontier)
      for (const other of adjacent.get(id) ?? [])
        if (!seen.has(other)) {
          seen.add(other);
          next.push(other);
        }
    frontier = next;
  }
  return seen;
}
