/** The work part's calls, mounted under `/api/` (paths without it). */
export const WORK_API_PATHS: readonly string[] = [];
