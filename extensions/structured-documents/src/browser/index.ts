import { activateParts, defineExtension, mergeParts } from '@ontobench/sdk';
import { builder } from './contributions/builder.ts';
import { editor } from './contributions/editor.ts';
import { kinds } from './contributions/kinds.ts';
import { list } from './contributions/list.ts';
import { compare } from './contributions/compare.ts';
import { publicPage } from './contributions/public.ts';
import { viewer } from './contributions/viewer.ts';

const parts = [list, editor, kinds, viewer, compare, publicPage, builder];

/**
 * The structured-documents area (spec domain.md §3–§5, issue 16): the index of the user's structured
 * documents and the component-tree editor. Contributions only; pages and texts are lazy chunks.
 */
export default defineExtension({
  id: 'structured-documents',
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
