import { readerPage } from './reader-pages.ts';
import type { ContributionPart } from '@ontobench/sdk';

/** The route id of the public page. */
export const PUBLIC_ROUTE_ID = 'structuredDocuments.public';

/**
 * The public part of the structured-documents area (shell.md §2 "Public"): `/public/structuredDoc/
 * {documentId}/{publicationId?}` for anyone (public layout, no sign-in), a public publication's HTML.
 * The page is a lazy chunk.
 */
export const publicPage: ContributionPart = {
  routes: [
    {
      id: PUBLIC_ROUTE_ID,
      path: '/public/structuredDoc/:documentId/:publicationId?',
      layout: 'public',
      requiresAuth: false,
      app: 'both',
      titleKey: 'publicDoc.title',
      page: readerPage('PublicStructuredPage'),
    },
  ],
};
