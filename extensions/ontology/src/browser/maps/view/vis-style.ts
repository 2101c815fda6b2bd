import type { EdgeKind, MapEdge, MapNode, NodeKind } from '../model/graph.ts';
import type { Positions } from '../model/layout-doc.ts';

/**
 * How each kind of node and edge looks in vis-network. Colours are fixed hues readable on the light
 * and the dark theme; the text colour comes from the theme (the canvas cannot read CSS variables).
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
  font: { color: string };
  [key: string]: unknown;
}

export interface VisEdge {
  id: string;
  from: string;
  to: string;
  label?: string;
  font: { color: string; strokeWidth: number; size: number };
  [key: string]: unknown;
}

export function toVisNode(node: MapNode, positions: Positions, fontColor: string): VisNode {
  const p = positions[node.id];
  return { ...NODE_STYLE[node.kind], id: node.id, label: node.label, x: p?.x, y: p?.y, font: { color: fontColor } };
}

export function toVisEdge(edge: MapEdge, withLabel: boolean, fontColor: string): VisEdge {
  return {
    ...EDGE_STYLE[edge.kind],
    id: edge.id,
    from: edge.from,
    to: edge.to,
    label: withLabel ? edge.label || undefined : undefined,
    // No text stroke: it would be a white halo on the dark theme.
    font: { color: fontColor, strokeWidth: 0, size: 11 },
  };
}
