import { activateParts, defineExtension, mergeParts } from '@ontobench/sdk';
import { area } from './contributions/area.ts';
import { assignments } from './contributions/assignments.ts';
import { commands } from './contributions/commands.ts';
import { views } from './contributions/views.ts';
import { consoleOutput } from './contributions/console.ts';
import { copySettings } from './contributions/copy.ts';
import { roles } from './contributions/roles.ts';
import { users } from './contributions/users.ts';

const parts = [area, users, roles, assignments, commands, views, consoleOutput, copySettings];

/**
 * The administration area (issue 21 items 1, 2, 3, 5 and 8; shell.md §2 `/settings/users`, `/settings/roles`,
 * `/settings/assignments`, `/settings/commands`, `/settings/views`, `/usercodeConsoleOutput`, `/copy-settings`): each a part. Contributions only; every page and
 * its texts are lazy chunks.
 */
export default defineExtension({
  id: 'administration',
  version: '0.1.0',
  // Activated after the first page: the signed-in user's class views are loaded into Services.ClassViews.
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
