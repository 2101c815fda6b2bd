import type { ContributionPart } from '@ontobench/sdk';
import { eduPath } from '../../common/app/routes.ts';

/**
 * The portfolio part (shell.md §2 `/portfolio-projects`, `/portfolio-project/{id}`; issue 20 item 6): a
 * student's projects, and a teacher's view of their students'. Tagged `both` (docs/education.md): the
 * students who make portfolios are in the edu app, their teachers may be in either.
 */
export const portfolio: ContributionPart = {
  routes: [
    {
      id: 'education.portfolioProjects',
      path: eduPath.portfolio,
      layout: 'main',
      requiresAuth: true,
      app: 'both',
      titleKey: 'portfolio.title',
      page: () => import('../portfolio/pages/PortfolioProjectsPage.tsx'),
    },
    {
      id: 'education.portfolioProject',
      path: '/portfolio-project/:id',
      layout: 'main',
      requiresAuth: true,
      app: 'both',
      titleKey: 'portfolio.projectTitle',
      page: () => import('../portfolio/pages/PortfolioProjectPage.tsx'),
    },
  ],
  menus: [
    {
      id: 'education.menu.portfolio',
      group: 'education',
      icon: 'education',
      order: 70,
      labelKey: 'portfolio.menu',
      route: eduPath.portfolio,
    },
  ],
};
