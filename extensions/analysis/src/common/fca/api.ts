/**
 * The FCA calls (issue 18 item 5) under `/api/`, and what they carry. Every call runs as the signed-in
 * user through the data API: a context is its author's (another user's answers 404), and its objects are
 * the individuals the user may read.
 */
export const FCA_API = {
  /** GET: the user's contexts (FcaContextInfo[]); POST FcaCreateRequest → FcaContextInfo. */
  list: 'analysis/fca',
  /** GET: one context's definition; DELETE: removes it. */
  context: (id: string) => `analysis/fca/${id}`,
  /** POST → FcaLatticeReply. */
  lattice: (id: string) => `analysis/fca/${id}/lattice`,
  /** GET: the context as a cross table (UTF-8 with BOM, `;`, X marks). */
  csv: (id: string) => `analysis/fca/${id}/context.csv`,
  /** GET: the Hasse diagram as an SVG file. */
  svg: (id: string) => `analysis/fca/${id}/lattice.svg`,
} as const;

/** The FCA paths as the server mounts them (part of ANALYSIS_API_PATHS). */
export const FCA_API_PATHS: readonly string[] = [
  FCA_API.list,
  FCA_API.context(':id'),
  FCA_API.lattice(':id'),
  FCA_API.csv(':id'),
  FCA_API.svg(':id'),
];

/** The most objects (individuals) a context takes; a larger class answers 400. */
export const FCA_MAX_OBJECTS = 500;
/** The most attributes a context takes. */
export const FCA_MAX_ATTRIBUTES = 200;
/** The most concepts a lattice is computed to (a larger one could not be read as a diagram). */
export const FCA_MAX_CONCEPTS = 2000;
/** The most properties one context is scaled by. */
export const FCA_MAX_PROPERTIES = 50;

/** `POST analysis/fca`: a name, the source class and the chosen properties (data or object). */
export interface FcaCreateRequest {
  name: string;
  classId: string;
  propertyIds: string[];
}

/** A stored context's definition. */
export interface FcaContextInfo {
  id: string;
  name: string;
  classId: string;
  className: string;
  properties: { id: string; name: string }[];
}

/** `POST analysis/fca/:id/lattice`: the context and its concept lattice laid out as a Hasse diagram. */
export interface FcaLatticeReply {
  objects: string[];
  attributes: string[];
  /** Object and attribute indices; the first concept is the top. */
  concepts: { extent: number[]; intent: number[] }[];
  /** `[upper, lower]` concept indices of the covers. */
  edges: [number, number][];
  /** Per concept: `y` its level (0 the top), `x` its place in the level centred on 0. */
  layout: { x: number; y: number }[];
}
