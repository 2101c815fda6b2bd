import type { ContributionPart } from '@ontobench/sdk';

/**
 * The editor part of the documents area (issue 15 items 1 and 2): `/docs/edit/{id}`, the rich-text
 * editor with autosave and the reference picker. Its page is a lazy chunk, and TipTap (ProseMirror) is
 * imported by that chunk alone: no other route and not the entry fetch it (host/web/build/budgets.ts).
 * The route is in both apps (shell.md: the documents routes also appear in the education app).
 */
export const editor: ContributionPart = {
  routes: [
    {
      id: 'documents.edit',
      path: '/docs/edit/:id',
      layout: 'main',
      requiresAuth: true,
      app: 'both',
      titleKey: 'editor.title',
      page: () => import('../editor/pages/EditorPage.tsx'),
      // The document is asked for while the editor's chunk loads. The asking module is a small chunk of
      // its own (shared with the page): the area's eager part stays without it (home has no room).
      prefetch: (params, services) =>
        void import('../editor/model/document-prefetch.ts').then((m) => m.prefetchDocument(services.http, params.id)),
    },
  ],
};
