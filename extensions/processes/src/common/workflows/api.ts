/** The workflows part's calls, mounted under `/api/` (paths without it). */
export const WORKFLOWS_API_PATHS: readonly string[] = [];
