import { defineExtension, mergeParts, type ContributionPart } from '@ontobench/sdk';
import { importsPath } from '../../common/routes.ts';

export const DOCS_EXTENSION_ID = 'imports-docs';
export const DOCS_ROUTE_ID = 'imports.docs';

const docs: ContributionPart = {
  routes: [
    {
      id: DOCS_ROUTE_ID,
      path: importsPath.docs,
      layout: 'main',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'title',
      page: () => import('./DocsImportPage.tsx'),
    },
  ],
  menus: [
    // In the imports group, next to the CSV import.
    {
      id: 'imports.menu.docs',
      group: 'imports',
      icon: 'imports',
      order: 20,
      labelKey: 'menu',
      route: importsPath.docs,
    },
  ],
};

/**
 * The document import (issue 21 item 4; shell.md §2 `/docs-import`) as a manifest of its own that
 * `requires` the documents area (and the imports area, whose menu group and icon it uses): the kernel
 * installs it only while both are enabled and disables it with either, so its route and menu entry never
 * show without the documents area (docs/imports.md "Documents"). Contributions only; the page is lazy.
 */
export default defineExtension({
  id: DOCS_EXTENSION_ID,
  version: '0.1.0',
  requires: ['documents', 'imports'],
  contributes: {
    ...mergeParts([docs]),
    translations: (language) =>
      language === 'en'
        ? Promise.resolve({ menu: 'Document import', title: 'Document import' })
        : Promise.resolve({ menu: 'Импорт документов', title: 'Импорт документов' }),
    pageTranslations: (language) =>
      language === 'en'
        ? import('./i18n/pages.en.ts').then((m) => m.pagesEn)
        : import('./i18n/pages.ru.ts').then((m) => m.pagesRu),
  },
});
