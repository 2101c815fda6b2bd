/**
 * The generic data API, spec shell.md §7 and domain.md §7: one endpoint, `POST /api/data`, body `{ act, … }`.
 * Request and reply types shared by the server and the browser's data client. docs/api.md explains each.
 */
import type { BaseType } from './ontology/schema-types.ts';

export const DATA_API_PATH = '/api/data';

export type FilterMode = 'eq' | 'ne' | 'contains' | 'starts' | 'gt' | 'ge' | 'lt' | 'le' | 'empty' | 'not_empty';
export const FILTER_MODES: readonly FilterMode[] = [
  'eq',
  'ne',
  'contains',
  'starts',
  'gt',
  'ge',
  'lt',
  'le',
  'empty',
  'not_empty',
];

export type Scalar = string | number | boolean;

/** One requested field of get_data. */
export interface FieldRequest {
  prop: string;
  /** Keep only instances with a value of this field matching the filter (see filter_mode; default eq). */
  filter?: Scalar | null;
  filter_mode?: FilterMode;
  sort?: 'asc' | 'desc';
  /** Used to filter or sort, but its values are not returned. */
  hidden?: boolean;
  /** Follow the object property backwards: the instances whose `prop` points at this one. */
  reverse?: boolean;
  /** Follow the object property transitively (e.g. all ancestors through parent class). */
  recursive?: boolean;
  /** Only the value at this position of a multi-valued property. */
  idx?: number;
  /** Fields of the instances an object property points at. */
  fields?: FieldRequest[];
}

/** The common envelope the data client adds to every request (shell §7). */
export interface RequestEnvelope {
  /** The data-source session from GET auth/osa-sessionid. */
  session?: string;
  tab_session_id?: string;
  user?: string;
  url?: string;
  /** Ask for a deferred reply: `{ requestId }` at once, the result later. */
  deferred?: boolean;
}

export interface GetDataRequest extends RequestEnvelope {
  act: 'get_data';
  /** Class id; instances of its subclasses are included. Optional when `command` is given. */
  class?: string;
  fields?: FieldRequest[];
  /** A filter expression (docs/filter-language.md); `#user#` is the current user. */
  filter?: string;
  /** One row per instance, however filters join (rows are per instance in this store; kept for clients). */
  group?: boolean;
  limit?: number;
  offset?: number;
  /** Serve from and store in the server's result cache (60 s). */
  cache?: boolean;
  /** Also return the object-property statements among the rows' instances. */
  triplets?: boolean;
  /** Run a stored command (an instance of class Command whose json holds a get_data request). */
  command?: string;
}

/** One cell of a get_data reply: a value of a property of the instance on result row `row`. */
export interface DataRow {
  row: number;
  inst: string;
  prop: string;
  val: Scalar | null;
  /** Display text: the value itself, or the name of the instance an object property points at. */
  cap: string | null;
  /** For nested fields: the instance the value belongs to (the target of the parent field). */
  from?: string;
  readonly?: boolean;
  can_delete?: boolean;
}

export interface Triplet {
  s: string;
  p: string;
  o: string;
}

export interface GetDataReply {
  rows: DataRow[];
  /** Rows matching, before limit and offset. */
  count_rows: number;
  triplets?: Triplet[];
}

export interface GetFormRequest extends RequestEnvelope {
  act: 'get_form';
  class: string;
  inst?: string;
  /** Include each field's caption (the property name). */
  prop_cap?: boolean;
  /**
   * General properties (declared with no domain, so they apply to any class: the core's code, subject
   * area, life-cycle stage, icon, colour…) to put on this form too, after the class's own. A property
   * with a domain must hold the class in it; an unknown id is refused.
   */
  also?: string[];
}

export interface FormField {
  prop: string;
  tab: string;
  kind: 'data' | 'object';
  base_type: BaseType | null;
  multiple: boolean;
  range: string[];
  /** JSON constraint descriptors (min, max, required, regex, hint) as stored, or null. */
  constraints: string | null;
  default: string | null;
  cap?: string;
  /** With `inst`: the current values. */
  values?: { val: Scalar; cap: string | null }[];
}

export interface GetFormReply {
  fields: FormField[];
  readonly?: boolean;
}

export type SetDataOperation =
  | { op: 'new'; class: string; name: string; inst?: string }
  | { op: 'upd'; inst: string; prop: string; val: Scalar | Scalar[] | null; idx?: number }
  | { op: 'add'; inst: string; prop: string; val: Scalar | Scalar[] }
  | { op: 'rem'; inst: string; prop: string; val?: Scalar; idx?: number }
  | { op: 'del'; inst: string; del_force?: boolean };

export interface SetDataRequest extends RequestEnvelope {
  act: 'set_data';
  data: SetDataOperation[];
}

export interface SetDataReply {
  ok: true;
  /** One entry per operation, in order: the instance it touched (created, for `new`). */
  results: { op: SetDataOperation['op']; inst: string }[];
}

export type DataRequest = GetDataRequest | GetFormRequest | SetDataRequest;

export interface DeferredReply {
  requestId: string;
}

export type DeferredStatus = 'pending' | 'completed' | 'error';

/**
 * Every error reply of the API: a body with an `error` field (shell §7, §8). A refusal a user can cause
 * also carries `code`, `field` and `params` (validation/refusals.ts), which the browser translates.
 */
export interface ErrorReply {
  error: string;
  code?: string;
  field?: string;
  params?: Record<string, string | number>;
}
