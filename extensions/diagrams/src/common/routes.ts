/**
 * The browser paths of the diagrams area's pages (shell.md §2: `/diagrams`, `/diagram/{id}`, `/graphs`,
 * `/graphs/{id}`), handed to the server so that no runtime plugin takes one.
 */
export const DIAGRAMS_ROUTE_PATHS: readonly string[] = ['/diagrams', '/diagram/:id', '/graphs', '/graphs/:id'];

/** Where the diagrams area's pages open. */
export const diagramsPath = {
  diagrams: '/diagrams',
  diagram: (id: string) => `/diagram/${id}`,
  graphs: '/graphs',
  graph: (id: string) => `/graphs/${id}`,
};
