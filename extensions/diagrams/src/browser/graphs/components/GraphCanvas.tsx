import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { reaction } from 'mobx';
import type { DataSet } from 'vis-data';
import type { Edge, Network, Node, Options } from 'vis-network';
import { useT, visPhysicsOptions, type PhysicsSettings } from '@ontobench/sdk';
import type { GraphJson } from '../../../common/graph/api.ts';
import type { GraphEditorModel } from '../model/graph-editor.ts';

const useStyles = makeStyles({
  canvas: {
    // A height of its own: vis-network's canvas is 100% of it (a flex basis would leave it 150 px).
    height: 'max(420px, calc(100vh - 300px))',
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
});

/** What the page's toolbar asks of the canvas. */
export interface GraphController {
  fit(): void;
  /** The middle of the view, in graph coordinates (where a new node goes). */
  center(): { x: number; y: number };
  /** The whole graph as a PNG, on the page's background. */
  png(): Promise<Blob | null>;
}

type GraphNode = GraphJson['nodes'][number];
type GraphEdge = GraphJson['edges'][number];

const visNode = (n: GraphNode): Node => ({
  id: n.id,
  label: n.label,
  ...(n.group ? { group: n.group } : {}),
  ...(n.x !== undefined && n.y !== undefined ? { x: n.x, y: n.y } : {}),
});
const visEdge = (e: GraphEdge): Edge => ({ id: e.id, from: e.from, to: e.to, label: e.label ?? '' });

function options(
  colors: { text: string; background: string },
  physics: Options['physics'],
  readOnly: boolean,
): Options {
  return {
    autoResize: true,
    layout: { improvedLayout: false, randomSeed: 1 },
    physics,
    nodes: { shape: 'box', margin: { top: 6, right: 8, bottom: 6, left: 8 }, font: { size: 14 } },
    groups: { class: { color: { background: '#cfe4fa', border: '#0f6cbd' } } },
    edges: {
      arrows: 'to',
      smooth: { enabled: true, type: 'continuous', roundness: 0.5 },
      font: { size: 12, color: colors.text, strokeColor: colors.background, strokeWidth: 3, align: 'middle' },
    },
    interaction: { multiselect: true, dragNodes: !readOnly, hover: true, keyboard: false },
  };
}

/**
 * The graph on a vis-network canvas (issue 17 item 7), vis-network fetched with this component alone.
 * A graph whose nodes all have positions is drawn where they are with physics off (live physics turns
 * it on); one without is laid out by vis' Barnes–Hut solver with the user's physics (domain.md §9) and
 * the result kept. The model is the truth: its structural changes are synced in, drags and physics
 * come back as positions, a double click on a node bound to an ontology object opens it.
 */
export function GraphCanvas(props: {
  model: GraphEditorModel;
  physics: PhysicsSettings;
  live: boolean;
  onReady(controller: GraphController | null): void;
  onOpen(nodeId: string): void;
  label: string;
}) {
  const { t } = useT();
  const styles = useStyles();
  const element = useRef<HTMLDivElement>(null);
  const network = useRef<Network | null>(null);
  const laying = useRef(false);
  const latest = useRef(props);
  latest.current = props;
  const [failed, setFailed] = useState(false);
  const { model } = props;

  useEffect(() => {
    let disposed = false;
    let dispose = () => {};
    const start = async () => {
      const [{ Network: VisNetwork }, { DataSet: VisDataSet }] = await Promise.all([
        import('vis-network'),
        import('vis-data'),
      ]);
      if (disposed || !element.current) return;
      const container = element.current;
      const style = getComputedStyle(container);
      const colors = { text: style.color || '#242424', background: style.backgroundColor || '#ffffff' };
      const nodes: DataSet<Node> = new VisDataSet<Node>(model.nodes.map(visNode));
      const edges: DataSet<Edge> = new VisDataSet<Edge>(model.edges.map(visEdge));
      const physicsOn = () => latest.current.live || laying.current;
      laying.current = !model.placed;
      const net = new VisNetwork(
        container,
        { nodes, edges },
        options(colors, visPhysicsOptions(latest.current.physics, physicsOn()), model.readOnly),
      );
      network.current = net;
      container.dataset.state = 'drawing';
      // The first view shows the whole graph at the canvas' real size (the page's layout has settled by then).
      net.once('afterDrawing', () => {
        net.fit({ animation: false });
        container.dataset.state = 'ready';
      });

      const all = () => net.getPositions(nodes.getIds() as string[]);
      // A layout came to rest: the positions are kept (a first layout as the opened state, not a change).
      net.on('stabilized', () => {
        if (laying.current) {
          laying.current = false;
          model.settle(all());
          if (!latest.current.live) net.setOptions({ physics: { enabled: false } });
          net.fit({ animation: false });
        } else if (latest.current.live) model.moved(all());
      });
      net.on('dragEnd', (p: { nodes: string[] }) => {
        if (p.nodes.length > 0 && !model.readOnly) model.moved(net.getPositions(p.nodes));
        model.select(net.getSelectedNodes() as string[], net.getSelectedEdges() as string[]);
      });
      net.on('click', () => model.select(net.getSelectedNodes() as string[], net.getSelectedEdges() as string[]));
      net.on('doubleClick', (p: { nodes: string[] }) => {
        if (p.nodes[0]) latest.current.onOpen(p.nodes[0]);
      });

      // The model's structural changes: new nodes where the model put them, the others only relabelled.
      const stop = reaction(
        () => model.revision,
        () => {
          const nodeIds = new Set(model.nodes.map((n) => n.id));
          nodes.remove(nodes.getIds().filter((id) => !nodeIds.has(String(id))));
          const shown = new Set(nodes.getIds().map(String));
          nodes.update(
            model.nodes.map((n) => (shown.has(n.id) ? { id: n.id, label: n.label, group: n.group } : visNode(n))),
          );
          const edgeIds = new Set(model.edges.map((e) => e.id));
          edges.remove(edges.getIds().filter((id) => !edgeIds.has(String(id))));
          edges.update(model.edges.map(visEdge));
          net.setSelection({ nodes: model.selectedNodes, edges: model.selectedEdges }, { unselectAll: true });
          if (!model.placed) {
            laying.current = true;
            net.setOptions({ physics: visPhysicsOptions(latest.current.physics, true) });
            net.stabilize();
          }
        },
      );

      latest.current.onReady({
        fit: () => net.fit({ animation: false }),
        center: () => net.getViewPosition(),
        png: () => {
          net.fit({ animation: false });
          net.redraw();
          const source = container.querySelector('canvas');
          if (!source) return Promise.resolve(null);
          const out = document.createElement('canvas');
          out.width = source.width;
          out.height = source.height;
          const g = out.getContext('2d');
          if (!g) return Promise.resolve(null);
          g.fillStyle = colors.background;
          g.fillRect(0, 0, out.width, out.height);
          g.drawImage(source, 0, 0);
          return new Promise((resolve) => out.toBlob(resolve, 'image/png'));
        },
      });
      dispose = () => {
        stop();
        latest.current.onReady(null);
        net.destroy();
        network.current = null;
      };
    };
    start().catch(() => {
      if (!disposed) setFailed(true);
    });
    return () => {
      disposed = true;
      dispose();
    };
  }, [model]);

  // The user's physics and the live switch apply at once; turning live physics off keeps where it left them.
  useEffect(() => {
    const net = network.current;
    if (!net) return;
    net.setOptions({ physics: visPhysicsOptions(props.physics, props.live || laying.current) });
    if (!props.live && !laying.current) model.moved(net.getPositions());
  }, [props.physics, props.live, model]);

  const onKey = (event: KeyboardEvent) => {
    if ((event.key === 'Delete' || event.key === 'Backspace') && !model.readOnly && model.hasSelection) {
      event.preventDefault();
      model.removeSelected();
    }
  };

  if (failed)
    return (
      <MessageBar intent="error" data-testid="graph-canvas-failed">
        <MessageBarBody>{t('graphs.editor.canvasFailed')}</MessageBarBody>
      </MessageBar>
    );
  return (
    <div
      ref={element}
      className={styles.canvas}
      tabIndex={0}
      role="application"
      aria-label={props.label}
      onKeyDown={onKey}
      data-testid="graph-canvas"
    />
  );
}
