import type { ContributionPart } from '@ontobench/sdk';
import { sdocPath } from '../../common/routes.ts';

/** The route id of the index page. */
export const INDEX_ROUTE_ID = 'structuredDocuments.index';

/**
 * The index part of the structured-documents area (issue 16 item 1): `/structuredDocuments`, the user's
 * structured documents with a create button, and its main-menu entry in the documents group (shown
 * without a heading where the documents area is off). The page is a lazy chunk.
 */
export const list: ContributionPart = {
  routes: [
    {
      id: INDEX_ROUTE_ID,
      path: sdocPath.index,
      layout: 'main',
      requiresAuth: true,
      app: 'both',
      titleKey: 'list.title',
      page: () => import('../list/pages/StructuredDocumentsPage.tsx'),
    },
  ],
  menus: [
    {
      id: 'structuredDocuments.menu.index',
      group: 'documents',
      icon: 'document',
      order: 5,
      labelKey: 'list.menu',
      route: sdocPath.index,
    },
  ],
};
