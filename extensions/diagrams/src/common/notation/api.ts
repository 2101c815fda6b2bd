/**
 * The notations' calls and what they carry (domain.md §3 "Notation element"; issue 17 item 2). A notation is
 * a named set of elements; its elements drive the editor's palette and its connection rules. The notations
 * part (issue 17, helper C) fills this contract; the diagram editor reads `NotationDto` to build its modules.
 */

/** One notation element (§3: name, element class, element code, layer, notation, shape, colour, style,
 * isConnector, min/max incoming and outgoing connections, allowed elements to connect, disableReflexiveEdges). */
export interface NotationElementDto {
  id: string;
  name: string;
  /** The BPMN type the element is drawn as (e.g. `bpmn:Task`), §3's "element class". */
  elementClass: string;
  /** The element's code in its notation (unique in it), §3's "element code". */
  elementCode: string;
  layer: string | null;
  shape: 'rectangle' | 'rounded' | 'ellipse' | 'diamond' | 'hexagon' | 'document';
  colour: string | null;
  style: string | null;
  isConnector: boolean;
  minIncoming: number | null;
  maxIncoming: number | null;
  minOutgoing: number | null;
  maxOutgoing: number | null;
  /** Codes of the elements this one may connect to; empty: any. */
  allowedTargets: string[];
  disableReflexiveEdges: boolean;
}

/** The shapes an element may be drawn as. */
export const NOTATION_SHAPES = ['rectangle', 'rounded', 'ellipse', 'diamond', 'hexagon', 'document'] as const;
export type NotationShape = (typeof NOTATION_SHAPES)[number];

/** The BPMN types a node element may be drawn as (§3's "element class", a fixed list). */
export const NODE_CLASSES = [
  'bpmn:Task',
  'bpmn:UserTask',
  'bpmn:ServiceTask',
  'bpmn:ManualTask',
  'bpmn:SubProcess',
  'bpmn:StartEvent',
  'bpmn:EndEvent',
  'bpmn:IntermediateThrowEvent',
  'bpmn:ExclusiveGateway',
  'bpmn:ParallelGateway',
  'bpmn:DataObjectReference',
  'bpmn:DataStoreReference',
] as const;

/** The BPMN types a connector element may be drawn as. */
export const CONNECTOR_CLASSES = ['bpmn:SequenceFlow', 'bpmn:Association', 'bpmn:MessageFlow'] as const;

/** The largest number of elements in one notation and of connections in a min/max field. */
export const NOTATION_MAX_ELEMENTS = 200;
export const NOTATION_MAX_COUNT = 1000;

/** A notation with its elements. */
export interface NotationDto {
  id: string;
  name: string;
  /** The author's id (the store's author of the notation). */
  author: string | null;
  /** `edit`: the user may change and delete it (author, administrator, `editor` assignment); `read`: only use it. */
  access: 'edit' | 'read';
  elements: NotationElementDto[];
}

/** One element as create/update send it: `id` keeps an existing element (omit it for a new one). */
export type NotationElementInput = Omit<NotationElementDto, 'id'> & { id?: string };

/**
 * A node element with no rules, drawn as a rounded `bpmn:Task`, with `fields` set over that: what a new
 * element of the editor, the demo's notation and the tests start from.
 */
export function notationElement(
  fields: Pick<NotationElementInput, 'name' | 'elementCode'> & Partial<NotationElementInput>,
): NotationElementInput {
  return {
    elementClass: 'bpmn:Task',
    layer: null,
    shape: 'rounded',
    colour: null,
    style: null,
    isConnector: false,
    minIncoming: null,
    maxIncoming: null,
    minOutgoing: null,
    maxOutgoing: null,
    allowedTargets: [],
    disableReflexiveEdges: false,
    ...fields,
  };
}

/** The body of POST (create) and PUT (replace the name and the whole list of elements, all or nothing). */
export interface NotationInput {
  name: string;
  elements: NotationElementInput[];
}

/** The notations' paths (mounted under `/api/`). */
export const NOTATION_API = {
  /** GET: `{ notations: NotationDto[] }`; POST `{ name, elements }` → NotationDto. */
  list: 'diagram-notations',
  /** GET, PUT (body NotationInput), DELETE one notation (409 while a diagram uses it). */
  notation: (id: string) => `diagram-notations/${id}`,
} as const;

export const NOTATION_API_PATHS: readonly string[] = [NOTATION_API.list, NOTATION_API.notation(':id')];
