import type { RouteContribution } from '../kernel/contributions.ts';
import { LIMITED_MODE_PATH, MAINTENANCE_PATH } from './status-rules.ts';

/** The status area's screens (spec shell.md §2): system pages, empty layout, no sign-in needed. */
export const statusRoutes: RouteContribution[] = [
  {
    id: 'maintenance-mode',
    path: MAINTENANCE_PATH,
    layout: 'empty',
    requiresAuth: false,
    app: 'both',
    titleKey: 'status.maintenancePage.title',
    page: () => import('./pages/MaintenancePage.tsx'),
  },
  {
    id: 'limited-operation-mode',
    path: LIMITED_MODE_PATH,
    layout: 'empty',
    requiresAuth: false,
    app: 'both',
    titleKey: 'status.limitedPage.title',
    page: () => import('./pages/LimitedModePage.tsx'),
  },
];
