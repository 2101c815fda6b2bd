import { activateParts, defineExtension, mergeParts } from '@ontobench/sdk';
import { area } from './contributions/area.ts';
import { csv } from './contributions/csv.ts';
import { excel } from './contributions/excel.ts';

const parts = [area, csv, excel];

/**
 * The imports area (issue 21 item 4; shell.md §2 `/csv-import-index`, `/csv-import`,
 * `/csv-import-to-exists-model`, `/import-from-excel` (admin)): CSV into a new or an existing model and Excel
 * by stored descriptors, with a dry run, each import a job with its result and notice. Contributions only; every page and its texts are lazy chunks.
 */
export default defineExtension({
  id: 'imports',
  version: '0.1.0',
  contributes: {
    ...mergeParts(parts),
    translations: (language) =>
      language === 'en'
        ? import('./i18n/labels.en.ts').then((m) => m.labelsEn)
        : import('./i18n/labels.ru.ts').then((m) => m.labelsRu),
    pageTranslations: (language) =>
      language === 'en'
        ? import('./i18n/pages.en.ts').then((m) => m.pagesEn)
        : import('./i18n/pages.ru.ts').then((m) => m.pagesRu),
  },
  activate: (ctx) => activateParts(parts, ctx),
});
