import type { MapFilters, MapGraph } from '../../../common/maps/graph.ts';
import type { Positions } from '../../../common/maps/layout-doc.ts';
import type { PhysicsSettings } from '@ontobench/sdk/common';
import type { MapController } from './map-controller.ts';

/** What a map canvas is given: the graph, how to show it, and what to tell the screen. */
export interface MapCanvasProps {
  graph: MapGraph;
  positions: Positions;
  filters: MapFilters;
  /** Only these nodes show (a node's neighbourhood), besides the filters; null: all. */
  only?: ReadonlySet<string> | null;
  physics: PhysicsSettings;
  livePhysics: boolean;
  edgeHighlight: boolean;
  /** Drag is off on read-only maps. */
  readOnly?: boolean;
  /** Nodes and edges to select (a scenario step); replaces the user's selection. */
  highlight?: { nodes: string[]; edges: string[] };
  label: string;
  /** A cluster's name: its anchor's label and how many nodes it holds. */
  clusterLabel(name: string, count: number): string;
  controllerRef: { current: MapController | null };
  onSelect(id: string | null): void;
  onOpen(id: string): void;
  /** Nodes were dragged, or live physics came to rest: the new positions. */
  onMoved?(positions: Positions): void;
  /** A drag in relate mode ended on another node. */
  onRelate?(from: string, to: string): void;
}
