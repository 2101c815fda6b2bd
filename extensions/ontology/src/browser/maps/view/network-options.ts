import type { Options } from 'vis-network';
import { visPhysicsOptions, type PhysicsSettings } from '@ontobench/sdk';
import { visLabelThreshold } from '../model/large-map.ts';
import type { MapController } from './map-controller.ts';

/**
 * vis-network's options for a map canvas. Labels (of nodes and edges) are drawn only from
 * LABEL_MIN_SCREEN_PX on screen; a large map has straight edges, no hover, and hides edges while
 * dragging and zooming. Manipulation has no toolbar of vis' own: relate mode is started by the map's
 * own button and a finished drag is handed to `onRelate` (nothing is added to the DataSet here; the
 * created relation comes back with the graph).
 */
export function networkOptions(o: {
  large: boolean;
  physics: PhysicsSettings;
  livePhysics: boolean;
  readOnly?: boolean;
  edgeHighlight: boolean;
  onRelate(from: string, to: string): void;
}): Options {
  const scaling = { label: { enabled: false, drawThreshold: visLabelThreshold() } };
  return {
    autoResize: true,
    layout: { improvedLayout: false, randomSeed: 1 },
    physics: visPhysicsOptions(o.physics, o.livePhysics),
    nodes: { font: { size: 14 }, margin: { top: 6, right: 8, bottom: 6, left: 8 }, scaling },
    edges: { smooth: o.large ? false : { enabled: true, type: 'continuous', roundness: 0.5 }, width: 1, scaling },
    interaction: {
      hover: !o.large,
      hideEdgesOnDrag: o.large,
      hideEdgesOnZoom: o.large,
      keyboard: false,
      dragNodes: !o.readOnly,
      selectConnectedEdges: o.edgeHighlight,
      hoverConnectedEdges: o.edgeHighlight,
      tooltipDelay: 300,
    },
    manipulation: {
      enabled: false,
      addEdge: (edge: { from: string; to: string }, done: (edge: null) => void) => {
        done(null);
        o.onRelate(edge.from, edge.to);
      },
    },
  };
}

export const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** A view change's animation, none for users who asked for reduced motion. */
export const animation = (duration: number) =>
  reducedMotion() ? false : { duration, easingFunction: 'easeInOutQuad' as const };

/** The canvas' keys: + / = zoom in, − zoom out, 0 fit, Esc leaves relate mode and clears the selection. */
export function mapKey(
  control: MapController,
  event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean },
): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  const actions: Record<string, () => void> = {
    '+': () => control.zoom(1.25),
    '=': () => control.zoom(1.25),
    '-': () => control.zoom(0.8),
    '0': () => control.fit(),
    Escape: () => {
      control.relateMode(false);
      control.clearSelection();
    },
  };
  const action = actions[event.key];
  action?.();
  return !!action;
}
