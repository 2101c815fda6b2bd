import { defineServerExtension, DOCUMENT_IMPORT, TERM_RESOLUTION } from '@ontobench/sdk/node';
import { DOCUMENTS_API_PATHS } from '../common/api.ts';
import { DOCUMENTS_ROUTE_PATHS } from '../common/routes.ts';
import { DOCUMENTS_SCHEMA } from '../common/schema.ts';
import { registerComments } from './comments/register.ts';
import { registerContent } from './content/register.ts';
import { documentImport } from './import/service.ts';
import { seedDocumentsDemo } from './demo/seed.ts';
import { registerManuals } from './manuals/register.ts';
import { registerPublic } from './public/register.ts';
import { registerPublications } from './publications/register.ts';
import { registerTerms } from './terms/register.ts';
import { termResolver } from './terms/resolver.ts';

/**
 * The server half of the documents area (API v2, issue 15): its schema, its endpoints under `/api/`
 * (declared in `apiPaths`), the comments channel and its demo data. Documents are read and written
 * through the data API as the signed-in user, so the store's access rules decide who reads and who
 * changes a document (docs/documents.md "Access").
 */
export default defineServerExtension({
  id: 'documents',
  version: '0.1.0',
  schema: DOCUMENTS_SCHEMA,
  reservedRoutePaths: DOCUMENTS_ROUTE_PATHS,
  apiPaths: DOCUMENTS_API_PATHS,
  // An assignment with the role code `reader` lets its holder read a document, not change it (issue 15:
  // "document roles editor/reader from assignments"); `editor` is an ordinary, changing assignment.
  accessPolicy: { readOnlyRoleCodes: ['reader'] },
  provides: [TERM_RESOLUTION, DOCUMENT_IMPORT],
  start(ctx) {
    ctx.provide(TERM_RESOLUTION, {
      resolverFor: (read: Parameters<typeof termResolver>[1]) => termResolver(ctx.index, read),
    });
    // Other areas create documents from HTML through it (the imports area's `/docs-import`).
    ctx.provide(DOCUMENT_IMPORT, documentImport(ctx.data));
    registerContent(ctx);
    registerPublications(ctx);
    registerComments(ctx);
    registerPublic(ctx);
    registerTerms(ctx);
    registerManuals(ctx);
  },
  seed: seedDocumentsDemo,
});
