/**
 * The diagrams' calls (under `/api/`) and what they carry: one contract the server's routes and the
 * browser share (domain.md §3 "Diagram", "Diagram dependencies"; issue 17 items 1, 3, 4, 5). Every call
 * runs as the signed-in user through the data API, so the store's access rules decide: a diagram the user
 * may not read is a 404, one they may only read (a `reader` assignment) refuses every change with 403.
 */

/** What the user may do with a diagram: `edit` (author, administrator, `editor` assignment) or `read`. */
export type DiagramAccess = 'edit' | 'read';

/** A diagram element bound to an ontology class or individual (§3 `elements`, issue 17 item 3). */
export interface ElementBinding {
  /** The BPMN element's id in the XML (e.g. `Task_1`). */
  elementId: string;
  /** The ontology class or individual. */
  objectId: string;
  /** Its name when bound (shown without another read). */
  objectName: string;
  kind: 'class' | 'individual';
}

/** A transition to a child diagram (§3 "Diagram dependencies: transitions (target_diagram, node_type, icon)"). */
export interface Transition {
  /** The element that opens the child diagram. */
  elementId: string;
  targetDiagram: string;
  /** The BPMN type of the element (e.g. `bpmn:SubProcess`), as §3's node_type. */
  nodeType: string;
  icon: string | null;
}

/** Autobuild: fill the diagram from a semantic search (§3: ss, color, ss_type, showArrows, query_node). */
export interface Autobuild {
  /** The semantic search. */
  ss: string;
  color: string | null;
  /** What the rows become: `nodes` (one element a row) or `chain` (rows in order, joined by flows). */
  ssType: 'nodes' | 'chain';
  showArrows: boolean;
  /** The result column whose text names each node; empty: the row's name. */
  queryNode: string | null;
}

/** A table bound to a semantic search (§3 "tables (ss, filter_cell_type, name, node_type)"). */
export interface DiagramTable {
  ss: string;
  /** The column the table is filtered by when an element is selected (the element's bound object). */
  filterCellType: string | null;
  name: string;
  /** The BPMN type of the elements the table follows. */
  nodeType: string | null;
}

/** A diagram in a list (no XML). */
export interface DiagramSummary {
  id: string;
  code: string | null;
  name: string;
  /** The notation id; null: plain BPMN 2.0. */
  notation: string | null;
  author: string | null;
  /** ISO date-time. */
  dateCreate: string | null;
  versionNumber: number;
  /** The first version of this diagram's family (itself for a first version). */
  rootVersion: string;
  /** The version this one was made from; null for a first version. */
  sourceVersion: string | null;
  stage: string | null;
  notActive: boolean;
  access: DiagramAccess;
}

/**
 * A whole diagram as its page opens it. Not the SVG preview saved with it (as large as the XML, and the
 * editor draws the XML itself; docs/diagrams.md): that is `GET diagrams/{id}/svg`.
 */
export interface DiagramDto extends DiagramSummary {
  /** The serialized BPMN 2.0 XML. */
  xml: string;
  icon: string | null;
  color: string | null;
  saveElementsInstances: boolean;
  elements: ElementBinding[];
  transitions: Transition[];
  autobuild: Autobuild[];
  tables: DiagramTable[];
}

/** `POST diagrams`: a new diagram; no `xml`: an empty process. */
export interface CreateDiagram {
  name: string;
  notation?: string | null;
  xml?: string;
}

/** `GET diagrams/{id}/svg`: the SVG last saved with the diagram (a preview); empty before the first save. */
export interface DiagramSvg {
  svg: string;
}

/** `PUT diagrams/{id}`: what changes (absent: unchanged). Malformed XML is a 400 and nothing is written. */
export type UpdateDiagram = Partial<
  DiagramSvg &
    Pick<
      DiagramDto,
      | 'name'
      | 'code'
      | 'xml'
      | 'stage'
      | 'icon'
      | 'color'
      | 'notActive'
      | 'saveElementsInstances'
      | 'elements'
      | 'transitions'
      | 'autobuild'
      | 'tables'
    >
>;

/** A problem that keeps a diagram from running on a process engine (issue 17 item 5). */
export interface ExecutableProblem {
  /** The element at fault; null for the whole process. */
  elementId: string | null;
  /** Russian text for the user. */
  message: string;
}

/** `GET diagrams/{id}/executable`: the executable BPMN, or (400) the problems that keep it from being one. */
export interface ExecutableReply {
  /** The process's id in the XML. */
  processId: string;
  xml: string;
}

/** `POST diagrams/{id}/autobuild`: the diagram's XML filled from its autobuild searches (not saved). */
export interface AutobuildReply {
  xml: string;
  elements: ElementBinding[];
  /** Per search, how many rows became nodes. */
  counts: { ss: string; rows: number }[];
}

/** The diagrams' paths (the server mounts them under `/api/`; the browser calls `/api/` + path). */
export const DIAGRAM_API = {
  /** GET: `{ diagrams: DiagramSummary[] }` the user may read; POST CreateDiagram → DiagramDto. */
  list: 'diagrams',
  /** GET → DiagramDto, PUT UpdateDiagram → DiagramDto, DELETE. */
  diagram: (id: string) => `diagrams/${id}`,
  /** GET → DiagramSvg (what the diagram's GET leaves out). */
  svg: (id: string) => `diagrams/${id}/svg`,
  /** GET: `{ versions: DiagramSummary[] }` of the diagram's family; POST `{ stage? }` → DiagramDto, a new version made from this one. */
  versions: (id: string) => `diagrams/${id}/versions`,
  /** GET → ExecutableReply, or 400 `{ message, problems: ExecutableProblem[] }`. */
  executable: (id: string) => `diagrams/${id}/executable`,
  /** POST → AutobuildReply. */
  autobuild: (id: string) => `diagrams/${id}/autobuild`,
} as const;

/** The paths as the server mounts them (declared to the kernel as `apiPaths`). */
export const DIAGRAM_API_PATHS: readonly string[] = [
  DIAGRAM_API.list,
  DIAGRAM_API.diagram(':id'),
  DIAGRAM_API.svg(':id'),
  DIAGRAM_API.versions(':id'),
  DIAGRAM_API.executable(':id'),
  DIAGRAM_API.autobuild(':id'),
];
