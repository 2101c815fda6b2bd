import { readerPage } from './reader-pages.ts';
import type { ContributionPart } from '@ontobench/sdk';

/** The route id of the compare page. */
export const COMPARE_ROUTE_ID = 'structuredDocuments.compare';

/**
 * The compare part of the structured-documents area (shell.md §2, issue 16 item 7):
 * `/comparePublications/{documentId}/{pubId}/{secondPubId}`, two publications element by element. The
 * page is a lazy chunk.
 */
export const compare: ContributionPart = {
  routes: [
    {
      id: COMPARE_ROUTE_ID,
      path: '/comparePublications/:documentId/:pubId/:secondPubId',
      layout: 'main',
      requiresAuth: true,
      app: 'both',
      titleKey: 'compare.title',
      page: readerPage('ComparePage'),
    },
  ],
};
