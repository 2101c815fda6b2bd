import { UUID_PATTERN } from '@ontobench/sdk/common';
import type { GraphJson } from './api.ts';

/** The most nodes and edges one graph keeps (vis-network stays responsive well past these on a page). */
export const GRAPH_MAX_NODES = 2000;
export const GRAPH_MAX_EDGES = 5000;
/** The longest node or edge label, group and graph name. */
export const GRAPH_MAX_LABEL = 200;
/** The longest node or edge id (vis ids are short strings; ours are `n1`, `e1` or UUIDs). */
export const GRAPH_MAX_ID = 100;
/** A stored position farther than this from the origin is not a drawing but a mistake. */
export const GRAPH_MAX_COORDINATE = 1_000_000;

/** Why a graph's json or name cannot be stored, said in Russian (the server answers it with a 400). */
export class GraphInputError extends Error {
  override name = 'GraphInputError';
}

const bad = (message: string): never => {
  throw new GraphInputError(message);
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function id(value: unknown, at: string): string {
  if (typeof value === 'number' && Number.isInteger(value)) return String(value);
  if (typeof value !== 'string' || value.trim() === '') return bad(`${at}: нет идентификатора`);
  if (value.length > GRAPH_MAX_ID) return bad(`${at}: идентификатор длиннее ${GRAPH_MAX_ID} символов`);
  return value;
}

function label(value: unknown, at: string, required: boolean): string | undefined {
  if (value === undefined || value === null) return required ? bad(`${at}: нет подписи`) : undefined;
  if (typeof value !== 'string') return bad(`${at}: подпись должна быть строкой`);
  if (value.length > GRAPH_MAX_LABEL) return bad(`${at}: подпись длиннее ${GRAPH_MAX_LABEL} символов`);
  return value;
}

function coordinate(value: unknown, at: string, axis: 'x' | 'y'): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > GRAPH_MAX_COORDINATE)
    return bad(`${at}: координата ${axis} должна быть числом не больше ${GRAPH_MAX_COORDINATE} по модулю`);
  return Math.round(value * 100) / 100;
}

type GraphNode = GraphJson['nodes'][number];
type GraphEdge = GraphJson['edges'][number];

function node(value: unknown, index: number): GraphNode {
  const at = `Узел ${index + 1}`;
  if (!isObject(value)) return bad(`${at}: ожидается объект`);
  const out: GraphNode = { id: id(value.id, at), label: label(value.label, at, true)! };
  const group = label(value.group, `${at}, группа`, false);
  if (group) out.group = group;
  const x = coordinate(value.x, at, 'x');
  const y = coordinate(value.y, at, 'y');
  if ((x === undefined) !== (y === undefined)) bad(`${at}: у положения должны быть обе координаты, x и y`);
  if (x !== undefined && y !== undefined) Object.assign(out, { x, y });
  if (value.objectId !== undefined && value.objectId !== null) {
    if (typeof value.objectId !== 'string' || !UUID_PATTERN.test(value.objectId))
      bad(`${at}: неверный идентификатор объекта онтологии`);
    out.objectId = (value.objectId as string).toLowerCase();
  }
  return out;
}

function edge(value: unknown, index: number, nodes: ReadonlySet<string>): GraphEdge {
  const at = `Связь ${index + 1}`;
  if (!isObject(value)) return bad(`${at}: ожидается объект`);
  const out: GraphEdge = {
    id: id(value.id, at),
    from: id(value.from, `${at}, начало`),
    to: id(value.to, `${at}, конец`),
  };
  for (const end of [out.from, out.to]) if (!nodes.has(end)) bad(`${at} ведёт к узлу «${end}», которого в графе нет`);
  const text = label(value.label, at, false);
  if (text) out.label = text;
  return out;
}

/**
 * A graph's json as it may be stored (domain.md §3 "Graph": json; issue 17 item 7): an object of `nodes`
 * and `edges` lists, ids unique in each, every edge between nodes of the graph, labels and counts bounded,
 * positions finite and given as both coordinates. Only the known fields are kept (and node ids given as
 * integers become text, as vis-network compares them). Throws `GraphInputError` with the first problem.
 */
export function checkGraphJson(value: unknown): GraphJson {
  if (!isObject(value)) return bad('Граф должен быть объектом с полями nodes и edges');
  if (!Array.isArray(value.nodes)) return bad('Поле nodes графа должно быть списком узлов');
  if (!Array.isArray(value.edges)) return bad('Поле edges графа должно быть списком связей');
  if (value.nodes.length > GRAPH_MAX_NODES) bad(`В графе не больше ${GRAPH_MAX_NODES} узлов`);
  if (value.edges.length > GRAPH_MAX_EDGES) bad(`В графе не больше ${GRAPH_MAX_EDGES} связей`);
  const nodes = value.nodes.map(node);
  const nodeIds = new Set<string>();
  for (const n of nodes) {
    if (nodeIds.has(n.id)) bad(`Идентификатор узла «${n.id}» повторяется`);
    nodeIds.add(n.id);
  }
  const edges = value.edges.map((e, i) => edge(e, i, nodeIds));
  const edgeIds = new Set<string>();
  for (const e of edges) {
    if (edgeIds.has(e.id)) bad(`Идентификатор связи «${e.id}» повторяется`);
    edgeIds.add(e.id);
  }
  return { nodes, edges };
}

/** A graph's name, trimmed: required, at most GRAPH_MAX_LABEL characters. */
export function checkGraphName(value: unknown): string {
  if (value !== undefined && value !== null && typeof value !== 'string')
    return bad('Название графа должно быть строкой');
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) return bad('Укажите название графа');
  if (name.length > GRAPH_MAX_LABEL) return bad(`Название графа длиннее ${GRAPH_MAX_LABEL} символов`);
  return name;
}

/** A stored json that no longer parses or checks reads as an empty graph (the page can still open it). */
export function parseStoredGraph(text: string): GraphJson {
  if (!text) return { nodes: [], edges: [] };
  try {
    return checkGraphJson(JSON.parse(text));
  } catch {
    return { nodes: [], edges: [] };
  }
}
