/**
 * The browser paths of the analysis area's pages (shell.md §2), handed to the server so that no runtime
 * plugin takes one; a test checks the list against the contributions (plugins-reserved-routes.test.ts).
 */
export const ANALYSIS_ROUTE_PATHS: readonly string[] = [
  '/semantic-search',
  '/semantic-search/:id',
  '/semantic-tables/:id',
  '/reports',
  '/report/designer/:id',
  '/report/viewer/:id',
  '/report/view/:id',
  '/owl-rules',
  '/owl-rule/:id',
  '/fca',
  '/fca/:id',
  '/search',
  '/queryHistory',
];

/** Where the analysis area's pages open. */
export const analysisPath = {
  searches: '/semantic-search',
  search: (id: string) => `/semantic-search/${id}`,
  table: (id: string) => `/semantic-tables/${id}`,
  reports: '/reports',
  reportDesigner: (id: string) => `/report/designer/${id}`,
  reportViewer: (id: string) => `/report/viewer/${id}`,
  reportView: (id: string) => `/report/view/${id}`,
  rules: '/owl-rules',
  rule: (id: string) => `/owl-rule/${id}`,
  fcaList: '/fca',
  fca: (id: string) => `/fca/${id}`,
  generalSearch: '/search',
  queryHistory: '/queryHistory',
};
