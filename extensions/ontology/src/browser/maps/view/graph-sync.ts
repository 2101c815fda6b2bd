import { DataView, type DataSet } from 'vis-data';
import type { Network } from 'vis-network';
import type { MapGraph } from '../../../common/maps/graph.ts';
import { isClusterId } from '../model/collapse.ts';
import { SLICE_SIZE, slices } from '../model/large-map.ts';
import type { Positions } from '../../../common/maps/layout-doc.ts';
import { toVisEdge, toVisNode, type CanvasColours, type VisEdge, type VisNode } from './vis-style.ts';

export interface MapSets {
  nodes: DataSet<VisNode>;
  edges: DataSet<VisEdge>;
}

/**
 * The DataViews the network is given: the map's own cluster nodes and edges always pass, terms as
 * `shows` decides (the filters, a neighbourhood, not hidden in a cluster).
 */
export function canvasViews(
  sets: MapSets,
  shows: { node(id: string): boolean; edge(id: string): boolean },
): { nodes: DataView<VisNode>; edges: DataView<VisEdge> } {
  return {
    nodes: new DataView(sets.nodes, { filter: (n) => isClusterId(n.id) || shows.node(n.id) }),
    edges: new DataView(sets.edges, { filter: (e) => isClusterId(e.id) || shows.edge(e.id) }),
  };
}

/**
 * Runs a change of the DataSets with vis' drawing held, then draws once at the next frame. With physics
 * off, vis draws the whole canvas synchronously after every add, update or remove event (its
 * startSimulation → _redraw), so a change of six events drew the map six times (~90 ms each on 2,000
 * nodes). The hold is vis' own internal `_blockRedraw` / `_allowRedraw` pair, the one it uses while it
 * stabilises; `body` is not in its types.
 */
export function quietly(net: Network, change: () => void): void {
  const emitter = (net as unknown as { body?: { emitter?: { emit(event: string): void } } }).body?.emitter;
  if (!emitter) return change();
  emitter.emit('_blockRedraw');
  try {
    change();
  } finally {
    emitter.emit('_allowRedraw');
    emitter.emit('_requestRedraw');
  }
}

/** Waits for the next frame to be drawn, then for the task after it (a hidden tab draws no frames). */
export function afterNextFrame(): Promise<void> {
  return new Promise((done) => {
    if (document.visibilityState === 'hidden') setTimeout(done, 0);
    else requestAnimationFrame(() => setTimeout(done, 0));
  });
}

/**
 * Brings the DataSets (and so the network) in line with the graph: new nodes and edges are added,
 * renamed ones updated, missing ones removed. With `sliced` the additions go in slices of SLICE_SIZE
 * nodes, each with the edges whose ends are then both present, and a frame is drawn between slices:
 * a 2,000-node map is built in several short tasks instead of one long block (issue 14, item 7).
 * Nodes `hidden` from the canvas (filtered out, or inside a cluster) cost vis nothing: they all go in
 * the first slice. Cluster nodes and edges (the map's own, MapClusters) are left alone.
 * `cancelled` is asked between slices (the canvas may have gone).
 */
export async function syncGraph(
  sets: MapSets,
  graph: MapGraph,
  o: {
    positions: Positions;
    look: { colours: CanvasColours; edgeLabels: boolean };
    sliced: boolean;
    hidden(id: string): boolean;
    cancelled(): boolean;
    /** Runs each change of the DataSets (MapCanvas holds vis' drawing meanwhile: `quietly`). */
    batch(change: () => void): void;
  },
): Promise<void> {
  const { positions, look, sliced, hidden, cancelled } = o;
  const wanted = new Set(graph.nodes.map((n) => n.id));
  const wantedEdges = new Set(graph.edges.map((e) => e.id));
  const gone = (want: Set<string>) => (id: string | number) => !want.has(String(id)) && !isClusterId(String(id));
  const renamed = graph.nodes.filter((n) => {
    const had = sets.nodes.get(n.id);
    return had !== null && had.label !== n.label;
  });
  o.batch(() => {
    sets.edges.remove(sets.edges.getIds().filter(gone(wantedEdges)));
    sets.nodes.remove(sets.nodes.getIds().filter(gone(wanted)));
    if (renamed.length > 0) sets.nodes.update(renamed.map((n) => ({ id: n.id, label: n.label })));
  });

  const newNodes = graph.nodes.filter((n) => sets.nodes.get(n.id) === null);
  const newEdges = graph.edges.filter((e) => sets.edges.get(e.id) === null);
  const drawn = newNodes.filter((n) => !hidden(n.id));
  const parts = sliced ? slices(drawn, SLICE_SIZE) : [drawn];
  const unseen = newNodes.filter((n) => hidden(n.id));
  if (unseen.length > 0) parts[0] = [...unseen, ...(parts[0] ?? [])];
  // Each edge joins the slice that brings the later of its ends (ends already drawn count as slice 0).
  const sliceOf = new Map<string, number>();
  parts.forEach((part, i) => part.forEach((n) => sliceOf.set(n.id, i)));
  const edgesBySlice: VisEdge[][] = parts.map(() => []);
  if (parts.length === 0) edgesBySlice.push([]);
  for (const e of newEdges) {
    const at = Math.max(sliceOf.get(e.from) ?? 0, sliceOf.get(e.to) ?? 0);
    edgesBySlice[at]!.push(toVisEdge(e, look.edgeLabels, look.colours));
  }
  for (let i = 0; i < edgesBySlice.length; i++) {
    if (i > 0) {
      await afterNextFrame();
      if (cancelled()) return;
    }
    performance.mark('onto-map:slice-start');
    o.batch(() => {
      sets.nodes.add((parts[i] ?? []).map((n) => toVisNode(n, positions, look.colours)));
      sets.edges.add(edgesBySlice[i]!);
    });
    performance.measure('onto-map:slice', 'onto-map:slice-start');
  }
}
