/**
 * The general search (issue 18 item 6) and the query history (item 7) under `/api/`, and what they carry.
 * The search runs as the signed-in user: it shows only what the data API lets the user read. The history
 * is the administrators' (`adminOnly`).
 */
export const GENERAL_SEARCH_API = {
  /** GET `?q=&group=&offset=&limit=` → GeneralSearchReply. */
  search: 'analysis/general-search',
  /** GET `?user=&kind=&from=&to=&minDuration=&text=&sort=time|duration&offset=&limit=` → QueryHistoryReply. */
  history: 'analysis/query-history',
  /** GET → QueryCallDetails (404 for an unknown id). */
  call: (id: string) => `analysis/query-history/${id}`,
} as const;

/** The general search's and the query history's calls (issue 18 items 6, 7) under `/api/` (part of ANALYSIS_API_PATHS). */
export const GENERAL_SEARCH_API_PATHS: readonly string[] = [
  GENERAL_SEARCH_API.search,
  GENERAL_SEARCH_API.history,
  GENERAL_SEARCH_API.call(':id'),
];

/** The longest search text; a longer one (or an empty one) answers 400. */
export const GENERAL_SEARCH_TEXT_MAX = 200;
/** Results a group shows before "more" (the first answer), and the largest page of one group. */
export const GENERAL_SEARCH_GROUP_SIZE = 10;
export const GENERAL_SEARCH_PAGE_MAX = 100;
/** The most objects one search considers (best ranked first), before access is checked. */
export const GENERAL_SEARCH_CANDIDATES = 300;

/** Where the search text matched: the text around it, and the matched words as [start, end) ranges in it. */
export interface Snippet {
  /** The property whose value matched, and its name as the user reads it (empty when unknown); none for the name. */
  propId?: string;
  propName?: string;
  text: string;
  ranges: [number, number][];
}

/** One object found. */
export interface GeneralSearchHit {
  id: string;
  name: string;
  classId: string;
  /** Found by the trigram fallback (a misspelling or a part of a word). */
  fuzzy: boolean;
  /** Ranges of the matched words in the name. */
  nameRanges: [number, number][];
  /** The matching value, when it was not (only) the name. */
  snippet?: Snippet;
}

/** The objects of one class (kind) found, best first. */
export interface GeneralSearchGroup {
  classId: string;
  className: string;
  count: number;
  /** This page of the group (the first GENERAL_SEARCH_GROUP_SIZE unless a group was asked). */
  offset: number;
  items: GeneralSearchHit[];
}

export interface GeneralSearchReply {
  text: string;
  /** Objects found in all groups. */
  total: number;
  /** Groups by their best hit; with `group` asked, only that one. */
  groups: GeneralSearchGroup[];
}

/** The kinds of calls the history records. */
export const QUERY_KINDS = ['get_data', 'execute'] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

/** One recorded call. */
export interface QueryCall {
  id: string;
  at: string;
  userId: string | null;
  userEmail: string;
  kind: QueryKind;
  /** The procedure, or the class get_data read. */
  target: string;
  /** The class's name when `target` is a class the store knows (get_data). */
  targetName?: string;
  durationMs: number;
  rowCount: number | null;
  status: number;
  error: string | null;
}

export interface QueryHistoryReply {
  items: QueryCall[];
  total: number;
}

/** One call with its request as it came. */
export interface QueryCallDetails extends QueryCall {
  request: unknown;
}

/** A page of the history is at most this long (50 unless asked). */
export const QUERY_HISTORY_PAGE_MAX = 500;
