import type { ContributionPart } from '@ontobench/sdk';
import { importsPath } from '../../common/routes.ts';

export const EXCEL_ROUTE_ID = 'imports.excel';

/**
 * The Excel part (issue 21 item 4; shell.md §2 `/import-from-excel` (admin)): flagged `adminOnly`, so a
 * non-administrator gets the access-denied page; the server refuses its calls to them too. Its menu entry is
 * in the shell's `administration` group (that group holds administrators' routes only).
 */
export const excel: ContributionPart = {
  routes: [
    {
      id: EXCEL_ROUTE_ID,
      path: importsPath.excel,
      layout: 'main',
      requiresAuth: true,
      adminOnly: true,
      app: 'both',
      titleKey: 'excel.title',
      page: () => import('../excel/ExcelPage.tsx'),
    },
  ],
  menus: [
    {
      id: 'imports.menu.excel',
      group: 'administration',
      icon: 'imports',
      order: 60,
      labelKey: 'excel.menu',
      route: importsPath.excel,
    },
  ],
};
