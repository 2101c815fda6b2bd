import type { ContributionPart, ExtensionContext, RouteContribution } from '@ontobench/sdk';
import { eduPath } from '../../common/app/routes.ts';
import { TEACHES } from './area.ts';

const route = (id: string, path: string, titleKey: string, page: RouteContribution['page']): RouteContribution => ({
  id,
  path,
  layout: 'main',
  requiresAuth: true,
  app: 'edu',
  titleKey,
  page,
});

/**
 * The grading part (shell.md §2 `/edu/awaiting-grades`, `/edu/users_rating`, `/edu/active-students`; issue 20
 * item 5): lazy pages, the menu entries in the `education` group and, for teachers, the top bar's count of
 * work awaiting a mark (its code loads after start). Labels under `education:grading.…`.
 */
export const grading: ContributionPart = {
  routes: [
    route(
      'education.awaitingGrades',
      eduPath.awaitingGrades,
      'grading.awaitingTitle',
      () => import('../grading/pages/AwaitingGradesPage.tsx'),
    ),
    route('education.rating', eduPath.rating, 'grading.ratingTitle', () => import('../grading/pages/RatingPage.tsx')),
    route(
      'education.activeStudents',
      eduPath.activeStudents,
      'grading.activeTitle',
      () => import('../grading/pages/ActiveStudentsPage.tsx'),
    ),
  ],
  menus: [
    {
      id: 'education.menu.awaitingGrades',
      group: 'education',
      icon: 'education',
      order: 40,
      labelKey: 'grading.awaitingMenu',
      route: eduPath.awaitingGrades,
      when: TEACHES,
    },
    {
      id: 'education.menu.rating',
      group: 'education',
      icon: 'education',
      order: 45,
      labelKey: 'grading.ratingMenu',
      route: eduPath.rating,
    },
    {
      id: 'education.menu.activeStudents',
      group: 'education',
      icon: 'education',
      order: 50,
      labelKey: 'grading.activeMenu',
      route: eduPath.activeStudents,
      when: TEACHES,
    },
  ],
  activate(ctx: ExtensionContext) {
    void import('../grading/components/register-counter.ts').then(
      ({ registerAwaitingCounter }) => registerAwaitingCounter(ctx),
      (error: unknown) => console.error(error),
    );
  },
};
