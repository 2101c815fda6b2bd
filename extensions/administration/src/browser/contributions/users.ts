import type { ContributionPart } from '@ontobench/sdk';
import { administrationPath } from '../../common/routes.ts';

export const USERS_ROUTE_ID = 'administration.users';

/**
 * The users part (issue 21 item 1; shell.md §2 `/settings/users` (admin)): flagged `adminOnly`, so the
 * shell's route guard shows a non-administrator the access-denied page (shell.md §6) unless their
 * enabledRoutes names the route; the server refuses them anyway.
 */
export const users: ContributionPart = {
  routes: [
    {
      id: USERS_ROUTE_ID,
      path: administrationPath.users,
      layout: 'main',
      requiresAuth: true,
      adminOnly: true,
      app: 'both',
      titleKey: 'users.title',
      page: () => import('../users/UsersPage.tsx'),
    },
  ],
  menus: [
    {
      id: 'administration.menu.users',
      group: 'administration',
      icon: 'administration.users',
      order: 10,
      labelKey: 'users.menu',
      route: administrationPath.users,
    },
  ],
};
