import { activateParts, defineExtension, mergeParts } from '@ontobench/sdk';
import { area } from './contributions/area.ts';
import { fca } from './contributions/fca.ts';
import { generalSearch } from './contributions/general-search.ts';
import { queryHistory } from './contributions/query-history.ts';
import { reports } from './contributions/reports.ts';
import { rules } from './contributions/rules.ts';
import { search } from './contributions/search.ts';

const parts = [area, search, reports, rules, fca, generalSearch, queryHistory];

/**
 * The analysis area (shell.md §2, domain.md §3, issue 18): semantic searches and semantic tables, reports,
 * OWL rules, formal concept analysis, the general search and the query history. Contributions only; every
 * page and the texts are lazy chunks.
 */
export default defineExtension({
  id: 'analysis',
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
