import { useEffect, useRef, type KeyboardEvent } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { DataSet, DataView } from 'vis-data';
import { Network, type Options } from 'vis-network';
import { isEdgeVisible, isNodeVisible, type MapFilters, type MapGraph } from '../model/graph.ts';
import type { Positions } from '../model/layout-doc.ts';
import { visPhysicsOptions, type PhysicsSettings } from '../model/physics.ts';
import { toVisEdge, toVisNode, type VisEdge, type VisNode } from './vis-style.ts';

/** What the toolbar, the node list and the keyboard do to the map. */
export interface MapController {
  zoom(factor: number): void;
  fit(): void;
  focus(id: string): void;
  clearSelection(): void;
  /** Current positions of every node (hidden ones keep their last known place). */
  positions(): Positions;
}

export interface MapCanvasProps {
  graph: MapGraph;
  positions: Positions;
  filters: MapFilters;
  physics: PhysicsSettings;
  livePhysics: boolean;
  edgeHighlight: boolean;
  /** Drag is off on read-only maps. */
  readOnly?: boolean;
  /** Nodes and edges to select (a scenario step); replaces the user's selection. */
  highlight?: { nodes: string[]; edges: string[] };
  label: string;
  controllerRef: { current: MapController | null };
  onSelect(id: string | null): void;
  onOpen(id: string): void;
  /** Nodes were dragged, or live physics came to rest: the new positions. */
  onMoved?(positions: Positions): void;
}

const useStyles = makeStyles({
  canvas: {
    flex: 1,
    minHeight: '360px',
    minWidth: 0,
    position: 'relative',
    color: tokens.colorNeutralForeground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `2px solid ${tokens.colorBrandStroke1}` },
  },
});

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The vis-network canvas. Nodes arrive with their positions and physics off, so drawing costs one
 * pass whatever the size; live physics is the user's choice. The filters are a DataView over one
 * DataSet, so hiding a kind never rebuilds the network. The element carries `data-state`
 * (`drawing` → `ready` after the first frame), `data-draws` (frames drawn) and `data-visible-nodes`,
 * for tests and the benchmark.
 */
