import type { ContributionPart, RouteContribution } from '@ontobench/sdk';
import { eduPath } from '../../common/app/routes.ts';
import { TEACHES } from './area.ts';

const route = (id: string, path: string, titleKey: string, page: RouteContribution['page']): RouteContribution => ({
  id,
  path,
  layout: 'main',
  requiresAuth: true,
  app: 'edu',
  titleKey,
  page,
});

/**
 * The flows part (shell.md §2 `/edu/flows`, `/edu/flow`, `/edu/flow-summary`, `/edu/flow-cards`; issue 20 item 3):
 * lazy pages and the menu entries in the `education` group. Labels under `education:flows.…`.
 */
export const flows: ContributionPart = {
  routes: [
    route('education.flows', eduPath.flows, 'flows.title', () => import('../flows/pages/FlowsPage.tsx')),
    route('education.flow', '/edu/flow', 'flows.flowTitle', () => import('../flows/pages/FlowPage.tsx')),
    route(
      'education.flowSummary',
      '/edu/flow-summary',
      'flows.summaryTitle',
      () => import('../flows/pages/FlowSummaryPage.tsx'),
    ),
    route(
      'education.flowCards',
      eduPath.flowCards,
      'flows.cardsTitle',
      () => import('../flows/pages/FlowCardsPage.tsx'),
    ),
  ],
  menus: [
    {
      id: 'education.menu.flows',
      group: 'education',
      icon: 'education',
      order: 30,
      labelKey: 'flows.menu',
      route: eduPath.flows,
    },
    {
      id: 'education.menu.flowCards',
      group: 'education',
      icon: 'education',
      order: 35,
      labelKey: 'flows.cardsMenu',
      route: eduPath.flowCards,
      when: TEACHES,
    },
  ],
};
