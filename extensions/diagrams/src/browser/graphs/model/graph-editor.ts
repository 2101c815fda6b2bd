import { makeAutoObservable } from 'mobx';
import type { GraphDto, GraphJson } from '../../../common/graph/api.ts';

type GraphNode = GraphJson['nodes'][number];
type GraphEdge = GraphJson['edges'][number];
type Point = { x: number; y: number };

/** Positions as the server keeps them (two decimals), so a saved graph compares equal to what was sent. */
const round = (v: number) => Math.round(v * 100) / 100;

/** The next free id `<prefix><n>` among `taken`. */
function nextId(prefix: string, taken: ReadonlySet<string>): string {
  let n = taken.size + 1;
  while (taken.has(`${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
}

/**
 * The state of `/graphs/{id}` (issue 17 item 7): the graph's nodes and edges as edited, the selection,
 * and whether anything differs from what was last saved (the unsaved-changes guard asks then). Structural
 * changes bump `revision` (the canvas syncs them); a drag only records positions (the canvas shows them).
 */
export class GraphEditorModel {
  graph: GraphDto;
  nodes: GraphNode[];
  edges: GraphEdge[];
  selectedNodes: string[] = [];
  selectedEdges: string[] = [];
  revision = 0;
  saving = false;
  private saved: string;

  constructor(graph: GraphDto) {
    this.graph = graph;
    this.nodes = graph.json.nodes.map((n) => ({ ...n }));
    this.edges = graph.json.edges.map((e) => ({ ...e }));
    this.saved = JSON.stringify(graph.json);
    makeAutoObservable<this, 'saved'>(this, { graph: false, saved: true });
  }

  get readOnly(): boolean {
    return this.graph.access === 'read';
  }

  get dirty(): boolean {
    return !this.readOnly && JSON.stringify(this.json) !== this.saved;
  }

  get json(): GraphJson {
    return { nodes: this.nodes, edges: this.edges };
  }

  get selectedNode(): GraphNode | null {
    return this.selectedNodes.length === 1 ? (this.nodes.find((n) => n.id === this.selectedNodes[0]) ?? null) : null;
  }

  get selectedEdge(): GraphEdge | null {
    return this.selectedNodes.length === 0 && this.selectedEdges.length === 1
      ? (this.edges.find((e) => e.id === this.selectedEdges[0]) ?? null)
      : null;
  }

  get hasSelection(): boolean {
    return this.selectedNodes.length + this.selectedEdges.length > 0;
  }

  select(nodes: readonly string[], edges: readonly string[]): void {
    this.selectedNodes = [...nodes];
    this.selectedEdges = [...edges];
  }

  /** A new node at `at`; its id is the next free `n<k>`. */
  addNode(label: string, at: Point): string {
    const id = nextId('n', new Set(this.nodes.map((n) => n.id)));
    this.nodes.push({ id, label: label.trim(), x: round(at.x), y: round(at.y) });
    this.revision += 1;
    this.select([id], []);
    return id;
  }

  /** A new edge between two nodes of the graph (null when one is missing); its id is the next free `e<k>`. */
  addEdge(from: string, to: string, label: string): string | null {
    const ids = new Set(this.nodes.map((n) => n.id));
    if (!ids.has(from) || !ids.has(to)) return null;
    const id = nextId('e', new Set(this.edges.map((e) => e.id)));
    const text = label.trim();
    this.edges.push({ id, from, to, ...(text ? { label: text } : {}) });
    this.revision += 1;
    this.select([], [id]);
    return id;
  }

  /** Renames a node or an edge (an edge's empty label is no label). */
  rename(id: string, label: string): void {
    const text = label.trim();
    const node = this.nodes.find((n) => n.id === id);
    if (node) node.label = text;
    const edge = node ? undefined : this.edges.find((e) => e.id === id);
    if (edge) {
      if (text) edge.label = text;
      else delete edge.label;
    }
    if (node || edge) this.revision += 1;
  }

  /** Removes the selected nodes with their edges, and the selected edges. */
  removeSelected(): void {
    const nodes = new Set(this.selectedNodes);
    const edges = new Set(this.selectedEdges);
    if (nodes.size + edges.size === 0) return;
    this.nodes = this.nodes.filter((n) => !nodes.has(n.id));
    this.edges = this.edges.filter((e) => !edges.has(e.id) && !nodes.has(e.from) && !nodes.has(e.to));
    this.select([], []);
    this.revision += 1;
  }

  /** Nodes dragged or moved by physics: their new positions (kept with the graph on save). */
  moved(positions: Record<string, Point>): void {
    for (const node of this.nodes) {
      const at = positions[node.id];
      if (!at) continue;
      const x = round(at.x);
      const y = round(at.y);
      if (node.x !== x || node.y !== y) Object.assign(node, { x, y });
    }
  }

  /**
   * A first layout came to rest: its positions are kept, and a graph that had no unsaved changes still
   * has none (opening a graph stored without positions is not an edit; a later save keeps them).
   */
  settle(positions: Record<string, Point>): void {
    const clean = !this.dirty;
    this.moved(positions);
    if (clean) this.saved = JSON.stringify(this.json);
  }

  /** Whether every node has a stored position (then the canvas draws them with physics off). */
  get placed(): boolean {
    return this.nodes.every((n) => n.x !== undefined && n.y !== undefined);
  }

  /** Forgets the positions: the canvas lays the graph out again with the user's physics. */
  forgetPositions(): void {
    this.nodes = this.nodes.map(({ x: _x, y: _y, ...rest }) => rest);
    this.revision += 1;
  }

  setSaving(on: boolean): void {
    this.saving = on;
  }

  /** The server's answer to a save: what it stored is the new baseline. */
  markSaved(graph: GraphDto): void {
    this.graph = graph;
    this.saved = JSON.stringify(graph.json);
  }
}
