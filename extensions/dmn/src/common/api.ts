/** The decision tables' calls (mounted under `/api/`); the DMN part fills this contract. */
export const DMN_API = {
  list: 'dmn',
  table: (id: string) => `dmn/${id}`,
} as const;

export const DMN_API_PATHS: readonly string[] = [DMN_API.list, DMN_API.table(':id')];
