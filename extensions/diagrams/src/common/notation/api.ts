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

/** A notation with its elements. */
export interface NotationDto {
  id: string;
  name: string;
  elements: NotationElementDto[];
}

/** The notations' paths (mounted under `/api/`). */
export const NOTATION_API = {
  /** GET: `{ notations: NotationDto[] }`; POST `{ name, elements }` → NotationDto. */
  list: 'diagram-notations',
  /** GET, PUT, DELETE one notation. */
  notation: (id: string) => `diagram-notations/${id}`,
} as const;

export const NOTATION_API_PATHS: readonly string[] = [NOTATION_API.list, NOTATION_API.notation(':id')];
