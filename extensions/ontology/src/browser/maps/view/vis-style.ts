import type { EdgeKind, MapEdge, MapNode, NodeKind } from '../../../common/maps/graph.ts';
import type { Positions } from '../../../common/maps/layout-doc.ts';

/**
 * How each kind of node and edge looks in vis-network. Shapes are fixed light hues readable on the
 * light and the dark theme. A label inside a shape (box, ellipse) is always dark, on that light fill;
 * a label drawn on the canvas (beside a dot or a diamond, on an edge) takes the theme's text colour,
 * with a halo of the canvas' own background so that lines under it do not cut through it. The canvas
 * cannot read CSS variables: MapCanvas passes the computed colours in.
 */
const NODE_STYLE: Record<NodeKind, object> = {
  class: {
    shape: 'box',
    color: { background: '#d9eadf', border: '#2e7d4f', highlight: { background: '#b6dcc3', border: '#1b5e37' } },
  },
  individual: {
    shape: 'ellipse',
    color: { background: '#dbe7f7', border: '#3a6fb0', highlight: { background: '#b9d0f0', border: '#234f85' } },
  },
  objectProperty: { shape: 'diamond', size: 10, color: { background: '#efe0f5', border: '#7b3f99' } },
  dataProperty: { shape: 'dot', size: 8, color: { background: '#fbe9d0', border: '#b26a00' } },
  item: { shape: 'box', color: { background: '#eeeeee', border: '#666666' } },
};

const EDGE_STYLE: Record<EdgeKind, object> = {
  subclass: {
    arrows: { to: { enabled: true, type: 'triangle' } },
    color: { color: '#6b8f78', highlight: '#1b5e37', hover: '#1b5e37' },
    width: 1.5,
  },
  objectProperty: {
    arrows: { to: { enabled: true } },
    color: { color: '#8e6aa6', highlight: '#5a1f7a', hover: '#5a1f7a' },
  },
  dataProperty: { dashes: [2, 4], color: { color: '#c49a5a', highlight: '#8a5200', hover: '#8a5200' } },
  instanceOf: {
    dashes: true,
    arrows: { to: { enabled: true } },
    color: { color: '#7d97bd', highlight: '#234f85', hover: '#234f85' },
  },
  link: { arrows: { to: { enabled: true } }, color: { color: '#5f88c7', highlight: '#173f7a', hover: '#173f7a' } },
};

export interface VisNode {
  id: string;
  label: string;
  x?: number;
  y?: number;
  font: { color: string; strokeWidth?: number; strokeColor?: string; size?: number };
  [key: string]: unknown;
}

export interface VisEdge {
  id: string;
  from: string;
  to: string;
  label?: string;
  font: { color: string; strokeWidth: number; strokeColor: string; size: number };
  [key: string]: unknown;
}

/** The theme's colours as the canvas computed them. */
export interface CanvasColours {
  text: string;
  background: string;
}

/** Text on the light fill of a box or an ellipse, whatever the theme. */
export const TEXT_ON_FILL = '#1b1b1b';

/** Shapes whose label is drawn inside them (on their fill), not beside them on the canvas. */
const LABEL_INSIDE: ReadonlySet<string> = new Set(['box', 'ellipse']);

export function nodeFont(kind: NodeKind, colours: CanvasColours): VisNode['font'] {
  const shape = (NODE_STYLE[kind] as { shape: string }).shape;
  return LABEL_INSIDE.has(shape)
    ? { color: TEXT_ON_FILL }
    : { color: colours.text, strokeWidth: 3, strokeColor: colours.background };
}

export function toVisNode(node: MapNode, positions: Positions, colours: CanvasColours): VisNode {
  const p = positions[node.id];
  return {
    ...NODE_STYLE[node.kind],
    id: node.id,
    label: node.label,
    x: p?.x,
    y: p?.y,
    font: nodeFont(node.kind, colours),
  };
}

export function toVisEdge(edge: MapEdge, withLabel: boolean, colours: CanvasColours): VisEdge {
  return {
    ...EDGE_STYLE[edge.kind],
    id: edge.id,
    from: edge.from,
    to: edge.to,
    label: withLabel ? edge.label || undefined : undefined,
    // The halo is the canvas' background, so it is dark on the dark theme (not vis' white default).
    font: { color: colours.text, strokeWidth: 3, strokeColor: colours.background, size: 11 },
  };
}

/**
 * A collapsed cluster: a grey dot growing with its size, named "anchor (n)" in a font sized to read
 * at the zoom it was made at (`scale`), drawn on the canvas like a dot's label. A cluster whose label
 * would cover another's (`labelled` false) shows its name only on hover.
 */
export function toVisCluster(
  cluster: { id: string; count: number; x: number; y: number },
  label: string,
  labelled: boolean,
  scale: number,
  colours: CanvasColours,
): VisNode {
  return {
    id: cluster.id,
    label: labelled ? label : '',
    title: label,
    x: cluster.x,
    y: cluster.y,
    shape: 'dot',
    size: 10 + 3 * Math.sqrt(cluster.count),
    color: { background: '#cfd8dc', border: '#546e7a', highlight: { background: '#b0bec5', border: '#37474f' } },
    font: {
      size: Math.ceil(12 / Math.max(scale, 0.02)),
      color: colours.text,
      strokeWidth: 3,
      strokeColor: colours.background,
    },
  };
}

/** The edges between a cluster and the rest, merged: wider as they stand for more, with no arrow. */
export function toVisClusterEdge(
  edge: { id: string; from: string; to: string; count: number },
  colours: CanvasColours,
): VisEdge {
  return {
    id: edge.id,
    from: edge.from,
    to: edge.to,
    width: Math.min(1 + Math.log2(edge.count), 8),
    color: { color: '#90a4ae', highlight: '#455a64', hover: '#455a64' },
    font: { color: colours.text, strokeWidth: 3, strokeColor: colours.background, size: 11 },
  };
}
