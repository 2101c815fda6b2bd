import type { ContributionPart } from '@ontobench/sdk';
import { DOC_CLASS } from '../../common/classes.ts';

/** The route id of the document list (its side menu names it). */
export const LIST_ROUTE_ID = 'documents.list';

/**
 * The list part of the documents area (issue 15): `/docs` with the side menu (create, tag filter),
 * and the menu group "Документы" with its entries: documents here, publications and comments on the
 * routes of the comments part. The page is a lazy chunk.
 */
export const list: ContributionPart = {
  routes: [
    {
      id: LIST_ROUTE_ID,
      path: '/docs',
      layout: 'main',
      requiresAuth: true,
      app: 'both',
      titleKey: 'list.title',
      page: () => import('../list/pages/DocumentListPage.tsx'),
    },
  ],
  menuGroups: [{ id: 'documents', labelKey: 'list.menuGroup', order: 30 }],
  menus: (
    [
      ['docs', 0, '/docs'],
      ['publications', 10, '/publications'],
      ['comments', 20, '/comments'],
    ] as const
  ).map(([name, order, route]) => ({
    id: `documents.menu.${name}`,
    group: 'documents',
    icon: 'document',
    order,
    labelKey: `list.menu.${name}`,
    route,
  })),
  sideMenus: [
    {
      id: 'documents.side.list',
      route: LIST_ROUTE_ID,
      createLabelKey: 'list.create.button',
      tagFilterClass: DOC_CLASS.Document,
    },
  ],
};
