/**
 * The browser paths of the documents area's pages (shell.md §2), handed to the server so that no
 * runtime plugin takes one; a test checks the list against the contributions.
 */
export const DOCUMENTS_ROUTE_PATHS: readonly string[] = [
  '/docs',
  '/docs/edit/:id',
  '/docs/view/:id',
  '/doc/:id',
  '/publications',
  '/doctree/:id',
  '/comments',
  '/public/doc/:id',
  '/public/doctree/:id',
];

/** Where a document opens: its viewer, editor and blank view-only page. */
export const documentPath = {
  view: (id: string) => `/docs/view/${id}`,
  edit: (id: string) => `/docs/edit/${id}`,
  blank: (id: string) => `/doc/${id}`,
  publicView: (id: string) => `/public/doc/${id}`,
  tree: (publicationId: string) => `/doctree/${publicationId}`,
  publicTree: (publicationId: string) => `/public/doctree/${publicationId}`,
};
