/** The board part's calls, mounted under `/api/` (paths without it). */
export const BOARD_API_PATHS: readonly string[] = [];
