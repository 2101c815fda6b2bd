import { FCA_API, FCA_API_PATHS } from './fca/api.ts';
import { GENERAL_SEARCH_API_PATHS } from './general-search/api.ts';
import { REPORTS_API_PATHS } from './reports/api.ts';
import type { SearchConfig, SearchFilter } from './search-config.ts';

/**
 * The analysis area's calls (under `/api/`) and what they carry: one contract the server's routes and the
 * browser's client share (issue 18). Every call runs as the signed-in user through the data API, so the
 * store's access rules decide what a search may read; a search the user may not read answers §8's text.
 */

/** A cell of a result: text, a number, a boolean, or empty. Dates are ISO `YYYY-MM-DD` text. */
export type Cell = string | number | boolean | null;

/** The type of a result column, for sorting, aggregates and typed Excel cells. */
export type ColumnType = 'string' | 'number' | 'date' | 'boolean';

/** One column of a result as the browser shows it. */
export interface ResultColumn {
  code: string;
  title: string;
  type: ColumnType;
  /** A calculated column (§4 "calculated columns (formula)"). */
  calculated?: boolean;
}

/** §4 aggregates. */
export const AGGREGATES = ['list', 'listUnique', 'sum', 'avg', 'max', 'min', 'count', 'countUnique'] as const;
export type Aggregate = (typeof AGGREGATES)[number];

/** `semantic-search/run`'s body: a stored search (by id) or a configuration being designed, and a page. */
export interface RunRequest {
  searchId?: string;
  config?: SearchConfig;
  offset?: number;
  /** Rows of the page (§9 page sizes: a computed first option, 30, 50, 100); at most 1,000. */
  limit?: number;
  /** Sort by these columns, first first (overrides the configuration's sort). */
  sort?: { code: string; mode: 'asc' | 'desc' }[];
  /** Per-column filters of this run, besides the configuration's (get_data's field `filter`, `filter_mode`). */
  filters?: SearchFilter[];
  /**
   * false: leave the aggregates out (`{}`): another page of the same search and filters, whose aggregates
   * do not change. They read every matching row (about 6 s for 50,000 rows, docs/benchmarks.md).
   */
  aggregates?: boolean;
}

/** A page of a search's result. */
export interface RunReply {
  name: string;
  columns: ResultColumn[];
  rows: Cell[][];
  /** The ids of the rows' instances (the semantic table edits them). */
  ids: string[];
  /** Rows matching, before the page. */
  total: number;
  /** Column code → its aggregate over all matching rows (avg rounded to 2 decimals, §9). */
  aggregates: Record<string, Cell>;
}

export const ANALYSIS_API = {
  /** POST RunRequest → RunReply. */
  run: 'semantic-search/run',
  /** GET: the whole result as an .xlsx (sheet 'Лист1', file named after the search, §9), streamed. */
  xlsx: (searchId: string) => `semantic-search/${searchId}/xlsx`,
  /** GET: the whole result as CSV (UTF-8 with BOM, `;`-separated as Russian Excel reads it). */
  csv: (searchId: string) => `semantic-search/${searchId}/csv`,
  /** Formal concept analysis (fca/api.ts). */
  fca: FCA_API,
  /** GET: the user's OWL rules (OwlRuleDto[]); POST OwlRuleInput creates one (domain.md §3). */
  rules: 'analysis/rules',
  /** GET, PUT (OwlRuleInput) and DELETE one rule. */
  rule: (ruleId: string) => `analysis/rules/${ruleId}`,
  /** POST → RuleRunReply: the first 50 matches (§9) and the total. */
  ruleRun: (ruleId: string) => `analysis/rules/${ruleId}/run`,
  /** POST → RuleApplyReply: writes the inferred statements not in the store yet. */
  ruleApply: (ruleId: string) => `analysis/rules/${ruleId}/apply`,
  /** POST → RuleUndoReply: removes what that application added (what is still there). */
  ruleUndo: (applicationId: string) => `analysis/rule-applications/${applicationId}/undo`,
} as const;

/** The paths as the server mounts them (declared to the kernel as `apiPaths`); more come with each part. */
export const ANALYSIS_API_PATHS: readonly string[] = [
  ANALYSIS_API.run,
  ANALYSIS_API.xlsx(':id'),
  ANALYSIS_API.csv(':id'),
  ...FCA_API_PATHS,
  ANALYSIS_API.rules,
  ANALYSIS_API.rule(':id'),
  ANALYSIS_API.ruleRun(':id'),
  ANALYSIS_API.ruleApply(':id'),
  ANALYSIS_API.ruleUndo(':id'),
  ...REPORTS_API_PATHS,
  ...GENERAL_SEARCH_API_PATHS,
];
