import type { ContributionPart, RouteContribution } from '@ontobench/sdk';
import { docxApiPath } from '../../common/entry-paths.ts';
import { DOC_CLASS } from '../../common/classes.ts';
import { prefetchDocument } from '../viewer/prefetch.ts';

/** The .docx the server makes from the document's content (issue 15: a real Word file, not HTML renamed). */
const docx: NonNullable<RouteContribution['wordDownload']> = (params) =>
  `/api/${docxApiPath(encodeURIComponent(params.id ?? ''))}`;

/**
 * The viewer part of the documents area (issue 15): `/docs/view/{id}` (main layout, printable, Word is
 * the server's .docx) and `/doc/{id}` (blank layout, view only); the quick-launch kind and the
 * recent-link type `document` (Ctrl+O finds documents by name and opens them in the viewer). Pages
 * and the renderer are lazy chunks.
 */
export const viewer: ContributionPart = {
  routes: [
    {
      id: 'documents.view',
      path: '/docs/view/:id',
      layout: 'main',
      requiresAuth: true,
      app: 'both',
      printable: true,
      wordDownload: docx,
      titleKey: 'viewer.title',
      page: () => import('../viewer/pages/ViewerPage.tsx'),
      prefetch: (params, { http }) => prefetchDocument(http, params.id),
    },
    {
      id: 'documents.blank',
      path: '/doc/:id',
      layout: 'blank',
      requiresAuth: true,
      app: 'both',
      titleKey: 'viewer.title',
      page: () => import('../viewer/pages/BlankViewerPage.tsx'),
      prefetch: (params, { http }) => prefetchDocument(http, params.id),
    },
  ],
  quickLaunchKinds: [
    {
      id: 'document',
      labelKey: 'viewer.quickLaunch.document',
      icon: 'document',
      classIds: [DOC_CLASS.Document],
      open: '/docs/view/:id',
    },
  ],
  recentLinkTypes: [{ id: 'document', labelKey: 'viewer.recent.document', icon: 'document' }],
};
