import { activateParts, defineExtension, mergeParts } from '@ontobench/sdk';
import { area } from './contributions/area.ts';
import { diagrams } from './contributions/diagrams.ts';
import { graphs } from './contributions/graphs.ts';

const parts = [area, diagrams, graphs];

/**
 * The diagrams area (shell.md §2, domain.md §3, issue 17): BPMN diagrams with their notations, versions
 * and executable export, and graphs. Contributions only; every page and the texts are lazy chunks, and
 * bpmn-js and vis-network load with their pages alone.
 */
export default defineExtension({
  id: 'diagrams',
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
