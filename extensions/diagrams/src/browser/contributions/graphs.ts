import type { ContributionPart } from '@ontobench/sdk';
import { DIAGRAMS_CLASS } from '../../common/classes.ts';
import { diagramsPath } from '../../common/routes.ts';

/** The recent-link type of a graph (shell.md §2 "Recent-link types: … graph …"). */
export const GRAPH_LINK_TYPE = 'graph';

/**
 * The graphs part (shell.md §2 `/graphs`, `/graphs/{id}`; issue 17 item 7): the user's graphs and one graph
 * drawn with vis-network under the user's physics settings (§9). vis-network loads with the graph page alone.
 */
export const graphs: ContributionPart = {
  routes: [
    {
      id: 'diagrams.graphs',
      path: diagramsPath.graphs,
      layout: 'main',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'graphs.title',
      page: () => import('../graphs/pages/GraphsPage.tsx'),
    },
    {
      id: 'diagrams.graph',
      path: diagramsPath.graph(':id'),
      layout: 'main',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'graphs.graphTitle',
      page: () => import('../graphs/pages/GraphPage.tsx'),
    },
  ],
  menus: [
    {
      id: 'diagrams.menu.graphs',
      group: 'diagrams',
      icon: 'graph',
      order: 30,
      labelKey: 'graphs.menu',
      route: diagramsPath.graphs,
    },
  ],
  quickLaunchKinds: [
    {
      id: GRAPH_LINK_TYPE,
      labelKey: 'graphs.quickLaunch',
      icon: 'graph',
      classIds: [DIAGRAMS_CLASS.Graph],
      open: diagramsPath.graph(':id'),
    },
  ],
  recentLinkTypes: [{ id: GRAPH_LINK_TYPE, labelKey: 'graphs.recent', icon: 'graph' }],
};
