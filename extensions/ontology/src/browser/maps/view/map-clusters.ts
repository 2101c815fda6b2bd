import type { Network } from 'vis-network';
import { clusterPlan, clusterWanted, type ClusterGroup } from '../model/clusters.ts';
import { batches, collapsedView, isClusterId, type ClusterNode, type CollapsedView } from '../model/collapse.ts';
import type { MapGraph } from '../../../common/maps/graph.ts';
import { SLICE_SIZE, labelsThatFit } from '../model/large-map.ts';
import type { Positions } from '../../../common/maps/layout-doc.ts';
import { afterNextFrame, quietly, type MapSets } from './graph-sync.ts';
import { toVisCluster, toVisClusterEdge, type CanvasColours } from './vis-style.ts';

export { isClusterId };

export interface ClusterHost {
  net: Network;
  sets: MapSets;
  element: HTMLElement;
  /** The last known position of every term node, kept up to date here for the hidden members. */
  positions: Positions;
  /** Re-runs the canvas' DataView filters (which ask `hides`). */
  refresh(): void;
  label(name: string, count: number): string;
  colours(): CanvasColours;
}

const EMPTY: CollapsedView = { hiddenBy: new Map(), clusters: [], edges: [] };

/**
 * The clusters of a zoomed-out large map (issue 14, item 7), made by the map itself (model/collapse.ts)
 * rather than by vis-network's `cluster()`: collapsing or opening groups changes which items the
 * canvas' DataViews let through and syncs a few cluster nodes and edges into the DataSets, so vis only
 * ever adds or removes the nodes that change, and a map opened zoomed out is built clustered from its
 * first frame. Opening and closing as one zooms go in batches of about a build slice, a frame between
 * them. The element's `data-clusters` says how many clusters are drawn.
 */
export class MapClusters {
  private graph: MapGraph = { nodes: [], edges: [] };
  private groups: ClusterGroup[] = [];
  private names = new Map<string, string>();
  private collapsed = new Set<string>();
  private view: CollapsedView = EMPTY;
  /** Scale the cluster labels were sized and placed for, and the clusters that got one. */
  private scale = 1;
  private labelled = new Set<string>();
  /** Bumped by every change, so that a change spread over frames stops when overtaken. */
  private run = 0;

  constructor(private readonly host: ClusterHost) {}

  get active(): boolean {
    return this.collapsed.size > 0;
  }

  /** Whether a term node is hidden inside a cluster. */
  hides(id: string): boolean {
    return this.view.hiddenBy.has(id);
  }

  /**
   * Takes the shown graph (after filters) and, at once, the state the zoom asks for: clustered or not.
   * Used before the first build (so a map opened zoomed out is built clustered) and when the filters
   * or the graph change; the views are refreshed here.
   */
  reset(shown: MapGraph, scale: number): void {
    this.run++;
    this.plan(shown);
    const want = clusterWanted(scale, shown.nodes.length, this.active);
    this.collapsed = new Set(want ? this.groups.map((g) => g.id) : []);
    this.scale = scale;
    this.apply();
  }

  /** Clusters or opens the shown graph as the zoom now asks, a batch a frame. */
  async check(shown: MapGraph): Promise<void> {
    this.plan(shown);
    const scale = this.host.net.getScale();
    const want = clusterWanted(scale, shown.nodes.length, this.active);
    if (want === this.active) {
      // Still clustered at another zoom: the labels are sized and placed again.
      if (want && Math.abs(Math.log(scale / this.scale)) > Math.log(1.2)) {
        this.scale = scale;
        this.apply();
      }
      return;
    }
    const run = ++this.run;
    this.scale = scale;
    const groups = want ? this.groups : this.groups.filter((g) => this.collapsed.has(g.id));
    await this.step(run, batches(groups, SLICE_SIZE), want);
    // The zoom may have moved on while the batches ran: follow it.
    if (run === this.run) await this.check(this.graph);
  }

  /** Opens every cluster, a batch a frame; resolves once all are open (or another change took over). */
  async open(): Promise<void> {
    const run = ++this.run;
    await this.step(
      run,
      batches(
        this.groups.filter((g) => this.collapsed.has(g.id)),
        SLICE_SIZE,
      ),
      false,
    );
  }

