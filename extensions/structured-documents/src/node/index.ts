import { defineServerExtension, SEMANTIC_SEARCH, TERM_RESOLUTION } from '@ontobench/sdk/node';
import { SDOC_API_PATHS } from '../common/api.ts';
import { SDOC_ROUTE_PATHS } from '../common/routes.ts';
import { STRUCTURED_DOCUMENTS_SCHEMA } from '../common/schema.ts';
import { seedStructuredDemo } from './demo/seed.ts';
import { registerBuilder } from './builder/register.ts';
import { registerDocx } from './docx/register.ts';
import { registerNumbering } from './numbering/register.ts';
import { registerPublications } from './publications/register.ts';
import { registerState } from './state/register.ts';
import { registerViewers } from './viewers/register.ts';

/**
 * The server half of the structured-documents area (API v2, issue 16): its schema, the document-state
 * calls of domain.md §7 and the document channel. A document is read as the signed-in user through the
 * data API, so the store's access rules decide who reads and who changes it; its elements are the
 * document's and are written by the area's calls alone (docs/structured-documents.md "Store").
 */
export default defineServerExtension({
  id: 'structured-documents',
  version: '0.1.0',
  schema: STRUCTURED_DOCUMENTS_SCHEMA,
  reservedRoutePaths: SDOC_ROUTE_PATHS,
  apiPaths: SDOC_API_PATHS,
  // `reader` only reads; `contentEditor` changes elements' content, not the structure (read-state.ts).
  accessPolicy: { readOnlyRoleCodes: ['reader'] },
  // References in text are resolved by the documents area's term resolution when it runs (render);
  // generators and search results are fed by the analysis area's semantic search when it runs.
  optional: [TERM_RESOLUTION, SEMANTIC_SEARCH],
  start(ctx) {
    registerState(ctx);
    registerPublications(ctx);
    registerNumbering(ctx);
    registerBuilder(ctx);
    registerDocx(ctx);
    registerViewers(ctx);
  },
  seed: seedStructuredDemo,
});
