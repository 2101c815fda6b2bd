/** The units part's calls, mounted under `/api/` (paths without it). */
export const UNITS_API_PATHS: readonly string[] = [];
