/**
 * The browser paths of the structured-documents area's pages (shell.md §2), handed to the server so
 * that no runtime plugin takes one; a test checks the list against the contributions. The viewer, element,
 * compare, builder and public pages of shell.md §2 join it as they are built (docs/structured-documents.md).
 */
export const SDOC_ROUTE_PATHS: readonly string[] = [
  '/structuredDocuments',
  '/structuredDocuments/edit/:id',
  '/view/:id',
  '/editElement/:id',
  '/comparePublications/:documentId/:pubId/:secondPubId',
  '/public/structuredDoc/:documentId/:publicationId?',
  '/structuredDocuments/builder',
];

/** Where a structured document opens. */
export const sdocPath = {
  index: '/structuredDocuments',
  edit: (id: string, elementId?: string) => `/structuredDocuments/edit/${id}${elementId ? `#${elementId}` : ''}`,
  view: (id: string) => `/view/${id}`,
  editElement: (elementId: string) => `/editElement/${elementId}`,
  compare: (documentId: string, pubId: string, secondPubId: string) =>
    `/comparePublications/${documentId}/${pubId}/${secondPubId}`,
  builder: '/structuredDocuments/builder',
  publicView: (documentId: string, publicationId?: string) =>
    `/public/structuredDoc/${documentId}${publicationId ? `/${publicationId}` : ''}`,
};
