import type { ContributionPart } from '@ontobench/sdk';
import { administrationPath } from '../../common/routes.ts';

export const CONSOLE_ROUTE_ID = 'administration.console';

/**
 * The user-code console (issue 21 item 8; shell.md §2 `/usercodeConsoleOutput`, not flagged admin): every
 * signed-in user reads what their procedures wrote, an administrator everyone's (the server decides). So
 * its menu entry is in the shell's `general` group, like the roles.
 */
export const consoleOutput: ContributionPart = {
  routes: [
    {
      id: CONSOLE_ROUTE_ID,
      path: administrationPath.console,
      layout: 'main',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'console.title',
      page: () => import('../console/ConsolePage.tsx'),
    },
  ],
  menus: [
    {
      id: 'administration.menu.console',
      group: 'general',
      icon: 'administration.console',
      order: 95,
      labelKey: 'console.menu',
      route: administrationPath.console,
    },
  ],
};
