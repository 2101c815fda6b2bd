import type { ClusterGroup } from './clusters.ts';
import type { MapGraph } from '../../../common/maps/graph.ts';
import type { Positions } from '../../../common/maps/layout-doc.ts';

/**
 * What a map looks like with some cluster groups collapsed (issue 14, item 7). The map draws its own
 * clusters instead of vis-network's `cluster()`, which refreshes the whole network on every call
 * (~0.35 s on 2,000 nodes): a collapsed group is one node at its members' centre, its members are
 * filtered out of the canvas' DataView, and the edges that crossed from it to the rest become one
 * edge per pair of ends, as wide as the edges it stands for. Pure: the canvas syncs the result into
 * its DataSets.
 */

/** Ids of the nodes and edges made here: no term id starts so (terms are UUIDs). */
export const CLUSTER_PREFIX = 'cluster:';
export const isClusterId = (id: string) => id.startsWith(CLUSTER_PREFIX);

export interface ClusterNode {
  id: string;
  /** The node that names the cluster. */
  anchor: string;
  count: number;
  x: number;
  y: number;
}

export interface ClusterEdge {
  id: string;
  from: string;
  to: string;
  /** How many of the graph's edges it stands for. */
  count: number;
}

export interface CollapsedView {
  /** Each hidden member and the cluster that holds it. */
  hiddenBy: Map<string, string>;
  clusters: ClusterNode[];
  edges: ClusterEdge[];
}

/**
 * The clusters of `graph` (the part the filters leave) with the groups in `collapsed` closed. A
 * cluster sits at the mean of its members' positions (those without one are left out of the mean).
 * An edge inside a cluster is hidden; an edge from a cluster to anything else joins the one edge of
 * that pair (either direction: the pair's edges mean different things, so the merged one has no arrow).
 */
export function collapsedView(
  graph: MapGraph,
  groups: readonly ClusterGroup[],
  collapsed: ReadonlySet<string>,
  positions: Positions,
): CollapsedView {
  const present = new Set(graph.nodes.map((n) => n.id));
  const hiddenBy = new Map<string, string>();
  const clusters: ClusterNode[] = [];
  for (const group of groups) {
    if (!collapsed.has(group.id)) continue;
    const members = group.members.filter((m) => present.has(m) && !hiddenBy.has(m));
    if (members.length === 0) continue;
    let x = 0;
    let y = 0;
    let placed = 0;
    for (const m of members) {
      hiddenBy.set(m, group.id);
      const p = positions[m];
      if (!p) continue;
      x += p.x;
      y += p.y;
      placed++;
    }
    const centre = placed > 0 ? { x: x / placed, y: y / placed } : { x: 0, y: 0 };
    clusters.push({ id: group.id, anchor: group.anchor, count: members.length, ...centre });
  }
  const merged = new Map<string, ClusterEdge>();
  for (const e of graph.edges) {
    const from = hiddenBy.get(e.from) ?? e.from;
    const to = hiddenBy.get(e.to) ?? e.to;
    if (from === to || (from === e.from && to === e.to)) continue;
    const [a, b] = from < to ? [from, to] : [to, from];
    const id = `${CLUSTER_PREFIX}${a}~${b}`;
    const edge = merged.get(id);
    if (edge) edge.count++;
    else merged.set(id, { id, from: a, to: b, count: 1 });
  }
  return { hiddenBy, clusters, edges: [...merged.values()] };
}

/**
 * The groups split into batches opened (or closed) one per frame: each batch moves at most about
 * `nodes` nodes into or out of the canvas, so that no frame adds more than a build slice does.
 */
export function batches(groups: readonly ClusterGroup[], nodes: number): ClusterGroup[][] {
  const out: ClusterGroup[][] = [];
  let batch: ClusterGroup[] = [];
  let size = 0;
  for (const group of groups) {
    if (batch.length > 0 && size + group.members.length > nodes) {
      out.push(batch);
      batch = [];
      size = 0;
    }
    batch.push(group);
    size += group.members.length;
  }
  if (batch.length > 0) out.push(batch);
  return out;
}
