import type { ContributionPart } from '@ontobench/sdk';
import { importsPath } from '../../common/routes.ts';

/**
 * The CSV part (issue 21 item 4; shell.md §2 `/csv-import-index`, `/csv-import`,
 * `/csv-import-to-exists-model`): the user's imports with their status, and the import into a new or an
 * existing model. Every signed-in user (the store's access rules decide which models they write).
 */
export const csv: ContributionPart = {
  routes: [
    {
      id: 'imports.csvIndex',
      path: importsPath.index,
      layout: 'main',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'csv.indexTitle',
      page: () => import('../csv/CsvImportIndexPage.tsx'),
    },
    {
      id: 'imports.csvNew',
      path: importsPath.csvNew,
      layout: 'main',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'csv.newTitle',
      page: () => import('../csv/CsvNewPage.tsx'),
    },
    {
      id: 'imports.csvExisting',
      path: importsPath.csvExisting,
      layout: 'main',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'csv.existingTitle',
      page: () => import('../csv/CsvExistingPage.tsx'),
    },
  ],
  menus: [
    {
      id: 'imports.menu.csv',
      group: 'imports',
      icon: 'imports',
      order: 10,
      labelKey: 'csv.menu',
      route: importsPath.index,
    },
  ],
};
