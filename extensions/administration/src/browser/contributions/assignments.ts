import type { ContributionPart } from '@ontobench/sdk';
import { administrationPath } from '../../common/routes.ts';

export const ASSIGNMENTS_ROUTE_ID = 'administration.assignments';

/** The assignments part (issue 21 item 2; shell.md §2 `/settings/assignments` (admin)). */
export const assignments: ContributionPart = {
  routes: [
    {
      id: ASSIGNMENTS_ROUTE_ID,
      path: administrationPath.assignments,
      layout: 'main',
      requiresAuth: true,
      adminOnly: true,
      app: 'both',
      titleKey: 'assignments.title',
      page: () => import('../assignments/AssignmentsPage.tsx'),
    },
  ],
  menus: [
    {
      id: 'administration.menu.assignments',
      group: 'administration',
      icon: 'administration.assignments',
      order: 30,
      labelKey: 'assignments.menu',
      route: administrationPath.assignments,
    },
  ],
};
