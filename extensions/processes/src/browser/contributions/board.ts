import { BoardRegular } from '@fluentui/react-icons';
import type { ContributionPart } from '@ontobench/sdk';
import { processesPath } from '../../common/routes.ts';

/**
 * The life-cycle board (issue 19 item 7; shell.md §2 `/lifeCycleBoard`): a kanban of objects by life-cycle
 * stage, a lazy page, with its menu entry in the `processes` group. Labels under `processes:board.…`.
 */
export const board: ContributionPart = {
  icons: [{ id: 'processes.board', component: BoardRegular }],
  routes: [
    {
      id: 'processes.board',
      path: processesPath.board,
      layout: 'main',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'board.title',
      page: () => import('../board/pages/BoardPage.tsx'),
    },
  ],
  menus: [
    {
      id: 'processes.menu.board',
      group: 'processes',
      icon: 'processes.board',
      order: 40,
      labelKey: 'board.menu',
      route: processesPath.board,
    },
  ],
};
