import {
  DOCUMENT_IMPORT,
  HttpError,
  objectBody,
  type DocumentImport,
  type ServerExtensionContext,
  dataAs,
} from '@ontobench/sdk/node';
import { DOCS_API, DOCS_MAX_BYTES, type DocsCheck, type DocsImportEnd } from '../../common/docs/api.ts';
import { runImportJob, startImport, type ImportJobData } from '../results/job.ts';
import { createResult } from '../results/store.ts';
import { readDocument, type ReadDocument } from './read.ts';

const DOCS_JOB = 'docs';
/** Base64 is 4/3 of the file. */
const BODY_LIMIT = Math.ceil((DOCS_MAX_BYTES * 4) / 3) + 1024 * 1024;
export const NO_DOCUMENTS = 'Импорт документов недоступен: раздел документов выключен';

type DocsJobData = ImportJobData & { fileName: string; file: string };

/** The document's name: its first heading, else the file's name without the extension. */
const nameOf = (read: ReadDocument, title: string | null) => (title ?? read.baseName).slice(0, 200);

/**
 * The document import (issue 21 item 4, `/docs-import`; docs/imports.md "Documents"): a .docx or .md read as
 * HTML here, then handed to the documents area's DOCUMENT_IMPORT, which owns the content model and creates
 * the document as the user. Without that service (the documents area is not started) both calls answer 503.
 */
export async function registerDocs(ctx: ServerExtensionContext): Promise<void> {
  const service = (): DocumentImport => {
    const found = ctx.services.optional(DOCUMENT_IMPORT);
    if (!found) throw new HttpError(503, NO_DOCUMENTS);
    return found;
  };

  await ctx.jobs.define<DocsJobData>(
    DOCS_JOB,
    (job) =>
      runImportJob(ctx, job, async (step) => {
        step.say('чтение файла', { status: 'checking' });
        const read = await readDocument(job.data);
        const documents = service();
        const name = nameOf(read, documents.outline(read.html).title);
        step.say(null, { status: 'writing', done: 0, total: 1 });
        const { id, outline } = await documents.create(step.user, { name, html: read.html });
        const message = `документ «${name}»: заголовков ${outline.headings.length}, абзацев ${outline.paragraphs}`;
        const result: DocsImportEnd = { importId: job.data.importId, documentId: id, name };
        return { end: { status: 'done', message, rows: 1, modelId: id }, result };
      }),
    { retryLimit: 0, expireInSeconds: 30 * 60, concurrency: 1 },
  );

  ctx.route(
    'POST',
    DOCS_API.check,
    async (r) => {
      await r.user();
      const documents = service();
      const read = await readDocument(objectBody(r.body));
      const { title, warnings, ...outline } = documents.outline(read.html);
      const reply: DocsCheck = {
        fileName: read.fileName,
        format: read.format,
        name: nameOf(read, title),
        ...outline,
        warnings: [...read.warnings, ...warnings],
      };
      return reply;
    },
    { bodyLimit: BODY_LIMIT },
  );

  ctx.route(
    'POST',
    DOCS_API.run,
    async (r) => {
      const user = await r.user();
      const documents = service();
      const body = objectBody(r.body);
      // Read and converted before the result record exists: a bad file writes nothing at all.
      const read = await readDocument(body);
      documents.outline(read.html);
      const data = dataAs(ctx.data, user);
      const importId = await createResult(data, read.fileName, 'docs');
      const job: DocsJobData = {
        importId,
        importName: read.fileName,
        fileName: read.fileName,
        file: String(body.file),
      };
      return startImport(ctx, DOCS_JOB, job, user, body.deferred);
    },
    { bodyLimit: BODY_LIMIT },
  );
}
