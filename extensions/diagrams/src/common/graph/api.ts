/**
 * The graphs' calls and what they carry (domain.md §3 "Graph": name, author, date_create, json; issue 17
 * item 7). The graphs part (helper F) fills this contract.
 */

/** A graph's drawing: nodes and edges as vis-network takes them, with stored positions when laid out. */
export interface GraphJson {
  nodes: { id: string; label: string; group?: string; x?: number; y?: number; objectId?: string }[];
  edges: { id: string; from: string; to: string; label?: string }[];
}

export interface GraphDto {
  id: string;
  name: string;
  author: string | null;
  dateCreate: string | null;
  json: GraphJson;
  access: 'edit' | 'read';
}

/** The graphs' paths (mounted under `/api/`). */
export const GRAPH_API = {
  /** GET: `{ graphs: Omit<GraphDto, 'json'>[] }`; POST `{ name, json? }` → GraphDto. */
  list: 'graphs',
  /** GET, PUT `{ name?, json? }`, DELETE one graph. */
  graph: (id: string) => `graphs/${id}`,
} as const;

export const GRAPH_API_PATHS: readonly string[] = [GRAPH_API.list, GRAPH_API.graph(':id')];
