import type { ContributionPart } from '@ontobench/sdk';
import { analysisPath } from '../../common/routes.ts';

/** The route id of the query history. */
export const QUERY_HISTORY_ROUTE_ID = 'analysis.queryHistory';

/**
 * The query-history part of the analysis area (issue 18 item 7; shell.md §2 `/queryHistory` (admin)):
 * every get_data and execute, filtered and sorted by duration. The route is administrators' only, so its
 * menu entry shows to them alone; the page is a lazy chunk.
 */
export const queryHistory: ContributionPart = {
  routes: [
    {
      id: QUERY_HISTORY_ROUTE_ID,
      path: analysisPath.queryHistory,
      layout: 'main',
      requiresAuth: true,
      adminOnly: true,
      app: 'onto',
      titleKey: 'queryHistory.title',
      page: () => import('../query-history/pages/QueryHistoryPage.tsx'),
    },
  ],
  menus: [
    {
      id: 'analysis.menu.queryHistory',
      group: 'analysis',
      icon: 'analysis',
      order: 50,
      labelKey: 'queryHistory.menu',
      route: analysisPath.queryHistory,
    },
  ],
};
