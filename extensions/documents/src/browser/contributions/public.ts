import type { ContributionPart } from '@ontobench/sdk';

/**
 * The public pages of the documents area (issue 15): `/public/doc/{id}` and `/public/doctree/{id}` for
 * anyone (public layout, no sign-in, nothing of a user is loaded), and `/doctree/{id}`, the same tree
 * for a signed-in user over the publication's own call. Pages are lazy chunks.
 */
export const publicPages: ContributionPart = {
  routes: [
    {
      id: 'documents.publicDoc',
      path: '/public/doc/:id',
      layout: 'public',
      requiresAuth: false,
      app: 'both',
      titleKey: 'public.title',
      page: () => import('../public/pages/PublicDocumentPage.tsx'),
    },
    {
      id: 'documents.publicTree',
      path: '/public/doctree/:id',
      layout: 'public',
      requiresAuth: false,
      app: 'both',
      titleKey: 'public.treeTitle',
      page: () => import('../public/pages/PublicTreePage.tsx'),
    },
    {
      id: 'documents.tree',
      path: '/doctree/:id',
      layout: 'main',
      requiresAuth: true,
      app: 'both',
      titleKey: 'public.treeTitle',
      page: () => import('../public/pages/TreePage.tsx'),
    },
  ],
};
