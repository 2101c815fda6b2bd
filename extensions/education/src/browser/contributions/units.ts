import { QuestionCircleRegular } from '@fluentui/react-icons';
import type { ContributionPart } from '@ontobench/sdk';
import { eduPath } from '../../common/app/routes.ts';
import { TEACHES } from './area.ts';

/**
 * The learning units part (shell.md §2 `/edu/alu`; issue 20 item 2): the lazy page (the list, and one unit
 * with `?aoe_id=`) and its menu entry in the `education` group. Labels under `education:units.…`.
 */
export const units: ContributionPart = {
  icons: [{ id: 'education.units', component: QuestionCircleRegular }],
  routes: [
    {
      id: 'education.units',
      path: eduPath.units,
      layout: 'main',
      requiresAuth: true,
      app: 'edu',
      titleKey: 'units.title',
      page: () => import('../units/pages/UnitsPage.tsx'),
    },
  ],
  menus: [
    {
      id: 'education.menu.units',
      group: 'education',
      icon: 'education.units',
      order: 20,
      labelKey: 'units.menu',
      route: eduPath.units,
      when: TEACHES,
    },
  ],
};
