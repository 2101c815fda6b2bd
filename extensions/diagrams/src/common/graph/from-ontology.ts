import { CLASS, PROP, instanceRows, rowRefs, type GetDataReply } from '@ontobench/sdk/common';
import type { GraphJson } from './api.ts';
import { GRAPH_MAX_EDGES, GRAPH_MAX_LABEL, GRAPH_MAX_NODES } from './validate.ts';

/** One get_data call as the user (the browser's `DataClient.getData`, the server's `ctx.data.run`). */
export type GraphDataReader = (query: {
  class: string;
  filter?: string;
  fields?: { prop: string }[];
  limit?: number;
}) => Promise<GetDataReply>;

/** The group of a node made from an ontology class (vis-network colours nodes by group). */
export const CLASS_GROUP = 'class';

const cut = (text: string) => (text.length > GRAPH_MAX_LABEL ? `${text.slice(0, GRAPH_MAX_LABEL - 1)}…` : text);

/**
 * A graph of the user's own ontology (issue 17 item 7, "from the ontology"): one node per class the user
 * wrote (`[author] = #user#`, bound to it by `objectId`, so a double click opens it), an edge from a class
 * to each parent class among them (labelled `subclassLabel`), and an edge from domain to range for each
 * object property the user wrote whose domain and range are among them (labelled with the property's
 * name). Read through the data API as the user, so only what they may read is drawn; laid out by
 * `layeredLayout`. The user's data properties and individuals are left out: a graph of hundreds of
 * individuals says less than the class model it came from.
 */
export async function ontologyGraph(read: GraphDataReader, subclassLabel: string): Promise<GraphJson> {
  const own = '[author] = #user#';
  const classes = instanceRows(
    await read({ class: CLASS.Class, filter: own, fields: [{ prop: PROP.parentClass }], limit: GRAPH_MAX_NODES }),
  );
  const props = instanceRows(
    await read({
      class: CLASS.ObjectProperty,
      filter: own,
      fields: [{ prop: PROP.domain }, { prop: PROP.range }],
      limit: GRAPH_MAX_EDGES,
    }),
  );
  const ids = new Set(classes.map((row) => row.id));
  const nodes = classes.map((row) => ({ id: row.id, label: cut(row.name), group: CLASS_GROUP, objectId: row.id }));
  const edges: GraphJson['edges'] = [];
  const tree = new Set<string>();
  const add = (from: string, to: string, label: string) => {
    if (edges.length >= GRAPH_MAX_EDGES) return null;
    const id = `e${edges.length + 1}`;
    edges.push({ id, from, to, label: cut(label) });
    return id;
  };
  for (const row of classes)
    for (const parent of rowRefs(row, PROP.parentClass)) {
      const id = ids.has(parent.id) ? add(row.id, parent.id, subclassLabel) : null;
      if (id) tree.add(id);
    }
  for (const prop of props)
    for (const domain of rowRefs(prop, PROP.domain))
      for (const range of rowRefs(prop, PROP.range))
        if (ids.has(domain.id) && ids.has(range.id)) add(domain.id, range.id, prop.name);
  return layeredLayout({ nodes, edges }, tree);
}

/** The horizontal and vertical steps of `layeredLayout` and how many nodes one row of a level holds. */
const STEP_X = 200;
const STEP_Y = 140;
const PER_ROW = 8;

/**
 * Places every node (a pure function): by depth along the `tree` edges (an edge goes from a child to its
 * parent; roots on top, a node reached twice takes its deepest level, cycles cut), each level centred,
 * wrapping after PER_ROW nodes. Nodes that already have a position keep it.
 */
export function layeredLayout(graph: GraphJson, tree: ReadonlySet<string>): GraphJson {
  const parents = new Map<string, string[]>();
  for (const e of graph.edges)
    if (tree.has(e.id) && e.from !== e.to) parents.set(e.from, [...(parents.get(e.from) ?? []), e.to]);
  const depth = new Map<string, number>();
  const depthOf = (id: string, path: Set<string>): number => {
    const known = depth.get(id);
    if (known !== undefined) return known;
    let d = 0;
    for (const parent of parents.get(id) ?? [])
      if (!path.has(parent)) d = Math.max(d, depthOf(parent, new Set([...path, id])) + 1);
    depth.set(id, d);
    return d;
  };
  const levels = new Map<number, string[]>();
  for (const n of graph.nodes) {
    const d = depthOf(n.id, new Set([n.id]));
    levels.set(d, [...(levels.get(d) ?? []), n.id]);
  }
  const at = new Map<string, { x: number; y: number }>();
  let row = 0;
  for (const d of [...levels.keys()].sort((a, b) => a - b)) {
    const ids = levels.get(d)!;
    for (let start = 0; start < ids.length; start += PER_ROW, row += 1) {
      const part = ids.slice(start, start + PER_ROW);
      part.forEach((id, i) => at.set(id, { x: (i - (part.length - 1) / 2) * STEP_X, y: row * STEP_Y }));
    }
  }
  return {
    nodes: graph.nodes.map((n) => (n.x !== undefined && n.y !== undefined ? n : { ...n, ...at.get(n.id) })),
    edges: graph.edges,
  };
}
