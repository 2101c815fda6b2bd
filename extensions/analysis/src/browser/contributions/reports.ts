import type { ContributionPart } from '@ontobench/sdk';
import { REPORT_CLASS } from '../../common/reports/schema.ts';
import { analysisPath } from '../../common/routes.ts';

/** The recent-link type and quick-launch kind of a report (shell.md "Recent-link types: … report …"). */
export const REPORT_LINK_TYPE = 'report';

/**
 * The reports part of the analysis area (shell.md §2; issue 18 items 3, 8): `/reports` (the user's
 * reports), `/report/designer/{id}` (`new`: an unsaved report), `/report/viewer/{id}` and
 * `/report/view/{id}` (blank layout, for printing); the menu entry, the quick-launch kind and the
 * recent-link type `report`. Pages are lazy chunks.
 */
export const reports: ContributionPart = {
  routes: [
    {
      id: 'analysis.reports',
      path: analysisPath.reports,
      layout: 'main',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'reports.title',
      page: () => import('../reports/pages/ReportsPage.tsx'),
    },
    {
      id: 'analysis.reportDesigner',
      path: analysisPath.reportDesigner(':id'),
      layout: 'main',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'reports.designerTitle',
      page: () => import('../reports/pages/DesignerPage.tsx'),
    },
    {
      id: 'analysis.reportViewer',
      path: analysisPath.reportViewer(':id'),
      layout: 'main',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'reports.viewerTitle',
      page: () => import('../reports/pages/ViewerPage.tsx'),
    },
    {
      id: 'analysis.reportView',
      path: analysisPath.reportView(':id'),
      layout: 'blank',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'reports.viewTitle',
      page: () => import('../reports/pages/BlankViewPage.tsx'),
    },
  ],
  menus: [
    {
      id: 'analysis.menu.reports',
      group: 'analysis',
      icon: 'analysis',
      order: 10,
      labelKey: 'reports.menu',
      route: analysisPath.reports,
    },
  ],
  quickLaunchKinds: [
    {
      id: REPORT_LINK_TYPE,
      labelKey: 'reports.quickLaunch',
      icon: 'analysis',
      classIds: [REPORT_CLASS.Report],
      open: analysisPath.reportViewer(':id'),
    },
  ],
  recentLinkTypes: [{ id: REPORT_LINK_TYPE, labelKey: 'reports.recent', icon: 'analysis' }],
};
