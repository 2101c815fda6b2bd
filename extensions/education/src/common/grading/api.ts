/** The grading part's calls, mounted under `/api/` (paths without it). */
export const GRADING_API_PATHS: readonly string[] = [];
