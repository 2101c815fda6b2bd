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
}

/** What a semantic search's `json` holds (§3): the get_data request, filters, columns and calculated columns. */
export interface SearchConfig {
  get_data: Omit<GetDataRequest, 'act'>;
  filters: unknown[];
  columns: SearchColumn[];
  calcColumns: unknown[];
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
    filters: Array.isArray(value.filters) ? value.filters : [],
    columns: columns as SearchColumn[],
    calcColumns: Array.isArray(value.calcColumns) ? value.calcColumns : [],
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
