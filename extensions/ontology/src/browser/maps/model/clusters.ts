import type { MapGraph } from '../../../common/maps/graph.ts';

/** One cluster of a zoomed-out map: drawn as a single node named after its anchor. */
export interface ClusterGroup {
  id: string;
  /** The node that names the cluster: the class, or the community's best-connected node. */
  anchor: string;
  members: string[];
}

export interface ClusterPlan {
  mode: 'class' | 'community';
  groups: ClusterGroup[];
}

/** A zoomed-out map is clustered only past this many nodes; a small map stays as it is. */
export const CLUSTER_MIN_NODES = 300;

/**
 * Groups by class: each class with its individuals (instance-of edges) and the data properties whose
 * first domain it is. Only classes that gather something make a group.
 */
export function groupsByClass(graph: MapGraph): ClusterGroup[] {
  const byClass = new Map<string, string[]>();
  const taken = new Set<string>();
  const join = (cls: string, member: string) => {
    if (taken.has(member)) return;
    taken.add(member);
    (byClass.get(cls) ?? byClass.set(cls, []).get(cls)!).push(member);
  };
  for (const e of graph.edges) {
    if (e.kind === 'instanceOf') join(e.to, e.from);
    else if (e.kind === 'dataProperty') join(e.from, e.to);
  }
  return [...byClass].map(([cls, members]) => ({ id: `cluster:${cls}`, anchor: cls, members: [cls, ...members] }));
}

/**
 * Communities by label propagation: each node, least connected first, takes the label most of its
 * neighbours hold (a tie keeps its own, else goes to the label of the best-connected neighbour), until
 * nothing changes. Deterministic, linear per round, and good enough to gather a class tree's branches.
 * Groups of one are left out.
 */
export function communities(graph: MapGraph, rounds = 10): ClusterGroup[] {
  const adjacent = new Map<string, string[]>(graph.nodes.map((n) => [n.id, []]));
  for (const e of graph.edges) {
    if (!adjacent.has(e.from) || !adjacent.has(e.to) || e.from === e.to) continue;
    adjacent.get(e.from)!.push(e.to);
    adjacent.get(e.to)!.push(e.from);
  }
  const degree = (id: string) => adjacent.get(id)!.length;
  const order = graph.nodes.map((n) => n.id).sort((a, b) => degree(a) - degree(b));
  const label = new Map(order.map((id) => [id, id]));
  for (let round = 0; round < rounds; round++) {
    let changed = false;
    for (const id of order) {
      const held = new Map<string, { count: number; strongest: number }>();
      for (const other of adjacent.get(id)!) {
        const l = label.get(other)!;
        const h = held.get(l) ?? { count: 0, strongest: 0 };
        held.set(l, { count: h.count + 1, strongest: Math.max(h.strongest, degree(other)) });
      }
      // Most neighbours first; on a tie its own label, else the best-connected neighbour's.
      const own = label.get(id)!;
      const rank = (l: string, h: { count: number; strongest: number }) => [h.count, l === own ? 1 : 0, h.strongest];
      let best = own;
      let bestRank = rank(own, held.get(own) ?? { count: 0, strongest: 0 });
      for (const [l, h] of held) {
        const r = rank(l, h);
        const i = r.findIndex((v, k) => v !== bestRank[k]);
        if (i >= 0 && r[i]! > bestRank[i]!) {
          best = l;
          bestRank = r;
        }
      }
      if (best !== own) {
        label.set(id, best);
        changed = true;
      }
    }
    if (!changed) break;
  }
  const members = new Map<string, string[]>();
  for (const id of order) {
    const l = label.get(id)!;
    (members.get(l) ?? members.set(l, []).get(l)!).push(id);
  }
  return [...members.values()]
    .filter((m) => m.length > 1)
    .map((m) => {
      const anchor = m.reduce((a, b) => (degree(b) > degree(a) ? b : a));
      return { id: `cluster:${anchor}`, anchor, members: m };
    });
}

/** How many nodes a map shows once `groups` are collapsed. */
export function collapsedCount(nodeCount: number, groups: readonly ClusterGroup[]): number {
  return groups.reduce((count, g) => count - g.members.length + 1, nodeCount);
}

/**
 * The clusters of a zoomed-out map: by class when that at least halves the map
 * (a map of many individuals), otherwise by community (a large class tree, or few individuals).
 */
export function clusterPlan(graph: MapGraph): ClusterPlan {
  const byClass = groupsByClass(graph);
  if (byClass.length > 0 && collapsedCount(graph.nodes.length, byClass) <= graph.nodes.length / 2)
    return { mode: 'class', groups: byClass };
  return { mode: 'community', groups: communities(graph) };
}

/** Below this zoom a large map is clustered; from UNCLUSTER_SCALE up it is not (the gap stops flicker). */
export const CLUSTER_SCALE = 0.35;
export const UNCLUSTER_SCALE = 0.5;

/** Whether the map should be clustered at `scale`, showing `visible` nodes, given whether it is now. */
export function clusterWanted(scale: number, visible: number, clustered: boolean): boolean {
  if (visible <= CLUSTER_MIN_NODES) return false;
  return clustered ? scale < UNCLUSTER_SCALE : scale < CLUSTER_SCALE;
}
