import { TableLightningRegular } from '@fluentui/react-icons';
import type { ContributionPart } from '@ontobench/sdk';
import { DMN_CLASS } from '../../common/classes.ts';
import { dmnPath } from '../../common/routes.ts';

/** The recent-link type and quick-launch kind of a decision table (shell.md §2: kind `dmn`, recent-link type `dmn`). */
export const DMN_LINK_TYPE = 'dmn';

/**
 * The decision tables (shell.md §2 `/dmn`, `/dmn/{id}`; issue 17 item 6): the list and the dmn-js editor
 * with its test panel. The menu entry joins the diagrams area's group `diagrams` («Моделирование»); without
 * that area it stands on its own. dmn-js and feelin load with the table page alone.
 */
export const dmn: ContributionPart = {
  icons: [{ id: 'dmn', component: TableLightningRegular }],
  routes: [
    {
      id: 'dmn.list',
      path: dmnPath.tables,
      layout: 'main',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'title',
      page: () => import('../pages/DmnListPage.tsx'),
    },
    {
      id: 'dmn.table',
      path: dmnPath.table(':id'),
      layout: 'main',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'tableTitle',
      page: () => import('../pages/DmnPage.tsx'),
    },
  ],
  menus: [{ id: 'dmn.menu', group: 'diagrams', icon: 'dmn', order: 20, labelKey: 'menu', route: dmnPath.tables }],
  quickLaunchKinds: [
    {
      id: DMN_LINK_TYPE,
      labelKey: 'quickLaunch',
      icon: 'dmn',
      classIds: [DMN_CLASS.DmnTable],
      open: dmnPath.table(':id'),
    },
  ],
  recentLinkTypes: [{ id: DMN_LINK_TYPE, labelKey: 'recent', icon: 'dmn' }],
};
