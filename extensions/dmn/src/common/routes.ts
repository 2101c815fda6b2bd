/** The browser paths of the decision tables' pages (shell.md §2: `/dmn`, `/dmn/{id}`). */
export const DMN_ROUTE_PATHS: readonly string[] = ['/dmn', '/dmn/:id'];

/** Where the decision tables' pages open. */
export const dmnPath = {
  tables: '/dmn',
  table: (id: string) => `/dmn/${id}`,
};
