import { useEffect, useRef, type KeyboardEvent } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { DataSet, type DataView } from 'vis-data';
import { Network } from 'vis-network';
import { visPhysicsOptions } from '@ontobench/sdk';
import { isEdgeVisible, shownNodeIds, visiblePart, type MapEdge, type MapGraph } from '../../../common/maps/graph.ts';
import { viewToFit } from '../model/large-map.ts';
import { animation, mapKey, networkOptions } from './network-options.ts';
import type { Positions } from '../../../common/maps/layout-doc.ts';
import { afterNextFrame, canvasViews, quietly, syncGraph } from './graph-sync.ts';
import { MapClusters, isClusterId } from './map-clusters.ts';
import type { MapCanvasProps } from './map-canvas-props.ts';
import { mapController } from './map-controller.ts';
import type { CanvasColours, VisEdge, VisNode } from './vis-style.ts';

export type { MapCanvasProps };

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
 * zoomed out is shown as clusters (by class or community, map-clusters.ts) that open again as one zooms
 * in; one opened zoomed out is built clustered, so its members never reach vis. The filters, a
 * neighbourhood and the clusters are a DataView over one DataSet, so hiding nodes never rebuilds the
 * network; a new graph (a created term) is synced into the same DataSets. The element carries `data-state`
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
  /** The graph as shown (filters, neighbourhood): what the clusters are planned on. */
  const shownGraph = useRef<MapGraph>({ nodes: [], edges: [] });
  const edgeById = useRef(new Map<string, MapEdge>());
  const clusters = useRef<MapClusters | null>(null);
  const built = useRef(false);
  const latest = useRef(props);
  latest.current = props;
  const show = () => {
    const { graph, filters, only } = latest.current;
    shown.current = shownNodeIds(graph, filters, only);
    shownGraph.current = visiblePart(
      { nodes: graph.nodes.filter((n) => shown.current.has(n.id)), edges: graph.edges },
      filters,
    );
  };
  // Clusters follow the shown graph and the zoom; checked once the graph is built.
  const checkClusters = () => {
    if (built.current) void clusters.current?.check(shownGraph.current);
  };
  const hides = (id: string) => clusters.current?.hides(id) ?? false;
  const termIds = () => sets.current.nodes.getIds().filter((id) => !isClusterId(String(id)));

  // The network lives as long as the canvas; graphs, filters and positions are synced into it.
  useEffect(() => {
    const container = element.current!;
    const style = getComputedStyle(container);
    colours.current = { text: style.color || '#242424', background: style.backgroundColor || '#ffffff' };
    const { nodes: nodesView, edges: edgesView } = (views.current = canvasViews(sets.current, {
      node: (id) => shown.current.has(id) && !hides(id),
      edge: (id) => {
        const edge = edgeById.current.get(id);
        return (
          !!edge && isEdgeVisible(edge, latest.current.filters, shown.current) && !hides(edge.from) && !hides(edge.to)
        );
      },
    }));
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
    // Clusters follow the zoom, checked once it has settled. Any change of scale counts (the wheel, the
    // keys, fit, focus, an animation): vis says "zoom" only for the wheel, and "animationFinished"
    // never when motion is reduced (no animation).
    let timer: ReturnType<typeof setTimeout> | undefined;
    let drawnScale = net.getScale();
    net.on('afterDrawing', () => {
      container.dataset.draws = String(Number(container.dataset.draws ?? 0) + 1);
      if (built.current && container.dataset.state === 'drawing') container.dataset.state = 'ready';
      if (net.getScale() === drawnScale) return;
      drawnScale = net.getScale();
      clearTimeout(timer);
      timer = setTimeout(() => checkClusters(), 150);
    });
    net.on('click', (p: { nodes: string[] }) => latest.current.onSelect(p.nodes[0] ?? null));
    net.on('doubleClick', (p: { nodes: string[]; edges: string[] }) => {
      const id = p.nodes[0] ?? p.edges[0];
      if (!id) return;
      // A cluster opens by zooming in on it (past the zoom that clusters).
      if (isClusterId(id)) net.moveTo({ position: net.getPosition(id), scale: 0.8, animation: animation(300) });
      else latest.current.onOpen(id);
    });
    const moved = () => {
      Object.assign(last.current, net.getPositions(termIds()));
      latest.current.onMoved?.({ ...last.current });
    };
    net.on('dragEnd', (p: { nodes: string[] }) => {
      if (p.nodes.length === 0) return;
      // A dragged cluster takes its members along.
      for (const id of p.nodes) if (isClusterId(id)) clusters.current?.moved(id);
      moved();
    });
    net.on('stabilized', () => {
      if (latest.current.livePhysics) moved();
    });
    clusters.current = new MapClusters({
      net,
      sets: sets.current,
      element: container,
      positions: last.current,
      refresh: () => {
        nodesView.refresh();
        edgesView.refresh();
        container.dataset.visibleNodes = String(nodesView.length);
        container.dataset.visibleEdges = String(edgesView.length);
      },
      label: (name, count) => latest.current.clusterLabel(name, count),
      colours: () => colours.current,
    });

    latest.current.controllerRef.current = mapController(net, {
      nodes: nodesView,
      clusters: clusters.current,
      last: last.current,
      termIds,
      edgeHighlight: () => latest.current.edgeHighlight,
      onSelect: (id) => latest.current.onSelect(id),
    });
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
    const { graph, filters } = latest.current;
    edgeById.current = new Map(graph.edges.map((e) => [e.id, e]));
    show();
    Object.assign(last.current, latest.current.positions);
    let cancelled = false;
    const first = !built.current;
    const look = { colours: colours.current, edgeLabels: filters.edgeLabels };
    const hidden = (id: string) => !shown.current.has(id) || hides(id);
    const build = async () => {
      if (first) {
        // The first build starts in a task of its own, not in React's commit of the page.
        await afterNextFrame();
        if (cancelled) return;
        performance.mark('onto-map:build-start');
        // Opened zoomed out (the view fitted to the positions): clustered before the first node is added.
        if (Object.keys(last.current).length > 0) clusters.current?.reset(shownGraph.current, net.getScale());
      } else performance.mark('onto-map:build-start');
      await syncGraph(sets.current, graph, {
        positions: last.current,
        look,
        sliced: first,
        hidden,
        cancelled: () => cancelled,
        batch: (change) => quietly(net, change),
      });
    };
    void build().then(() => {
      if (cancelled) return;
      performance.measure('onto-map:build', 'onto-map:build-start');
      container.dataset.visibleNodes = String(views.current!.nodes.length);
      container.dataset.visibleEdges = String(views.current!.edges.length);
      // A created term may join a cluster, or make one.
      if (!first) return clusters.current?.reset(shownGraph.current, net.getScale());
      built.current = true;
      if (Object.keys(last.current).length === 0) net.fit({ animation: false });
      // The filters may have changed while it was built; and a map without positions is only now fitted.
      clusters.current?.reset(shownGraph.current, net.getScale());
      net.redraw();
    });
    return () => {
      cancelled = true;
    };
  }, [props.graph]);

  // Filters and the neighbourhood: a new shown graph, its clusters planned again, the views refreshed.
  useEffect(() => {
    const net = network.current;
    if (!net || !views.current) return;
    const { only } = latest.current;
    show();
    // The first build (in slices, after this commit) reads them; it is not done twice here.
    if (!built.current) return;
    // Clustered or not at once, as the zoom asks for the new shown graph; one refresh of the views.
    clusters.current?.reset(shownGraph.current, net.getScale());
    if (only) net.fit({ nodes: [...only].filter((id) => shown.current.has(id)), animation: animation(300) });
  }, [props.filters, props.only]);

  useEffect(() => {
    const edges = sets.current.edges;
    const { graph, filters } = latest.current;
    const labels = new Map(graph.edges.map((e) => [e.id, e.label]));
    edges.update(
      edges
        .get()
        .filter((e) => !isClusterId(e.id))
        .map((e) => ({ id: e.id, label: filters.edgeLabels ? labels.get(e.id) || undefined : undefined })),
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
    // The clusters move to their members' new centres.
    if (clusters.current?.active) clusters.current.reset(shownGraph.current, network.current?.getScale() ?? 1);
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
