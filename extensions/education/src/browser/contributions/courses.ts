import type { ContributionPart } from '@ontobench/sdk';
import { eduPath } from '../../common/app/routes.ts';
import { TEACHES } from './area.ts';

/**
 * The courses part (shell.md §2 `/edu/courses`; issue 20 item 1): the lazy page (the list, and one course
 * with `?course_id=`) and its menu entry in the `education` group. Labels under `education:courses.…`.
 */
export const courses: ContributionPart = {
  routes: [
    {
      id: 'education.courses',
      path: eduPath.courses,
      layout: 'main',
      requiresAuth: true,
      app: 'edu',
      titleKey: 'courses.title',
      page: () => import('../courses/pages/CoursesPage.tsx'),
    },
  ],
  menus: [
    {
      id: 'education.menu.courses',
      group: 'education',
      // The area's own icon (contributions/area.ts): the courses are the area's first entry.
      icon: 'education',
      order: 10,
      labelKey: 'courses.menu',
      route: eduPath.courses,
      when: TEACHES,
    },
  ],
};
