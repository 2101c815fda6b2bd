import type { ContributionPart } from '@ontobench/sdk';
import { ANALYSIS_CLASS } from '../../common/classes.ts';
import { analysisPath } from '../../common/routes.ts';

/** The recent-link type and quick-launch kind of a semantic search. */
export const SEARCH_LINK_TYPE = 'semanticSearch';

/**
 * The semantic search part of the analysis area (issue 18 items 1, 2, 8): the user's searches
 * (`/semantic-search`, a main-menu entry), the designer with its results (`/semantic-search/{id}`) and a
 * stored search's editable table (`/semantic-tables/{id}`); the quick-launch kind and the recent-link
 * type of a search. Pages are lazy chunks.
 */
export const search: ContributionPart = {
  routes: [
    {
      id: 'analysis.searches',
      path: analysisPath.searches,
      layout: 'main',
      requiresAuth: true,
      app: 'both',
      titleKey: 'search.title',
      page: () => import('../search/pages/SearchListPage.tsx'),
    },
    {
      id: 'analysis.search',
      path: '/semantic-search/:id',
      layout: 'main',
      requiresAuth: true,
      app: 'both',
      titleKey: 'search.designerTitle',
      page: () => import('../search/pages/SearchPage.tsx'),
    },
    {
      id: 'analysis.table',
      path: '/semantic-tables/:id',
      layout: 'main',
      requiresAuth: true,
      app: 'both',
      titleKey: 'search.tableTitle',
      page: () => import('../search/pages/TablePage.tsx'),
    },
  ],
  menus: [
    {
      id: 'analysis.menu.search',
      group: 'analysis',
      icon: 'analysis',
      order: 0,
      labelKey: 'search.menu',
      route: analysisPath.searches,
    },
  ],
  quickLaunchKinds: [
    {
      id: SEARCH_LINK_TYPE,
      labelKey: 'search.quickLaunch',
      icon: 'analysis',
      classIds: [ANALYSIS_CLASS.SemanticSearch],
      open: '/semantic-search/:id',
    },
  ],
  recentLinkTypes: [{ id: SEARCH_LINK_TYPE, labelKey: 'search.recent', icon: 'analysis' }],
};
