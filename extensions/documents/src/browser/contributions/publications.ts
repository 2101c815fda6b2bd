import type { ContributionPart } from '@ontobench/sdk';

/**
 * The publications part of the documents area (issue 15 item 3): `/publications` (shell.md §2; the view
 * link carries `type=publication`). The page is a lazy chunk; `PublicationHistory` is mounted by the viewer.
 */
export const publications: ContributionPart = {
  routes: [
    {
      id: 'documents.publications',
      path: '/publications',
      layout: 'main',
      requiresAuth: true,
      app: 'both',
      titleKey: 'publications.page.title',
      page: () => import('../publications/pages/PublicationsPage.tsx'),
    },
  ],
};
