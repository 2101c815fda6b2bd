import type { OntologyState } from '../../../common/state.ts';
import { itemLink, type MapEdge, type MapGraph, type MapNode } from '../../../common/maps/graph.ts';

/**
 * Graphs of the views on a map: a triplet (a chosen set of links), a scenario (steps over the map), a
 * workspace (the objects its items stand for) and the taxonomy (classes and subclass-of only).
 * Bad JSON in a stored triplet or scenario is an empty view, not a crash.
 */
export interface TripletLink {
  from: string;
  prop: string;
  to: string;
}

export interface ScenarioStep {
  nodes: string[];
  /** Edge ids of the map, or links by their ends. */
  edges: (string | { from: string; to: string; prop?: string })[];
  caption: string;
}

function parseJson(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    console.warn('Unparseable map view JSON: shown empty');
    return undefined;
  }
}

const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

export function parseTriplet(text: string | null): TripletLink[] {
  const links = (parseJson(text) as { links?: unknown } | undefined)?.links;
  if (!Array.isArray(links)) return [];
  return links
    .filter((l): l is TripletLink => isString(l?.from) && isString(l?.to) && typeof (l?.prop ?? '') === 'string')
    .map((l) => ({ from: l.from, prop: l.prop ?? '', to: l.to }));
}

export function parseScenario(text: string | null): ScenarioStep[] {
  const steps = (parseJson(text) as { steps?: unknown } | undefined)?.steps;
  if (!Array.isArray(steps)) return [];
  return steps
    .filter((s) => typeof s === 'object' && s !== null)
    .map((s: { nodes?: unknown; edges?: unknown; caption?: unknown }) => ({
      nodes: Array.isArray(s.nodes) ? s.nodes.filter(isString) : [],
      edges: Array.isArray(s.edges)
        ? s.edges.filter(
            (e: unknown) => isString(e) || (isString((e as TripletLink)?.from) && isString((e as TripletLink)?.to)),
          )
        : [],
      caption: typeof s.caption === 'string' ? s.caption : '',
    }));
}

/** The part of a graph among the given node ids. */
export function restrictGraph(graph: MapGraph, ids: ReadonlySet<string>): MapGraph {
  return {
    nodes: graph.nodes.filter((n) => ids.has(n.id)),
    edges: graph.edges.filter((e) => ids.has(e.from) && ids.has(e.to)),
  };
}

function nodeOf(graph: MapGraph, id: string): MapNode {
  return graph.nodes.find((n) => n.id === id) ?? { id, label: id, kind: 'item', link: null };
}

/** A triplet's links as a graph: their ends (named as on the map) and one edge per link. */
export function tripletGraph(map: MapGraph, state: OntologyState, links: readonly TripletLink[]): MapGraph {
  const byId = new Map(map.nodes.map((n) => [n.id, n]));
  const propName = new Map([...state.objectProperties, ...state.dataProperties].map((p) => [p.id, p.name]));
  const nodes = new Map<string, MapNode>();
  const edges: MapEdge[] = [];
  for (const [i, l] of links.entries()) {
    for (const end of [l.from, l.to]) if (!nodes.has(end)) nodes.set(end, byId.get(end) ?? nodeOf(map, end));
    edges.push({
      id: `t:${i}`,
      from: l.from,
      to: l.to,
      kind: 'link',
      label: propName.get(l.prop) ?? byId.get(l.prop)?.label ?? l.prop,
      term: l.prop || undefined,
      link: propName.has(l.prop) ? itemLink.objectProperty(l.prop) : null,
    });
  }
  return { nodes: [...nodes.values()], edges };
}

/**
 * A scenario over a map: the nodes its steps name with the map's edges among them, plus edges the
 * steps name by their ends that the map lacks. Each step's highlight is its nodes and edge ids.
 */
export function scenarioGraph(map: MapGraph, steps: readonly ScenarioStep[]) {
  const ids = new Set(steps.flatMap((s) => s.nodes));
  for (const s of steps) for (const e of s.edges) if (typeof e !== 'string') ids.add(e.from).add(e.to);
  const graph = ids.size > 0 ? restrictGraph(map, ids) : { nodes: [...map.nodes], edges: [...map.edges] };
  for (const id of ids) if (!graph.nodes.some((n) => n.id === id)) graph.nodes.push(nodeOf(map, id));
  const highlights = steps.map((step, n) => {
    const edges: string[] = [];
    for (const [k, e] of step.edges.entries()) {
      if (typeof e === 'string') {
        edges.push(e);
        continue;
      }
      const found = graph.edges.find((g) => g.from === e.from && g.to === e.to && (!e.prop || g.term === e.prop));
      if (found) edges.push(found.id);
      else {
        const id = `s:${n}:${k}`;
        graph.edges.push({
          id,
          from: e.from,
          to: e.to,
          kind: 'link',
          label: e.prop ? nodeOf(map, e.prop).label : undefined,
        });
        edges.push(id);
      }
    }
    return { nodes: step.nodes, edges, caption: step.caption };
  });
  return { graph, highlights };
}

/** The taxonomy: classes and their subclass-of edges. */
export function taxonomyGraph(map: MapGraph): MapGraph {
  const nodes = map.nodes.filter((n) => n.kind === 'class');
  return { nodes, edges: map.edges.filter((e) => e.kind === 'subclass') };
}

/** A workspace: the objects its items stand for, as on the map; objects not on it are plain nodes. */
export function workspaceGraph(map: MapGraph, items: readonly { id: string; name: string }[]): MapGraph {
  const ids = new Set(items.map((i) => i.id));
  const graph = restrictGraph(map, ids);
  const present = new Set(graph.nodes.map((n) => n.id));
  for (const item of items)
    if (!present.has(item.id)) graph.nodes.push({ id: item.id, label: item.name, kind: 'item', link: null });
  return graph;
}
