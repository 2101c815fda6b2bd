import type { ContributionPart } from '@ontobench/sdk';
import { administrationPath } from '../../common/routes.ts';

export const ROLES_ROUTE_ID = 'administration.roles';

/**
 * The roles part (issue 21 item 2; shell.md §2 `/settings/roles`, not flagged admin): every signed-in user
 * reads the roles the store lets them read; only administrators see the create, edit and delete actions.
 * So its menu entry is in the shell's `general` group: the `administration` group holds administrators'
 * routes only (host/web/src/route-matrix.test.ts).
 */
export const roles: ContributionPart = {
  routes: [
    {
      id: ROLES_ROUTE_ID,
      path: administrationPath.roles,
      layout: 'main',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'roles.title',
      page: () => import('../roles/RolesPage.tsx'),
    },
  ],
  menus: [
    {
      id: 'administration.menu.roles',
      group: 'general',
      icon: 'administration.roles',
      order: 90,
      labelKey: 'roles.menu',
      route: administrationPath.roles,
    },
  ],
};
