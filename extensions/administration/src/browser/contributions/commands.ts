import type { ContributionPart } from '@ontobench/sdk';
import { administrationPath } from '../../common/routes.ts';

export const COMMANDS_ROUTE_ID = 'administration.commands';

/**
 * The commands part (issue 21 item 3; shell.md §2 `/settings/commands`, administrators): stored get_data
 * requests, run with a preview; the server refuses everyone else.
 */
export const commands: ContributionPart = {
  routes: [
    {
      id: COMMANDS_ROUTE_ID,
      path: administrationPath.commands,
      layout: 'main',
      requiresAuth: true,
      adminOnly: true,
      app: 'both',
      titleKey: 'commands.title',
      page: () => import('../commands/CommandsPage.tsx'),
    },
  ],
  menus: [
    {
      id: 'administration.menu.commands',
      group: 'administration',
      icon: 'administration.commands',
      order: 40,
      labelKey: 'commands.menu',
      route: administrationPath.commands,
    },
  ],
};
