import { objectBody, type ServerExtensionContext, type UserContext, dataAs } from '@ontobench/sdk/node';
import {
  CSV_API,
  CSV_MAX_BYTES,
  CSV_PREVIEW_ROWS,
  type CsvCheck,
  type CsvPreview,
  type CsvRequest,
} from '../../common/csv/api.ts';
import { createResult } from '../results/store.ts';
import { runImportJob, startImport, type ImportJobData } from '../results/job.ts';
import { planRows } from './check.ts';
import { importRows } from './import-rows.ts';
import { parseCsv } from './parse.ts';
import { resolveTarget } from './target.ts';
import { classesOf, listModels } from './targets.ts';

/** The job that writes a CSV (queue `imports.csv`). */
const CSV_JOB = 'csv';
/** How long `run` waits for the job before answering with its ids (the page always asks `deferred`). */
/** The body: the file's text as JSON, a little more than the file. */
const BODY_LIMIT = CSV_MAX_BYTES + 1024 * 1024;

type CsvJobData = ImportJobData & { body: CsvRequest };

/**
 * The CSV part (issue 21 item 4; shell.md §2 `/csv-import`, `/csv-import-to-exists-model`): preview, dry
 * run and the import itself, a durable job writing all or nothing as the signed-in user. The file comes as
 * text in a JSON body (the browser reads it as UTF-8); papaparse parses it on the server.
 */
export async function registerCsv(ctx: ServerExtensionContext): Promise<void> {
  const as = (user: UserContext) => dataAs(ctx.data, user);

  // Not run twice: a process that died after the commit would write the rows again.
  await ctx.jobs.define<CsvJobData>(
    CSV_JOB,
    (job) =>
      runImportJob(ctx, job, (step) =>
        importRows(
          ctx,
          step,
          job.data.importId,
          parseCsv(job.data.body as unknown as Record<string, unknown>),
          job.data.body.target,
        ),
      ),
    { retryLimit: 0, expireInSeconds: 30 * 60, concurrency: 1 },
  );

  ctx.route(
    'POST',
    CSV_API.preview,
    async (request) => {
      await request.user();
      const csv = parseCsv(objectBody(request.body));
      const reply: CsvPreview = {
        delimiter: csv.delimiter,
        header: csv.header,
        rows: csv.rows.filter((r) => r.length > 0).slice(0, CSV_PREVIEW_ROWS),
        rowCount: csv.rows.filter((r) => r.length > 0).length,
      };
      return reply;
    },
    { bodyLimit: BODY_LIMIT },
  );

  ctx.route(
    'POST',
    CSV_API.check,
    async (request) => {
      const user = await request.user();
      const body = objectBody(request.body);
      const csv = parseCsv(body);
      const plan = planRows(csv, await resolveTarget(as(user), body.target, csv.header));
      const reply: CsvCheck = {
        rowCount: plan.rows.length + new Set(plan.errors.map((e) => e.row)).size,
        errorCount: plan.errorCount,
        errors: plan.errors,
      };
      return reply;
    },
    { bodyLimit: BODY_LIMIT },
  );

  ctx.route(
    'POST',
    CSV_API.run,
    async (request) => {
      const user = await request.user();
      const body = objectBody<CsvRequest & { deferred?: unknown }>(request.body);
      // Refused at once, before a result or a job exists: an unreadable file, a bad mapping, no right to
      // write the model. The rows are checked again by the job (the dry run may be old).
      const csv = parseCsv(body as unknown as Record<string, unknown>);
      await resolveTarget(as(user), body.target, csv.header);
      const importName = (typeof body.fileName === 'string' && body.fileName.trim()) || 'CSV';
      const importId = await createResult(as(user), importName, 'csv');
      const data: CsvJobData = {
        importId,
        importName,
        body: { text: body.text, fileName: importName, target: body.target },
      };
      return startImport(ctx, CSV_JOB, data, user, body.deferred);
    },
    { bodyLimit: BODY_LIMIT },
  );

  ctx.route('GET', CSV_API.models, async (request) => ({ models: await listModels(as(await request.user())) }));
  ctx.route('GET', CSV_API.classes(':id'), async (request) => ({
    classes: await classesOf(as(await request.user()), request.params.id),
  }));
}
