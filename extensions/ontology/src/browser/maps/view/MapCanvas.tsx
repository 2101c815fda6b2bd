import { useEffect, useRef, type KeyboardEvent } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { DataSet, DataView } from 'vis-data';
import { Network } from 'vis-network';
import {
  isEdgeVisible,
  shownNodeIds,
  visiblePart,
  type MapEdge,
  type MapFilters,
  type MapGraph,
} from '../model/graph.ts';
import { viewToFit } from '../model/large-map.ts';
import { animation, mapKey, networkOptions, reducedMotion } from './network-options.ts';
import type { Positions } from '../model/layout-doc.ts';
import { visPhysicsOptions, type PhysicsSettings } from '../model/physics.ts';
import { syncGraph } from './graph-sync.ts';
import { MapClusters, isClusterId } from './map-clusters.ts';
import type { CanvasColours, VisEdge, VisNode } from './vis-style.ts';

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

const useStyles = makeStyles({
  canvas: {
    flex: 1,
    minHeight: '360px',
    minWidth: 0,
    position: 'relative',
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `2px solid ${tokens.colorBrandStroke1}` },
  },
});

/**
 * The vis-network canvas. Nodes arrive with their positions and physics off; the network is built in
 * slices between frames (graph-sync.ts), labels are drawn only where they can be read, and a large map
 * zoomed out is shown as clusters (by class or community) that open again as one zooms in. The filters
 * and a neighbourhood are a DataView over one DataSet, so hiding nodes never rebuilds the network; a
 * new graph (a created term) is synced into the same DataSets. The element carries `data-state`
 * (`drawing` → `ready` once the last slice is drawn), `data-draws`, `data-visible-nodes`,
 * `data-visible-edges` and `data-clusters`, for tests and the benchmark.
 */
