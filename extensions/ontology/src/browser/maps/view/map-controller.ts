import type { DataView } from 'vis-data';
import type { Network } from 'vis-network';
import type { Positions } from '../../../common/maps/layout-doc.ts';
import type { MapClusters } from './map-clusters.ts';
import { animation } from './network-options.ts';
import type { VisNode } from './vis-style.ts';

/** What the toolbar, the node list and the keyboard do to the map. */
export interface MapController {
  zoom(factor: number): void;
  fit(): void;
  focus(id: string): void;
  clearSelection(): void;
  /** Current positions of every node (hidden ones keep their last known place). */
  positions(): Positions;
  /** The map point at the middle of the canvas: where a new term is put. */
  centre(): { x: number; y: number };
  /** Drag from a node to another to relate them (calls onRelate once), or stop. */
  relateMode(on: boolean): void;
}

/** The controller of one canvas' network. */
export function mapController(
  net: Network,
  canvas: {
    nodes: DataView<VisNode>;
    clusters: MapClusters;
    /** Every term's last known position, and the ids of the terms in the DataSet. */
    last: Positions;
    termIds(): (string | number)[];
    edgeHighlight(): boolean;
    onSelect(id: string | null): void;
  },
): MapController {
  return {
    zoom: (factor) => net.moveTo({ scale: net.getScale() * factor, animation: animation(150) }),
    fit: () => net.fit({ animation: animation(300) }),
    focus: (id) => {
      const go = () => {
        if (!canvas.nodes.get(id)) return;
        net.selectNodes([id], canvas.edgeHighlight());
        net.focus(id, { scale: Math.max(net.getScale(), 1), animation: animation(400) });
        canvas.onSelect(id);
      };
      // A node inside a cluster: the clusters open first (a batch a frame), then the view goes to it.
      if (canvas.clusters.hides(id)) void canvas.clusters.open().then(go);
      else go();
    },
    clearSelection: () => {
      net.unselectAll();
      canvas.onSelect(null);
    },
    positions: () => ({ ...canvas.last, ...net.getPositions(canvas.termIds()) }),
    centre: () => net.getViewPosition(),
    relateMode: (on) => (on ? net.addEdgeMode() : net.disableEditMode()),
  };
}
