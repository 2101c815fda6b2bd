import type { ContributionPart } from '@ontobench/sdk';
import { administrationPath } from '../../common/routes.ts';

export const COPY_ROUTE_ID = 'administration.copy';

/** Copy settings (issue 21 item 5; shell.md §2 `/copy-settings`, administrators). */
export const copySettings: ContributionPart = {
  routes: [
    {
      id: COPY_ROUTE_ID,
      path: administrationPath.copy,
      layout: 'main',
      requiresAuth: true,
      adminOnly: true,
      app: 'both',
      titleKey: 'copy.title',
      page: () => import('../copy/CopyPage.tsx'),
    },
  ],
  menus: [
    {
      id: 'administration.menu.copy',
      group: 'administration',
      icon: 'administration.copy',
      order: 50,
      labelKey: 'copy.menu',
      route: administrationPath.copy,
    },
  ],
};
