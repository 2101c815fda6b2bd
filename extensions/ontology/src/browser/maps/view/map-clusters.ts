import type { ClusterOptions, Network, NodeOptions } from 'vis-network';
import { clusterPlan, clusterWanted, type ClusterGroup } from '../model/clusters.ts';
import type { MapGraph } from '../model/graph.ts';
import { afterNextFrame } from './graph-sync.ts';
import type { CanvasColours } from './vis-style.ts';

/**
 * Clusters made per frame. A batch costs vis-network a fixed ~0.35 s refresh on a 2,000-node map plus a
 * few ms a cluster (bench: 20 → 0.43–0.55 s, 6 → 0.37–0.41 s but three times the batches), so 20.
 */
export const CLUSTERS_PER_FRAME = 20;

/** Node ids vis-network gives clusters: ours all start so, no term id does (terms are UUIDs). */
export const isClusterId = (id: string) => id.startsWith('cluster:');

/**
 * The clusters of a zoomed-out large map (issue 14, item 7), kept in step with the zoom: `check`
 * collapses the shown graph's groups (model/clusters.ts) into vis-network clusters, one node each
 * named "anchor (n)", or opens them again. The element's `data-clusters` says how many there are.
 */
export class MapClusters {
  private ids: string[] = [];
  /** Bumped by each open or make, so a make spread over frames stops when overtaken. */
  private run = 0;

  constructor(
    private readonly net: Network,
    private readonly element: HTMLElement,
    private readonly label: (name: string, count: number) => string,
    private readonly colours: () => CanvasColours,
  ) {}

  get active(): boolean {
    return this.ids.length > 0;
  }

  /** Clusters or unclusters `shown` (the graph the filters leave) as the zoom asks. */
  check(shown: MapGraph): void {
    const want = clusterWanted(this.net.getScale(), shown.nodes.length, this.active);
    if (want === this.active) return;
    if (want) void this.make(clusterPlan(shown).groups, new Map(shown.nodes.map((n) => [n.id, n.label])));
    else this.open();
  }

  open(): void {
    this.run++;
    for (const id of this.ids) if (this.net.isCluster(id)) this.net.openCluster(id);
    this.ids = [];
    this.element.dataset.clusters = '0';
  }

  /**
   * Collapses the groups CLUSTERS_PER_FRAME at a time, a frame drawn between batches, so that 200
   * clusters of a 2,000-node map are not one long block (about 1.5 s in one piece on the bench).
   */
  private async make(groups: readonly ClusterGroup[], names: Map<string, string>): Promise<void> {
    const run = ++this.run;
    const colours = this.colours();
    // The label is sized to stay readable at the zoom the clusters are made at.
    const size = Math.ceil(12 / Math.max(this.net.getScale(), 0.02));
    // vis takes a second argument its types leave out: refresh the network now or not.
    const cluster = this.net.cluster.bind(this.net) as (options: ClusterOptions, refreshData: boolean) => void;
    for (let start = 0; start < groups.length; start += CLUSTERS_PER_FRAME) {
      if (start > 0) await afterNextFrame();
      if (run !== this.run) return;
      // Marks for the benchmark (tests/bench/ontology-map.bench.ts): the longest batch.
      performance.mark('onto-map:cluster-start');
      const batch = groups.slice(start, start + CLUSTERS_PER_FRAME);
      batch.forEach((group, i) => {
        const members = new Set(group.members);
        cluster(
          {
            joinCondition: (node: { id?: string | number }) => members.has(String(node.id)),
            clusterNodeProperties: {
              id: group.id,
              label: this.label(names.get(group.anchor) ?? '', group.members.length),
              shape: 'dot',
              size: 10 + 3 * Math.sqrt(group.members.length),
              color: { background: '#cfd8dc', border: '#546e7a' },
              font: { size, color: colours.text, strokeWidth: 3, strokeColor: colours.background },
            } as NodeOptions,
          },
          // The network is refreshed once a batch, not once a group.
          i === batch.length - 1,
        );
        this.ids.push(group.id);
      });
      performance.measure('onto-map:cluster', 'onto-map:cluster-start');
      this.element.dataset.clusters = String(this.ids.length);
    }
  }
}
