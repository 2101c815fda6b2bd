import type { ContributionPart } from '@ontobench/sdk';
import { eduPath } from '../../common/app/routes.ts';

/**
 * The analysis part (shell.md §2 `/analysis-students`; issue 20 item 6): the students' profiles by
 * competence. Tagged `both`: teachers of the edu app and of the workbench open it, a student sees their own.
 */
export const analysis: ContributionPart = {
  routes: [
    {
      id: 'education.analysisStudents',
      path: eduPath.analysis,
      layout: 'main',
      requiresAuth: true,
      app: 'both',
      titleKey: 'analysis.title',
      page: () => import('../analysis/pages/AnalysisStudentsPage.tsx'),
    },
  ],
  menus: [
    {
      id: 'education.menu.analysisStudents',
      group: 'education',
      icon: 'education',
      order: 80,
      labelKey: 'analysis.menu',
      route: eduPath.analysis,
    },
  ],
};
