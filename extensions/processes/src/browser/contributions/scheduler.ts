import type { ContributionPart } from '@ontobench/sdk';
import { processesPath } from '../../common/routes.ts';

/**
 * The scheduler part (issue 19 item 6; shell.md §2 `/scheduler`): the page (a lazy chunk, with cron-parser
 * for the next-run hint) and its menu entry in the `processes` group. Labels under `processes:scheduler.…`.
 */
export const scheduler: ContributionPart = {
  routes: [
    {
      id: 'processes.scheduler',
      path: processesPath.scheduler,
      layout: 'main',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'scheduler.title',
      page: () => import('../scheduler/SchedulerPage.tsx'),
    },
  ],
  menus: [
    {
      id: 'processes.menu.scheduler',
      group: 'processes',
      icon: 'processes',
      order: 30,
      labelKey: 'scheduler.menu',
      route: processesPath.scheduler,
    },
  ],
};
