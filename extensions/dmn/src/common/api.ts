/**
 * The decision tables' calls (mounted under `/api/`) and what they carry (domain.md §3 "DMN table"; issue 17
 * item 6). Every call runs as the signed-in user through the data API: a table the user may not read is a
 * 404, one they may only read (a `reader` assignment) refuses every change with 403.
 */

/** What the user may do with a table: `edit` (author, administrator, other assignments) or `read`. */
export type DmnAccess = 'edit' | 'read';

/** A table in a list (no XML). */
export interface DmnSummary {
  id: string;
  name: string;
  /** §3 `systemName`: how processes call it; empty when none. */
  systemName: string;
  /** §3 `hitPolicy` (DMN's spelling: UNIQUE, FIRST, …). */
  hitPolicy: string;
  versionNumber: number;
  /** The first version of the family (itself for a first version). */
  rootVersion: string;
  /** The version this one was made from; null for a first version. */
  sourceVersion: string | null;
  author: string | null;
  /** ISO date-time. */
  dateCreate: string | null;
  access: DmnAccess;
}

/** A child table as the editor shows it: a link to open. */
export interface DmnChild {
  id: string;
  name: string;
}

/** A whole table. */
export interface DmnDto extends DmnSummary {
  /** The DMN 1.3 XML. */
  xml: string;
  /** §3 `childrenDMN` the user may read. */
  children: DmnChild[];
}

/** `POST dmn`: a new table (no `xml`: one input, one output, Unique, one empty rule). */
export interface CreateDmn {
  name: string;
  systemName?: string;
  xml?: string;
}

/** `PUT dmn/{id}`: what changes (absent: unchanged). Bad XML, types or hit policy: 400, nothing written. */
export interface UpdateDmn {
  name?: string;
  systemName?: string;
  xml?: string;
  /** Ids of other tables (§3 `childrenDMN`). */
  children?: string[];
}

/** `POST dmn/{id}/evaluate` and the procedure `dmn.evaluate`'s `inputs`: values by input name. */
export interface EvaluateRequest {
  inputs: Record<string, unknown>;
}

/**
 * What an evaluation gives: the rules that give the result (0-based, in table order) and the outputs by output
 * name: one record for Unique, First, Priority, Any and an aggregated Collect; one per rule for Collect, Rule
 * order and Output order (common/evaluate.ts). The calls add the evaluated decision's id and name.
 */
export interface EvaluateReply {
  matched: number[];
  outputs: Record<string, unknown>[];
  decisionId?: string;
  decisionName?: string;
}

/** The payload of `POST execute { procedure: 'dmn.evaluate', payload }`: a table by id or systemName. */
export interface EvaluateProcedurePayload {
  table: string;
  inputs: Record<string, unknown>;
}

/** The procedure processes call (issue 19). */
export const DMN_EVALUATE_PROCEDURE = 'dmn.evaluate';

/** The longest XML a table may have. */
export const DMN_MAX_XML = 2_000_000;

/** The decision tables' paths (the server mounts them under `/api/`; the browser calls `/api/` + path). */
export const DMN_API = {
  /** GET `{ tables: DmnSummary[] }`; POST CreateDmn → DmnDto. */
  list: 'dmn',
  /** GET → DmnDto; PUT UpdateDmn → DmnDto; DELETE. */
  table: (id: string) => `dmn/${id}`,
  /** GET `{ versions: DmnSummary[] }` of the family; POST → DmnDto, a new version made from this one. */
  versions: (id: string) => `dmn/${id}/versions`,
  /** POST EvaluateRequest → EvaluateReply (the stored XML). */
  evaluate: (id: string) => `dmn/${id}/evaluate`,
} as const;

export const DMN_API_PATHS: readonly string[] = [
  DMN_API.list,
  DMN_API.table(':id'),
  DMN_API.versions(':id'),
  DMN_API.evaluate(':id'),
];
