import { activateParts, defineExtension, mergeParts } from '@ontobench/sdk';
import { dmn } from './contributions/dmn.ts';

const parts = [dmn];

/**
 * The decision tables (shell.md §2, domain.md §3 "DMN table", issue 17 item 6): DMN tables edited with
 * dmn-js and evaluated with a FEEL engine (feelin) in the browser and on the server. Contributions only;
 * the pages, dmn-js and feelin are lazy chunks.
 */
export default defineExtension({
  id: 'dmn',
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
