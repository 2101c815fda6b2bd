import type { MapGraph } from '../../../common/maps/graph.ts';
import type { ScenarioStep, TripletLink } from './views.ts';

/**
 * The editing side of triplets and scenarios (issue 14, helper "links"): what their editors change and
 * store. Pure, so the rules are tested without a screen. The stored JSON is what views.ts reads back.
 */

/** A scenario step as the editor holds it: its edges by their ends (and property), never by map edge id. */
export interface EditableStep {
  caption: string;
  nodes: string[];
  edges: StepEdge[];
}
export interface StepEdge {
  from: string;
  to: string;
  prop?: string;
}

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveItem<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export type LinkField = 'from' | 'prop' | 'to';

/** What each link still lacks, by index: a subject, a predicate and an object are all required. */
export function linkProblems(links: readonly TripletLink[]): Map<number, LinkField[]> {
  const problems = new Map<number, LinkField[]>();
  links.forEach((l, i) => {
    const missing = (['from', 'prop', 'to'] as const).filter((f) => !l[f]);
    if (missing.length > 0) problems.set(i, missing);
  });
  return problems;
}

/** The steps that name no node (a step shows its nodes: one without any would show nothing). */
export function stepProblems(steps: readonly EditableStep[]): Set<number> {
  return new Set(steps.flatMap((s, i) => (s.nodes.length === 0 ? [i] : [])));
}

export const tripletText = (links: readonly TripletLink[]) =>
  JSON.stringify({ links: links.map(({ from, prop, to }) => ({ from, prop, to })) });

export const scenarioText = (steps: readonly EditableStep[]) =>
  JSON.stringify({
    steps: steps.map((s) => ({
      nodes: s.nodes,
      edges: s.edges.map((e) => (e.prop ? { from: e.from, to: e.to, prop: e.prop } : { from: e.from, to: e.to })),
      caption: s.caption.trim(),
    })),
  });

export const edgeKey = (e: StepEdge) => `${e.from}>${e.to}>${e.prop ?? ''}`;

/**
 * Stored steps for the editor: an edge named by a map edge id (the stored form allows it) becomes its
 * ends, as the map has them now; an id the map no longer has is left out (it would show nothing).
 */
export function editableSteps(steps: readonly ScenarioStep[], map: MapGraph): EditableStep[] {
  const byId = new Map(map.edges.map((e) => [e.id, e]));
  return steps.map((s) => ({
    caption: s.caption,
    nodes: [...s.nodes],
    edges: s.edges.flatMap((e): StepEdge[] => {
      if (typeof e !== 'string')
        return [e.prop ? { from: e.from, to: e.to, prop: e.prop } : { from: e.from, to: e.to }];
      const edge = byId.get(e);
      if (!edge) return [];
      return [edge.term ? { from: edge.from, to: edge.to, prop: edge.term } : { from: edge.from, to: edge.to }];
    }),
  }));
}

/** The map's edges among a step's nodes, once each, as the step can name them; with the map edge for a label. */
export function edgeChoices(map: MapGraph, nodes: readonly string[]) {
  const ids = new Set(nodes);
  const seen = new Set<string>();
  const out: { edge: StepEdge; key: string; mapEdge: MapGraph['edges'][number] }[] = [];
  for (const e of map.edges) {
    if (!ids.has(e.from) || !ids.has(e.to)) continue;
    const edge: StepEdge = e.term ? { from: e.from, to: e.to, prop: e.term } : { from: e.from, to: e.to };
    const key = edgeKey(edge);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ edge, key, mapEdge: e });
  }
  return out;
}

/** A step without the node, and without the edges that touched it. */
export function withoutNode(step: EditableStep, node: string): EditableStep {
  return {
    ...step,
    nodes: step.nodes.filter((n) => n !== node),
    edges: step.edges.filter((e) => e.from !== node && e.to !== node),
  };
}
