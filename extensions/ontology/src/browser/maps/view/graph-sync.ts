import type { DataSet } from 'vis-data';
import type { MapGraph } from '../model/graph.ts';
import { SLICE_SIZE, slices } from '../model/large-map.ts';
import type { Positions } from '../model/layout-doc.ts';
import { toVisEdge, toVisNode, type CanvasColours, type VisEdge, type VisNode } from './vis-style.ts';

export interface MapSets {
  nodes: DataSet<VisNode>;
  edges: DataSet<VisEdge>;
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
 * `cancelled` is asked between slices (the canvas may have gone).
 */
export async function syncGraph(
  sets: MapSets,
  graph: MapGraph,
  positions: Positions,
  look: { colours: CanvasColours; edgeLabels: boolean },
  sliced: boolean,
  cancelled: () => boolean,
): Promise<void> {
  const wanted = new Set(graph.nodes.map((n) => n.id));
  const wantedEdges = new Set(graph.edges.map((e) => e.id));
  sets.edges.remove(sets.edges.getIds().filter((id) => !wantedEdges.has(String(id))));
  sets.nodes.remove(sets.nodes.getIds().filter((id) => !wanted.has(String(id))));
  const renamed = graph.nodes.filter((n) => {
    const had = sets.nodes.get(n.id);
    return had !== null && had.label !== n.label;
  });
  if (renamed.length > 0) sets.nodes.update(renamed.map((n) => ({ id: n.id, label: n.label })));

  const newNodes = graph.nodes.filter((n) => sets.nodes.get(n.id) === null);
  const newEdges = graph.edges.filter((e) => sets.edges.get(e.id) === null);
  const parts = sliced ? slices(newNodes, SLICE_SIZE) : [newNodes];
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
    sets.nodes.add((parts[i] ?? []).map((n) => toVisNode(n, positions, look.colours)));
    sets.edges.add(edgesBySlice[i]!);
    performance.measure('onto-map:slice', 'onto-map:slice-start');
  }
}
