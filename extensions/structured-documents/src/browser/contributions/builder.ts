import type { ContributionPart } from '@ontobench/sdk';
import { sdocPath } from '../../common/routes.ts';

/** The route id of the builder. */
export const BUILDER_ROUTE_ID = 'structuredDocuments.builder';

/**
 * The builder part of the structured-documents area (issue 16 item 8; shell.md §2 "builder (admin
 * only)"; domain.md §6): `/structuredDocuments/builder`, the document classes and the kinds they offer.
 * The route is administrators' only, so its menu entry (in the administration group) shows to them
 * alone; the page is a lazy chunk. The icon is the document one the index's entry uses (no new icon in
 * the entry chunk).
 */
export const builder: ContributionPart = {
  routes: [
    {
      id: BUILDER_ROUTE_ID,
      path: sdocPath.builder,
      layout: 'main',
      requiresAuth: true,
      adminOnly: true,
      app: 'both',
      titleKey: 'builder.title',
      page: () => import('../builder/pages/BuilderPage.tsx'),
    },
  ],
  menus: [
    {
      id: 'structuredDocuments.menu.builder',
      group: 'administration',
      icon: 'document',
      order: 50,
      labelKey: 'builder.menu',
      route: sdocPath.builder,
    },
  ],
};
