import { defineExtension } from '@ontobench/sdk';
import { app } from './contributions/app.ts';
import { exchange } from './contributions/exchange.ts';
import { explore } from './contributions/explore.ts';
import { icons } from './contributions/icons.ts';
import { lists } from './contributions/lists.ts';
import { maps } from './contributions/maps.ts';
import { activateParts, mergeParts } from '@ontobench/sdk';

/**
 * The ontology area (spec shell.md §2, domain.md §1): lists of classes, properties and individuals,
 * maps, comparison and diff, OWL import and export, the fact explorer, glossary and documentation.
 * Contributions only; every page and the texts are lazy chunks.
 */
export default defineExtension({
  id: 'ontology',
  version: '0.1.0',
  contributes: {
    ...mergeParts([app, icons, lists, maps, exchange, explore]),
    // Fetched when first needed, one language at a time: the labels with the first page with the main
    // menu (or activation), the page texts with the first screen or dialog of the area.
    translations: (language) =>
      language === 'en'
        ? import('./i18n/en.ts').then((m) => m.labelsEn)
        : import('./i18n/ru.ts').then((m) => m.labelsRu),
    pageTranslations: (language) =>
      language === 'en'
        ? import('./i18n/pages.en.ts').then((m) => m.en)
        : import('./i18n/pages.ru.ts').then((m) => m.ru),
  },
  activate: (ctx) => activateParts([lists, maps, exchange, explore], ctx),
});
