import { TagMultipleRegular } from '@fluentui/react-icons';
import type { ContributionPart, ExtensionContext } from '@ontobench/sdk';
import { TAG_COMMANDS } from '@ontobench/sdk/common';
import { navigate } from 'wouter/use-browser-location';
import { tagsPath } from '../../common/tags/routes.ts';

/**
 * The tags part (issue 21 item 6; domain.md §3 Tag; shell.md §2 "a tag filter by class"): the tags
 * manager (a lazy page, a menu entry in the collaboration group), and the two commands the side menu of
 * every list screen shows in its tag filter: create a tag (the dialog; resolves to the tag) and manage
 * tags. Labels under `collaboration:tags.…`.
 */
export const tags: ContributionPart = {
  icons: [{ id: 'collaboration.tags', component: TagMultipleRegular }],
  menuGroups: [{ id: 'collaboration', labelKey: 'menuGroup', order: 60 }],
  routes: [
    {
      id: 'collaboration.tags',
      path: tagsPath.manager,
      layout: 'main',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'tags.title',
      page: () => import('../tags/pages/TagsPage.tsx'),
    },
  ],
  menus: [
    {
      id: 'collaboration.menu.tags',
      group: 'collaboration',
      icon: 'collaboration.tags',
      order: 10,
      labelKey: 'tags.menu',
      route: tagsPath.manager,
    },
  ],
  commands: [
    { id: TAG_COMMANDS.create, titleKey: 'tags.create' },
    { id: TAG_COMMANDS.manage, titleKey: 'tags.manage' },
  ],
  activate(ctx: ExtensionContext) {
    ctx.registerCommand(TAG_COMMANDS.create, async () => {
      const { openTagDialog } = await import('../tags/open-tag-dialog.ts');
      return openTagDialog(ctx);
    });
    ctx.registerCommand(TAG_COMMANDS.manage, () => navigate(tagsPath.manager));
  },
};
