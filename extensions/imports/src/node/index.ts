import { defineServerExtension, DOCUMENT_IMPORT } from '@ontobench/sdk/node';
import { IMPORTS_API_PATHS } from '../common/api.ts';
import { IMPORTS_ROUTE_PATHS } from '../common/routes.ts';
import { IMPORTS_SCHEMA } from '../common/schema.ts';
import { registerCsv } from './csv/register.ts';
import { registerDocs } from './docs/register.ts';
import { registerExcel } from './excel/register.ts';
import { registerResults } from './results/register.ts';

/**
 * The server half of the imports area (issue 21 item 4; docs/imports.md): CSV into a new or an existing
 * model and Excel by stored descriptors (administrators), each import a durable job with its result record
 * and IMPORT_STATUS_UPDATE notices; .docx and Markdown files into documents through the documents area's
 * DOCUMENT_IMPORT (optional: without the documents area those calls answer 503).
 */
export default defineServerExtension({
  id: 'imports',
  version: '0.1.0',
  schema: IMPORTS_SCHEMA,
  apiPaths: IMPORTS_API_PATHS,
  reservedRoutePaths: IMPORTS_ROUTE_PATHS,
  optional: [DOCUMENT_IMPORT],
  async start(ctx) {
    registerResults(ctx);
    await registerCsv(ctx);
    await registerExcel(ctx);
    await registerDocs(ctx);
  },
});
