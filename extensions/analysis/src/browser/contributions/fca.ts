import type { ContributionPart } from '@ontobench/sdk';
import { analysisPath } from '../../common/routes.ts';

/**
 * The FCA part of the analysis area (issue 18 item 5): `/fca` (the user's formal contexts, create) and
 * `/fca/{id}` (the cross table, the concept lattice as a Hasse diagram, CSV and SVG exports). Pages are
 * lazy chunks.
 */
export const fca: ContributionPart = {
  routes: [
    {
      id: 'analysis.fcaList',
      path: analysisPath.fcaList,
      layout: 'main',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'fca.title',
      page: () => import('../fca/pages/FcaListPage.tsx'),
    },
    {
      id: 'analysis.fca',
      path: analysisPath.fca(':id'),
      layout: 'main',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'fca.contextTitle',
      page: () => import('../fca/pages/FcaContextPage.tsx'),
    },
  ],
  menus: [
    {
      id: 'analysis.menu.fca',
      group: 'analysis',
      icon: 'analysis',
      order: 30,
      labelKey: 'fca.menu',
      route: analysisPath.fcaList,
    },
  ],
};
