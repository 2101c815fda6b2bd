/** The portfolio part's calls, mounted under `/api/` (paths without it). */
export const PORTFOLIO_API_PATHS: readonly string[] = [];
