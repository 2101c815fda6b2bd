import { Services, type ContributionPart, type ExtensionContext } from '@ontobench/sdk';

/**
 * `/docs/edit/{id}`: where the shell's comments dialog shows (tiny: it is eager). The viewer has the
 * comments beside its text, where a selection becomes a comment's range.
 */
const ON_DOCUMENT = /^\/docs\/edit\/[^/]+\/?$/;

/**
 * The comments part of the documents area (issue 15 item 4): the `/comments` page and the shell's
 * comments dialog (main layout, shell.md §2) on the document editor's route. The page and the
 * dialog's panel are lazy chunks; the dialog's chunk is fetched when the area activates.
 */
export const comments: ContributionPart = {
  routes: [
    {
      id: 'documents.comments',
      path: '/comments',
      layout: 'main',
      requiresAuth: true,
      app: 'both',
      titleKey: 'comments.page.title',
      page: () => import('../comments/pages/CommentsPage.tsx'),
    },
  ],
  activate(ctx: ExtensionContext) {
    const slots = ctx.getService(Services.Slots);
    void import('../comments/CommentsDialogPanel.tsx').then(
      ({ default: component }) =>
        ctx.contribute(slots.comments, {
          id: 'documents.comments.dialog',
          labelKey: 'comments.dialog',
          namespace: 'documents',
          icon: 'comments',
          component,
          isAvailable: (path) => ON_DOCUMENT.test(path),
        }),
      (error: unknown) => console.error(error),
    );
  },
};
