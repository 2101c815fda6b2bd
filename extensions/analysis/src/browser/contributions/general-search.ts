import type { ContributionPart } from '@ontobench/sdk';
import { analysisPath } from '../../common/routes.ts';

/** The route id of the general search. */
export const GENERAL_SEARCH_ROUTE_ID = 'analysis.generalSearch';

/**
 * The general-search part of the analysis area (issue 18 item 6): `/search`, full text over every object
 * the user may read, grouped by kind, each result opening the quick-launch way. The page is a lazy chunk.
 */
export const generalSearch: ContributionPart = {
  routes: [
    {
      id: GENERAL_SEARCH_ROUTE_ID,
      path: analysisPath.generalSearch,
      layout: 'main',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'generalSearch.title',
      page: () => import('../general-search/pages/GeneralSearchPage.tsx'),
    },
  ],
  menus: [
    {
      id: 'analysis.menu.generalSearch',
      group: 'analysis',
      icon: 'analysis',
      order: 40,
      labelKey: 'generalSearch.menu',
      route: analysisPath.generalSearch,
    },
  ],
};