export function MapCanvas(props: MapCanvasProps) {
  const styles = useStyles();
  const element = useRef<HTMLDivElement>(null);
  const network = useRef<Network | null>(null);
  const sets = useRef({ nodes: new DataSet<VisNode>(), edges: new DataSet<VisEdge>() });
  const views = useRef<{ nodes: DataView<VisNode>; edges: DataView<VisEdge> } | null>(null);
  const colours = useRef<CanvasColours>({ text: '#242424', background: '#ffffff' });
  const last = useRef<Positions>({});
  const shown = useRef(new Set<string>());
  const edgeById = useRef(new Map<string, MapEdge>());
  const clusters = useRef<MapClusters | null>(null);
  const built = useRef(false);
  // Clusters follow the shown graph and the zoom; checked once the graph is built.
  const checkClusters = () => {
    const { graph, filters } = latest.current;
    if (!built.current) return;
    clusters.current?.check(
      visiblePart({ nodes: graph.nodes.filter((n) => shown.current.has(n.id)), edges: graph.edges }, filters),
    );
  };
  const latest = useRef(props);
  latest.current = props;

  // The network lives as long as the canvas; graphs, filters and positions are synced into it.
  useEffect(() => {
    const container = element.current!;
    const style = getComputedStyle(container);
    colours.current = { text: style.color || '#242424', background: style.backgroundColor || '#ffffff' };
    const nodesView = new DataView(sets.current.nodes, { filter: (n) => shown.current.has(n.id) });
    const edgesView = new DataView(sets.current.edges, {
      filter: (e) => {
        const edge = edgeById.current.get(e.id);
        return !!edge && isEdgeVisible(edge, latest.current.filters, shown.current);
      },
    });
    views.current = { nodes: nodesView, edges: edgesView };
    const options = networkOptions({
      ...latest.current,
      large: latest.current.graph.nodes.length > 500,
      // A drag that starts or ends on a cluster relates nothing: relate mode stays on.
      onRelate: (from, to) => {
        if (isClusterId(from) || isClusterId(to)) return net.addEdgeMode();
        net.disableEditMode();
        latest.current.onRelate?.(from, to);
      },
    });
    container.dataset.state = 'drawing';
    container.dataset.draws = '0';
    container.dataset.clusters = '0';
    // Marks for the benchmark (tests/bench/ontology-map.bench.ts): the first (empty) network's cost.
    performance.mark('onto-map:network-start');
    const net = new Network(container, { nodes: nodesView, edges: edgesView }, options);
    performance.measure('onto-map:network', 'onto-map:network-start');
    network.current = net;
    // The first view comes from the positions, before any node is drawn: no jump, no measuring.
    const view = viewToFit(latest.current.positions, container.clientWidth, container.clientHeight);
    if (view) net.moveTo({ position: { x: view.x, y: view.y }, scale: view.scale, animation: false });
    net.on('afterDrawing', () => {
      container.dataset.draws = String(Number(container.dataset.draws ?? 0) + 1);
      if (built.current && container.dataset.state === 'drawing') container.dataset.state = 'ready';
    });
    net.on('click', (p: { nodes: string[] }) => latest.current.onSelect(p.nodes[0] ?? null));
    net.on('doubleClick', (p: { nodes: string[]; edges: string[] }) => {
      const id = p.nodes[0] ?? p.edges[0];
      if (!id) return;
      // A cluster opens by zooming in on it (past the zoom that clusters).
      if (net.isCluster(id)) {
        net.moveTo({ position: net.getPosition(id), scale: 0.8, animation: animation(300) });
        setTimeout(() => checkClusters(), reducedMotion() ? 0 : 320);
      } else latest.current.onOpen(id);
    });
    const moved = () => {
      Object.assign(last.current, net.getPositions(sets.current.nodes.getIds()));
      latest.current.onMoved?.({ ...last.current });
    };
    net.on('dragEnd', (p: { nodes: string[] }) => {
      if (p.nodes.some((id) => !isClusterId(id))) moved();
    });
    net.on('stabilized', () => {
      if (latest.current.livePhysics) moved();
    });
    // Clusters follow the zoom, checked once the wheel or the animation has settled.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const scheduleCheck = () => {
      clearTimeout(timer);
      timer = setTimeout(() => checkClusters(), 150);
    };
    net.on('zoom', scheduleCheck);
    net.on('animationFinished', scheduleCheck);
    clusters.current = new MapClusters(
      net,
      container,
      (name, count) => latest.current.clusterLabel(name, count),
      () => colours.current,
    );

    latest.current.controllerRef.current = {
      zoom: (factor) => net.moveTo({ scale: net.getScale() * factor, animation: animation(150) }),
      fit: () => net.fit({ animation: animation(300) }),
      focus: (id) => {
        if (!nodesView.get(id)) return;
        clusters.current?.open();
        net.selectNodes([id], latest.current.edgeHighlight);
        net.focus(id, { scale: Math.max(net.getScale(), 1), animation: animation(400) });
        latest.current.onSelect(id);
      },
      clearSelection: () => {
        net.unselectAll();
        latest.current.onSelect(null);
      },
      positions: () => ({ ...last.current, ...net.getPositions(sets.current.nodes.getIds()) }),
      centre: () => net.getViewPosition(),
      relateMode: (on) => (on ? net.addEdgeMode() : net.disableEditMode()),
    };
    return () => {
      clearTimeout(timer);
      latest.current.controllerRef.current = null;
      net.destroy();
      network.current = null;
      built.current = false;
      clusters.current = null;
    };
  }, []);

  // The graph: the first one is built in slices; later ones (a created term) are synced at once.
  useEffect(() => {
    const container = element.current!;
    const net = network.current;
    if (!net) return;
    const { graph, filters, only } = latest.current;
    edgeById.current = new Map(graph.edges.map((e) => [e.id, e]));
    shown.current = shownNodeIds(graph, filters, only);
    Object.assign(last.current, latest.current.positions);
    let cancelled = false;
    const first = !built.current;
    const look = { colours: colours.current, edgeLabels: filters.edgeLabels };
    performance.mark('onto-map:build-start');
    void syncGraph(sets.current, graph, last.current, look, first, () => cancelled).then(() => {
      if (cancelled) return;
      performance.measure('onto-map:build', 'onto-map:build-start');
      container.dataset.visibleNodes = String(views.current!.nodes.length);
      container.dataset.visibleEdges = String(views.current!.edges.length);
      if (!first) return;
      built.current = true;
      if (Object.keys(last.current).length === 0) net.fit({ animation: false });
      net.redraw();
      checkClusters();
    });
    return () => {
      cancelled = true;
    };
  }, [props.graph]);

  // Filters and the neighbourhood: clusters open, the views re-run their filter, clusters are re-made.
  useEffect(() => {
    const net = network.current;
    if (!net || !views.current) return;
    const { graph, filters, only } = latest.current;
    clusters.current?.open();
    shown.current = shownNodeIds(graph, filters, only);
    views.current.nodes.refresh();
    views.current.edges.refresh();
    if (element.current) {
      element.current.dataset.visibleNodes = String(views.current.nodes.length);
      element.current.dataset.visibleEdges = String(views.current.edges.length);
    }
    if (only && built.current)
      net.fit({ nodes: [...only].filter((id) => shown.current.has(id)), animation: animation(300) });
    checkClusters();
  }, [props.filters, props.only]);

  useEffect(() => {
    const edges = sets.current.edges;
    const { graph, filters } = latest.current;
    const labels = new Map(graph.edges.map((e) => [e.id, e.label]));
    edges.update(
      edges.get().map((e) => ({ id: e.id, label: filters.edgeLabels ? labels.get(e.id) || undefined : undefined })),
    );
  }, [props.filters.edgeLabels]);

  useEffect(() => {
    network.current?.setOptions({
      physics: visPhysicsOptions(props.physics, props.livePhysics),
      interaction: {
        selectConnectedEdges: props.edgeHighlight,
        hoverConnectedEdges: props.edgeHighlight,
        dragNodes: !props.readOnly,
      },
    });
  }, [props.physics, props.livePhysics, props.edgeHighlight, props.readOnly]);

  // Positions laid out again (the physics panel's "lay out again") move the nodes without a rebuild.
  useEffect(() => {
    const nodes = sets.current.nodes;
    const changed = Object.entries(props.positions).filter(([id, p]) => {
      const was = last.current[id];
      return !was || was.x !== p.x || was.y !== p.y;
    });
    if (changed.length === 0) return;
    Object.assign(last.current, props.positions);
    nodes.update(changed.filter(([id]) => nodes.get(id) !== null).map(([id, p]) => ({ id, x: p.x, y: p.y })));
  }, [props.positions]);

  useEffect(() => {
    const net = network.current;
    if (!net || !props.highlight || !views.current) return;
    const nodes = props.highlight.nodes.filter((id) => views.current!.nodes.get(id));
    const edges = props.highlight.edges.filter((id) => views.current!.edges.get(id));
    net.setSelection({ nodes, edges }, { unselectAll: true, highlightEdges: false });
  }, [props.highlight]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const control = props.controllerRef.current;
    if (control && mapKey(control, event)) event.preventDefault();
  };

  return (
    <div
      ref={element}
      className={styles.canvas}
      tabIndex={0}
      role="application"
      aria-label={props.label}
      data-testid="onto-map-canvas"
      onKeyDown={onKeyDown}
    />
  );
}
