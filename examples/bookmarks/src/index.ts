import { CLASS, Services, defineExtension } from '@ontobench/sdk';
import { BOOKMARK_COMMAND, BOOKMARK_TYPE, bookmarkFor } from './bookmark.ts';
import { en } from './i18n/en.ts';
import { ru } from './i18n/ru.ts';

/**
 * The "Bookmarks" plugin (type mainMenu): a main-menu entry that pins the current page to the recent
 * links as a bookmark, the bookmark recent-link type, and a quick-launch kind that opens tags (Ctrl+O)
 * in the generic object card. No route of its own.
 */
export default defineExtension({
  id: 'bookmarks',
  version: '1.0.0',
  contributes: {
    menus: [
      {
        id: 'bookmarks.menu',
        group: 'general',
        icon: 'document',
        order: 910,
        labelKey: 'menu',
        command: BOOKMARK_COMMAND,
      },
    ],
    commands: [{ id: BOOKMARK_COMMAND, titleKey: 'command' }],
    recentLinkTypes: [{ id: BOOKMARK_TYPE, labelKey: 'recentType', icon: 'document' }],
    quickLaunchKinds: [
      { id: 'bookmarks.tag', labelKey: 'tagKind', icon: 'document', classIds: [CLASS.Tag], open: '/object/:class/:id' },
    ],
    translations: { ru, en },
  },
  // Runs the first time the command is used: binds its handler.
  activate(ctx) {
    ctx.registerCommand(BOOKMARK_COMMAND, () => {
      const recent = ctx.getService(Services.RecentLinks);
      const i18n = ctx.getService(Services.I18n);
      const t = i18n.getFixedT(null, 'bookmarks');
      const page = bookmarkFor(window.location, ctx.getService(Services.Title).pageTitle, (path) =>
        t('untitled', { path }),
      );
      recent.add(page);
      recent.pin(page.link, true);
      ctx.getService(Services.Notifications).show({ text: t('added', { name: page.objectName }), color: 'success' });
      return page.link;
    });
  },
});
