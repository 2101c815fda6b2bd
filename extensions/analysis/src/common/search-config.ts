import type { GetDataRequest } from '@ontobench/sdk/common';

/**
 * One configuration column of a semantic search (domain.md §3: id, old_name, new_name, prop_id, hidden,
 * do_not_filter, agg, code, ord, sort, sort_mode, idx, osa_types). `prop_id` names the property shown;
 * `name` (or none) is the instance's name.
 */
export interface SearchColumn {
  id?: string;
  old_name?: string;
  new_name?: string;
  prop_id?: string;
  hidden?: boolean;
  do_not_filter?: boolean;
  agg?: string;
  code?: string;
  ord?: number;
  /** The column's place among the sorted columns (1 first); none: not sorted by it. */
  sort?: number;
  sort_mode?: 'asc' | 'desc';
  idx?: number;
  osa_types?: string[];
  /**
   * A nested column (issue 18): the object properties leading from the row's instance to the instance
   * whose `prop_id` is shown, as get_data's nested `fields[].fields` reach it. None: the row's own.
   */
  path?: string[];
  /** A column's filter stored with the search (get_data's field `filter`). */
  filter?: string | number | boolean | null;
  /** How `filter` matches (get_data's `filter_mode`, `eq` unless told). */
  filter_mode?: string;
}

/** A calculated column (§4 "calculated columns (formula)"): a formula over the other columns of a row. */
export interface CalcColumn {
  code: string;
  name?: string;
  /** The formula (common/expression): `[Column title]` or `[code]` refer to a column of the same row. */
  formula: string;
  /** The column's type for sorting, aggregates and Excel; none: taken from the values it gives. */
  type?: 'string' | 'number' | 'date' | 'boolean';
  hidden?: boolean;
  ord?: number;
  sort?: number;
  sort_mode?: 'asc' | 'desc';
  agg?: string;
}

/** A filter on a column (by its code): get_data's field `filter` and `filter_mode`. */
export interface SearchFilter {
  code: string;
  value?: string | number | boolean | null;
  mode?: string;
}

/** What a semantic search's `json` holds (§3): the get_data request, filters, columns and calculated columns. */
export interface SearchConfig {
  get_data: Omit<GetDataRequest, 'act'>;
  filters: SearchFilter[];
  columns: SearchColumn[];
  calcColumns: CalcColumn[];
}

/** §9: "Semantic search column order step 10". */
export const COLUMN_ORDER_STEP = 10;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A search's stored `json` read as its configuration, or what is wrong with it. The request is taken as
 * a get_data request whatever `act` it names (a stored search only ever reads).
 */
export function readSearchConfig(json: string | null): SearchConfig | { error: string } {
  if (!json) return { error: 'the search has no configuration' };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    return { error: `the configuration does not parse: ${(error as Error).message}` };
  }
  if (!isObject(value) || !isObject(value.get_data)) return { error: 'the configuration has no get_data request' };
  const { act: _act, ...request } = value.get_data as Record<string, unknown>;
  if (typeof request.class !== 'string' && typeof request.command !== 'string')
    return { error: 'the get_data request names no class' };
  const columns = Array.isArray(value.columns) ? value.columns.filter(isObject) : [];
  return {
    get_data: request as Omit<GetDataRequest, 'act'>,
    filters: (Array.isArray(value.filters) ? value.filters : []) as SearchFilter[],
    columns: columns as SearchColumn[],
    calcColumns: (Array.isArray(value.calcColumns) ? value.calcColumns : []) as CalcColumn[],
  };
}

/** The columns shown, in order: not hidden, by `ord` (then as stored). */
export function visibleColumns(columns: readonly SearchColumn[]): SearchColumn[] {
  return columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => column.hidden !== true)
    .sort((a, b) => (a.column.ord ?? a.index * COLUMN_ORDER_STEP) - (b.column.ord ?? b.index * COLUMN_ORDER_STEP))
    .map(({ column }) => column);
}

/** A column's heading: its new name, else its old name, else its code. */
export const columnTitle = (column: SearchColumn): string =>
  column.new_name || column.old_name || column.code || column.prop_id || '';

/** A column's code: its own, else its property id. */
export const columnCode = (column: SearchColumn): string => column.code || column.prop_id || 'name';
