/** The courses part's calls, mounted under `/api/` (paths without it). */
export const COURSES_API_PATHS: readonly string[] = [];
