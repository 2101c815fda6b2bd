import { readerPage } from './reader-pages.ts';
import type { ContributionPart, RouteContribution } from '@ontobench/sdk';

/** The route id of the viewer. */
export const VIEW_ROUTE_ID = 'structuredDocuments.view';
/** The route id of the element link. */
export const ELEMENT_ROUTE_ID = 'structuredDocuments.editElement';

/** Word is the server's .docx of the document (common/api.ts `SDOC_API.docx`, spelled out: this file is eager). */
const docx: NonNullable<RouteContribution['wordDownload']> = (params) =>
  `/api/structured-documents/${encodeURIComponent(params.id ?? '')}/docx`;

/**
 * The reader's part of the structured-documents area (shell.md §2, issue 16 items 1 and 7): `/view/{id}`
 * (main layout, printable, Word; registers the tab as a reader) and `/editElement/{id}`, which opens the
 * editor of the element's document at the element. Pages are lazy chunks.
 */
export const viewer: ContributionPart = {
  routes: [
    {
      id: VIEW_ROUTE_ID,
      path: '/view/:id',
      layout: 'main',
      requiresAuth: true,
      app: 'both',
      printable: true,
      wordDownload: docx,
      titleKey: 'viewer.title',
      page: readerPage('ViewerPage'),
    },
    {
      id: ELEMENT_ROUTE_ID,
      path: '/editElement/:id',
      layout: 'main',
      requiresAuth: true,
      app: 'both',
      titleKey: 'viewer.elementTitle',
      page: readerPage('EditElementPage'),
    },
  ],
};