  /** A dragged cluster takes its members along. */
  moved(id: string): void {
    const was = this.view.clusters.find((c) => c.id === id);
    if (!was) return;
    const now = this.host.net.getPosition(id);
    const dx = now.x - was.x;
    const dy = now.y - was.y;
    for (const [member, cluster] of this.view.hiddenBy) {
      const p = this.host.positions[member];
      if (cluster === id && p) this.host.positions[member] = { x: Math.round(p.x + dx), y: Math.round(p.y + dy) };
    }
    was.x = now.x;
    was.y = now.y;
  }

  private plan(shown: MapGraph): void {
    if (shown === this.graph) return;
    this.graph = shown;
    this.groups = clusterPlan(shown).groups;
    this.names = new Map(shown.nodes.map((n) => [n.id, n.label]));
  }

  private async step(run: number, parts: ClusterGroup[][], collapse: boolean): Promise<void> {
    for (let i = 0; i < parts.length; i++) {
      if (i > 0) await afterNextFrame();
      if (run !== this.run) return;
      // Marks for the benchmark (tests/bench/ontology-map.bench.ts): the longest batch.
      performance.mark('onto-map:cluster-start');
      const ids = parts[i]!.flatMap((g) => g.members);
      if (collapse) {
        // The members' places as drawn (dragged, or moved by live physics) before they leave the canvas.
        Object.assign(this.host.positions, this.host.net.getPositions(ids));
        for (const g of parts[i]!) this.collapsed.add(g.id);
      } else {
        for (const g of parts[i]!) this.collapsed.delete(g.id);
        // Members come back where they were left (still hidden here, so the views pass nothing yet).
        const { positions } = this.host;
        quietly(this.host.net, () =>
          this.host.sets.nodes.update(ids.filter((id) => positions[id]).map((id) => ({ id, ...positions[id]! }))),
        );
      }
      this.apply();
      performance.measure('onto-map:cluster', 'onto-map:cluster-start');
    }
  }

  /** Syncs the cluster nodes and edges of the collapsed groups into the DataSets, then the views. */
  private apply(): void {
    const before = this.view;
    const drawn = { scale: this.scale, labelled: this.labelled };
    this.view = this.active ? collapsedView(this.graph, this.groups, this.collapsed, this.host.positions) : EMPTY;
    const text = (c: ClusterNode) => this.host.label(this.names.get(c.anchor) ?? '', c.count);
    this.labelled = labelsThatFit(
      this.view.clusters.map((c) => ({ id: c.id, x: c.x, y: c.y, text: text(c), weight: c.count })),
      this.scale,
    );
    quietly(this.host.net, () => this.sync(before, drawn, text));
    this.host.element.dataset.clusters = String(this.view.clusters.length);
  }

  /** Removes the cluster items that went, adds or updates those that are new or changed, refreshes the views. */
  private sync(
    before: CollapsedView,
    drawn: { scale: number; labelled: ReadonlySet<string> },
    text: (c: ClusterNode) => string,
  ): void {
    const { nodes, edges } = this.host.sets;
    const colours = this.host.colours();
    const keepNodes = new Map(before.clusters.map((c) => [c.id, c]));
    const keepEdges = new Map(before.edges.map((e) => [e.id, e]));
    const nowNodes = new Set(this.view.clusters.map((c) => c.id));
    const nowEdges = new Set(this.view.edges.map((e) => e.id));
    edges.remove(before.edges.filter((e) => !nowEdges.has(e.id)).map((e) => e.id));
    nodes.remove(before.clusters.filter((c) => !nowNodes.has(c.id)).map((c) => c.id));
    // Only what is new or changed goes to vis; an unchanged cluster stays as drawn.
    const changed = this.view.clusters.filter((c) => {
      const was = keepNodes.get(c.id);
      if (!was || was.count !== c.count || was.x !== c.x || was.y !== c.y) return true;
      return drawn.scale !== this.scale || drawn.labelled.has(c.id) !== this.labelled.has(c.id);
    });
    nodes.update(changed.map((c) => toVisCluster(c, text(c), this.labelled.has(c.id), this.scale, colours)));
    edges.update(
      this.view.edges.filter((e) => keepEdges.get(e.id)?.count !== e.count).map((e) => toVisClusterEdge(e, colours)),
    );
    this.host.refresh();
  }
}
