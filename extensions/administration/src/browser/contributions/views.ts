import type { ContributionPart, ExtensionContext } from '@ontobench/sdk';
import { administrationPath } from '../../common/routes.ts';

export const VIEWS_ROUTE_ID = 'administration.views';

/**
 * The class views part (issue 21 item 3; shell.md §2 `/settings/views`, administrators): the editor of
 * views per class and role; on activation (after the first page) the signed-in user's views are loaded
 * into `Services.ClassViews`, which the core's object forms and lists follow.
 */
export const views: ContributionPart = {
  routes: [
    {
      id: VIEWS_ROUTE_ID,
      path: administrationPath.views,
      layout: 'main',
      requiresAuth: true,
      adminOnly: true,
      app: 'both',
      titleKey: 'views.title',
      page: () => import('../views/ViewsPage.tsx'),
    },
  ],
  menus: [
    {
      id: 'administration.menu.views',
      group: 'administration',
      icon: 'administration.views',
      order: 45,
      labelKey: 'views.menu',
      route: administrationPath.views,
    },
  ],
  activate(ctx: ExtensionContext) {
    void import('../views/load-mine.ts').then(
      ({ loadMyClassViews }) => loadMyClassViews(ctx),
      (error: unknown) => console.warn('Class views could not be loaded', error),
    );
  },
};
