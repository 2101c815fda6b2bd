import { activateParts, defineExtension, mergeParts } from '@ontobench/sdk';
import { comments } from './contributions/comments.ts';
import { editor } from './contributions/editor.ts';
import { list } from './contributions/list.ts';
import { manuals } from './contributions/manuals.ts';
import { publications } from './contributions/publications.ts';
import { publicPages } from './contributions/public.ts';
import { viewer } from './contributions/viewer.ts';

const parts = [list, viewer, editor, comments, publications, publicPages, manuals];

/**
 * The documents area (spec shell.md §2, domain.md §3, issue 15): the list, the editor and the viewer,
 * publications, comments and discussions, public pages and user manuals. Contributions only; every page
 * and the texts are lazy chunks (the editor's code loads on the editor route alone).
 */
export default defineExtension({
  id: 'documents',
  version: '0.1.0',
  // The manuals menu lists this area's manuals on every page (domain.md §3 "User manual"), so the area
  // activates after the first page, not on its own first page; its code loads then, off that path.
  activateAfterStart: true,
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
