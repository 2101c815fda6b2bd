import type { ContributionPart } from '@ontobench/sdk';

/** The route id of the editor. */
export const EDIT_ROUTE_ID = 'structuredDocuments.edit';

/**
 * The editor part of the structured-documents area (issue 16 item 3): `/structuredDocuments/edit/{id}`,
 * the component tree with its panel, autosave, live locks and updates. The page, the virtualiser and
 * the rules it applies are a lazy chunk.
 */
export const editor: ContributionPart = {
  routes: [
    {
      id: EDIT_ROUTE_ID,
      path: '/structuredDocuments/edit/:id',
      layout: 'main',
      requiresAuth: true,
      app: 'both',
      titleKey: 'editor.title',
      page: () => import('../editor/pages/EditorPage.tsx'),
    },
  ],
};
