/** The flows part's calls, mounted under `/api/` (paths without it). */
export const FLOWS_API_PATHS: readonly string[] = [];
