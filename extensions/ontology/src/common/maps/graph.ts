import type { OntologyState } from '../state.ts';

/**
 * The map's own graph: what vis-network draws, built from an `OntologyState` (or a triplet, a
 * scenario, a workspace). Pure data, so it can be tested and sent to the layout worker as it is.
 */
export type NodeKind = 'class' | 'individual' | 'objectProperty' | 'dataProperty' | 'item';
export type EdgeKind = 'subclass' | 'objectProperty' | 'dataProperty' | 'instanceOf' | 'link';

export interface MapNode {
  id: string;
  label: string;
  kind: NodeKind;
  /** Where a click leads (the term's list page), or null. */
  link: string | null;
}

export interface MapEdge {
  id: string;
  from: string;
  to: string;
  kind: EdgeKind;
  label?: string;
  /** The term the edge stands for (an object property), so a click can open it. */
  term?: string;
  link?: string | null;
}

export interface MapGraph {
  nodes: MapNode[];
  edges: MapEdge[];
}

/** The item pages of the lists part (O1): classes, object properties, data properties, individuals. */
export const itemLink = {
  class: (id: string) => `/class_list/${id}`,
  objectProperty: (id: string) => `/props_list/${id}`,
  dataProperty: (id: string) => `/scalar_list/${id}`,
  individual: (id: string, classId: string) => `/examp_list/${classId}?inst=${id}`,
};

/**
 * Classes and individuals are nodes; subclass-of, instance-of and individual links are edges. An
 * object property with a domain and a range is an edge for each domain–range pair (labelled with its
 * name); one missing either end is a node tied to the end it has. A data property is a node tied to
 * its domain classes.
 */
export function buildOntologyGraph(state: OntologyState): MapGraph {
  const nodes: MapNode[] = [];
  const edges: MapEdge[] = [];
  const classIds = new Set(state.classes.map((c) => c.id));
  const propName = new Map(state.objectProperties.map((p) => [p.id, p.name]));

  for (const c of state.classes) {
    nodes.push({ id: c.id, label: c.name, kind: 'class', link: itemLink.class(c.id) });
    for (const parent of c.parents)
      if (classIds.has(parent)) edges.push({ id: `sub:${c.id}:${parent}`, from: c.id, to: parent, kind: 'subclass' });
  }

  for (const p of state.objectProperties) {
    const domain = p.domain.filter((d) => classIds.has(d));
    const range = p.range.filter((r) => classIds.has(r));
    const link = itemLink.objectProperty(p.id);
    if (domain.length > 0 && range.length > 0) {
      for (const d of domain)
        for (const r of range)
          edges.push({
            id: `op:${p.id}:${d}:${r}`,
            from: d,
            to: r,
            kind: 'objectProperty',
            label: p.name,
            term: p.id,
            link,
          });
      continue;
    }
    nodes.push({ id: p.id, label: p.name, kind: 'objectProperty', link });
    for (const d of domain)
      edges.push({ id: `dom:${p.id}:${d}`, from: d, to: p.id, kind: 'objectProperty', term: p.id, link });
    for (const r of range)
      edges.push({ id: `rng:${p.id}:${r}`, from: p.id, to: r, kind: 'objectProperty', term: p.id, link });
  }

  for (const p of state.dataProperties) {
    nodes.push({ id: p.id, label: p.name, kind: 'dataProperty', link: itemLink.dataProperty(p.id) });
    for (const d of p.domain)
      if (classIds.has(d)) edges.push({ id: `dp:${p.id}:${d}`, from: d, to: p.id, kind: 'dataProperty' });
  }

  const individualIds = new Set(state.individuals.map((i) => i.id));
  for (const ind of state.individuals) {
    nodes.push({ id: ind.id, label: ind.name, kind: 'individual', link: itemLink.individual(ind.id, ind.class) });
    if (classIds.has(ind.class))
      edges.push({ id: `io:${ind.id}:${ind.class}`, from: ind.id, to: ind.class, kind: 'instanceOf' });
    for (const [n, l] of ind.links.entries())
      if (individualIds.has(l.target))
        edges.push({
          id: `ln:${ind.id}:${n}`,
          from: ind.id,
          to: l.target,
          kind: 'link',
          label: propName.get(l.prop) ?? '',
          term: l.prop,
          link: itemLink.objectProperty(l.prop),
        });
  }
  return { nodes, edges };
}

/** Which kinds the filter buttons show. */
export interface MapFilters {
  classes: boolean;
  individuals: boolean;
  objectProperties: boolean;
  dataProperties: boolean;
  subclassEdges: boolean;
  edgeLabels: boolean;
}

export const ALL_VISIBLE: MapFilters = {
  classes: true,
  individuals: true,
  objectProperties: true,
  dataProperties: true,
  subclassEdges: true,
  edgeLabels: true,
};

const NODE_FILTER: Record<NodeKind, keyof MapFilters | null> = {
  class: 'classes',
  individual: 'individuals',
  objectProperty: 'objectProperties',
  dataProperty: 'dataProperties',
  item: null,
};

const EDGE_FILTER: Record<EdgeKind, keyof MapFilters | null> = {
  subclass: 'subclassEdges',
  objectProperty: 'objectProperties',
  dataProperty: 'dataProperties',
  instanceOf: null,
  link: 'objectProperties',
};

export function isNodeVisible(node: MapNode, filters: MapFilters): boolean {
  const key = NODE_FILTER[node.kind];
  return key === null || filters[key];
}

/** An edge shows when its kind is on and both its ends show. */
export function isEdgeVisible(edge: MapEdge, filters: MapFilters, visibleNodes: ReadonlySet<string>): boolean {
  const key = EDGE_FILTER[edge.kind];
  return (key === null || filters[key]) && visibleNodes.has(edge.from) && visibleNodes.has(edge.to);
}

/** The nodes and edges the filters leave. */
export function visiblePart(graph: MapGraph, filters: MapFilters): MapGraph {
  const nodes = graph.nodes.filter((n) => isNodeVisible(n, filters));
  const ids = new Set(nodes.map((n) => n.id));
  return { nodes, edges: graph.edges.filter((e) => isEdgeVisible(e, filters, ids)) };
}

/** Case-insensitive search by label; exact matches first. */
export function searchNodes(nodes: readonly MapNode[], query: string, limit = 50): MapNode[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return [];
  const hits = nodes.filter((n) => n.label.toLocaleLowerCase().includes(q));
  hits.sort((a, b) => Number(b.label.toLocaleLowerCase() === q) - Number(a.label.toLocaleLowerCase() === q));
  return hits.slice(0, limit);
}

/** The ids of the nodes the filters keep, within `only` when given (a neighbourhood). */
export function shownNodeIds(graph: MapGraph, filters: MapFilters, only?: ReadonlySet<string> | null): Set<string> {
  return new Set(graph.nodes.filter((n) => isNodeVisible(n, filters) && (!only || only.has(n.id))).map((n) => n.id));
}
