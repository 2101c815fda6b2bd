/** The scheduler part's calls, mounted under `/api/` (paths without it). */
export const SCHEDULER_API_PATHS: readonly string[] = [];
