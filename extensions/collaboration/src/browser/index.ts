import { activateParts, defineExtension, mergeParts } from '@ontobench/sdk';
import { chat } from './contributions/chat.ts';
import { tags } from './contributions/tags.ts';

const parts = [tags, chat];

/**
 * The collaboration area (issue 21 items 6 and 7): tags — the manager `/tags`, and "create tag" and
 * "manage tags" in the tag filter of every list's side menu; the chat — the section `/chat`, the top
 * bar's button with the unread total and its drawer, "discuss in chat" on object pages
 * (docs/collaboration.md). Contributions only; the pages, the dialog, the drawer and the texts are lazy
 * chunks. Activated after the first page, so the chat's button and counter come without a click.
 */
export default defineExtension({
  id: 'collaboration',
  version: '0.1.0',
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