export function MapCanvas(props: MapCanvasProps) {
  const styles = useStyles();
  const element = useRef<HTMLDivElement>(null);
  const network = useRef<Network | null>(null);
  const nodeSet = useRef<DataSet<VisNode> | null>(null);
  const edgeSet = useRef<DataSet<VisEdge> | null>(null);
  const visible = useRef({
    nodes: new DataView<VisNode>(new DataSet<VisNode>()),
    edges: new DataView<VisEdge>(new DataSet<VisEdge>()),
  });
  const last = useRef<Positions>({});
  const shown = useRef(new Set<string>());
  const latest = useRef(props);
  latest.current = props;

  // The network lives as long as the graph: a new graph (another map) builds a new one.
  useEffect(() => {
    const container = element.current!;
    const { graph, positions, filters } = latest.current;
    const color = getComputedStyle(container).color || '#242424';
    last.current = { ...positions };
    nodeSet.current = new DataSet(graph.nodes.map((n) => toVisNode(n, positions, color)));
    edgeSet.current = new DataSet(graph.edges.map((e) => toVisEdge(e, filters.edgeLabels, color)));
    const edges = new Map(graph.edges.map((e) => [e.id, e]));
    // The ids the node filter keeps, worked out once per filter change (not once per edge).
    shown.current = new Set(graph.nodes.filter((n) => isNodeVisible(n, filters)).map((n) => n.id));
    const nodesView = new DataView(nodeSet.current, { filter: (n) => shown.current.has(n.id) });
    const edgesView = new DataView(edgeSet.current, {
      filter: (e) => isEdgeVisible(edges.get(e.id)!, latest.current.filters, shown.current),
    });
    visible.current = { nodes: nodesView, edges: edgesView };
    const large = graph.nodes.length > 500;
    const options: Options = {
      autoResize: true,
      layout: { improvedLayout: false, randomSeed: 1 },
      physics: visPhysicsOptions(latest.current.physics, latest.current.livePhysics),
      nodes: { font: { size: 14 }, margin: { top: 6, right: 8, bottom: 6, left: 8 } },
      edges: { smooth: large ? false : { enabled: true, type: 'continuous', roundness: 0.5 }, width: 1 },
      interaction: {
        hover: !large,
        hideEdgesOnDrag: large,
        hideEdgesOnZoom: large,
        keyboard: false,
        dragNodes: !latest.current.readOnly,
        selectConnectedEdges: latest.current.edgeHighlight,
        hoverConnectedEdges: latest.current.edgeHighlight,
        tooltipDelay: 300,
      },
    };
    container.dataset.state = 'drawing';
    container.dataset.draws = '0';
    // Marks for the benchmark (tests/bench/ontology-map.bench.ts): how long building the network blocks.
    performance.mark('onto-map:network-start');
    const net = new Network(container, { nodes: nodesView, edges: edgesView }, options);
    network.current = net;
    net.once('afterDrawing', () => {
      container.dataset.state = 'ready';
    });
    net.on('afterDrawing', () => {
      container.dataset.draws = String(Number(container.dataset.draws ?? 0) + 1);
    });
    net.on('click', (p: { nodes: string[]; edges: string[] }) => latest.current.onSelect(p.nodes[0] ?? null));
    net.on('doubleClick', (p: { nodes: string[]; edges: string[] }) => {
      const id = p.nodes[0] ?? p.edges[0];
      if (id) latest.current.onOpen(id);
    });
    const moved = () => {
      Object.assign(last.current, net.getPositions());
      latest.current.onMoved?.({ ...last.current });
    };
    net.on('dragEnd', (p: { nodes: string[] }) => {
      if (p.nodes.length > 0) moved();
    });
    net.on('stabilized', () => {
      if (latest.current.livePhysics) moved();
    });
    if (Object.keys(positions).length > 0) net.fit({ animation: false });
    performance.measure('onto-map:network', 'onto-map:network-start');
    container.dataset.visibleNodes = String(nodesView.length);

    latest.current.controllerRef.current = {
      zoom: (factor) =>
        net.moveTo({
          scale: net.getScale() * factor,
          animation: reducedMotion() ? false : { duration: 150, easingFunction: 'easeInOutQuad' },
        }),
      fit: () => net.fit({ animation: reducedMotion() ? false : { duration: 300, easingFunction: 'easeInOutQuad' } }),
      focus: (id) => {
        if (!nodesView.get(id)) return;
        net.selectNodes([id], latest.current.edgeHighlight);
        net.focus(id, {
          scale: Math.max(net.getScale(), 1),
          animation: reducedMotion() ? false : { duration: 400, easingFunction: 'easeInOutQuad' },
        });
        latest.current.onSelect(id);
      },
      clearSelection: () => {
        net.unselectAll();
        latest.current.onSelect(null);
      },
      positions: () => ({ ...last.current, ...net.getPositions() }),
    };
    return () => {
      latest.current.controllerRef.current = null;
      net.destroy();
      network.current = null;
    };
  }, [props.graph]);

  // Filters: the views re-run their filter; labels are an update of the edges.
  useEffect(() => {
    shown.current = new Set(props.graph.nodes.filter((n) => isNodeVisible(n, props.filters)).map((n) => n.id));
    visible.current.nodes.refresh();
    visible.current.edges.refresh();
    if (element.current) element.current.dataset.visibleNodes = String(visible.current.nodes.length);
  }, [props.filters, props.graph]);

  useEffect(() => {
    const edges = edgeSet.current;
    if (!edges) return;
    const labels = new Map(props.graph.edges.map((e) => [e.id, e.label]));
    edges.update(
      edges
        .get()
        .map((e) => ({ id: e.id, label: props.filters.edgeLabels ? labels.get(e.id) || undefined : undefined })),
    );
  }, [props.filters.edgeLabels, props.graph]);

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
    const nodes = nodeSet.current;
    if (!nodes || props.positions === undefined) return;
    const changed = Object.entries(props.positions).filter(([id, p]) => {
      const was = last.current[id];
      return !was || was.x !== p.x || was.y !== p.y;
    });
    if (changed.length === 0) return;
    Object.assign(last.current, props.positions);
    nodes.update(changed.map(([id, p]) => ({ id, x: p.x, y: p.y })));
  }, [props.positions]);

  useEffect(() => {
    const net = network.current;
    if (!net || !props.highlight) return;
    const nodes = props.highlight.nodes.filter((id) => visible.current.nodes.get(id));
    const edges = props.highlight.edges.filter((id) => visible.current.edges.get(id));
    net.setSelection({ nodes, edges }, { unselectAll: true, highlightEdges: false });
  }, [props.highlight]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const control = props.controllerRef.current;
    if (!control || event.ctrlKey || event.metaKey || event.altKey) return;
    const actions: Record<string, () => void> = {
      '+': () => control.zoom(1.25),
      '=': () => control.zoom(1.25),
      '-': () => control.zoom(0.8),
      '0': () => control.fit(),
      Escape: () => control.clearSelection(),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
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
