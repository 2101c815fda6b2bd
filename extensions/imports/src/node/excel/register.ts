import { objectBody, type ServerExtensionContext, type UserContext, dataAs } from '@ontobench/sdk/node';
import type { CsvCheck } from '../../common/csv/api.ts';
import { EXCEL_API, EXCEL_MAX_BYTES, type ExcelDescriptor } from '../../common/excel/api.ts';
import { planRows } from '../csv/check.ts';
import { importRows } from '../csv/import-rows.ts';
import { resolveTarget } from '../csv/target.ts';
import { runImportJob, startImport, type ImportJobData } from '../results/job.ts';
import { createResult } from '../results/store.ts';
import { deleteDescriptor, descriptorById, descriptorTarget, readDescriptors, saveDescriptor } from './descriptors.ts';
import { readXlsx } from './read.ts';

const EXCEL_JOB = 'excel';
/** Base64 is 4/3 of the file. */
const BODY_LIMIT = Math.ceil((EXCEL_MAX_BYTES * 4) / 3) + 1024 * 1024;
const ADMIN = { adminOnly: true } as const;

type ExcelJobData = ImportJobData & { descriptor: ExcelDescriptor; file: string };

/**
 * The Excel part (issue 21 item 4; shell.md §2 `/import-from-excel`, administrators only): stored import
 * descriptors, and running one on an uploaded .xlsx with the same dry run, job, result and notice as a CSV.
 * Every route refuses non-administrators (403) before it reads the body.
 */
export async function registerExcel(ctx: ServerExtensionContext): Promise<void> {
  const as = (user: UserContext) => dataAs(ctx.data, user);

  await ctx.jobs.define<ExcelJobData>(
    EXCEL_JOB,
    (job) =>
      runImportJob(ctx, job, async (step) => {
        const d = job.data.descriptor;
        const table = await readXlsx({ file: job.data.file }, d.sheet, d.headerRow);
        return importRows(ctx, step, job.data.importId, table, descriptorTarget(d, table.header));
      }),
    { retryLimit: 0, expireInSeconds: 30 * 60, concurrency: 1 },
  );

  ctx.route(
    'GET',
    EXCEL_API.descriptors,
    async (r) => ({ descriptors: await readDescriptors(as(await r.user())) }),
    ADMIN,
  );
  ctx.route(
    'POST',
    EXCEL_API.descriptors,
    async (r) => {
      const data = as(await r.user());
      return descriptorById(data, await saveDescriptor(data, null, r.body));
    },
    ADMIN,
  );
  ctx.route(
    'PUT',
    EXCEL_API.descriptor(':id'),
    async (r) => {
      const data = as(await r.user());
      const current = await descriptorById(data, r.params.id);
      return descriptorById(data, await saveDescriptor(data, current.id, r.body));
    },
    ADMIN,
  );
  ctx.route(
    'DELETE',
    EXCEL_API.descriptor(':id'),
    async (r) => {
      const data = as(await r.user());
      await deleteDescriptor(data, (await descriptorById(data, r.params.id)).id);
    },
    ADMIN,
  );

  ctx.route(
    'POST',
    EXCEL_API.check(':id'),
    async (r) => {
      const data = as(await r.user());
      const d = await descriptorById(data, r.params.id);
      const table = await readXlsx(objectBody(r.body), d.sheet, d.headerRow);
      const plan = planRows(table, await resolveTarget(data, descriptorTarget(d, table.header), table.header));
      const reply: CsvCheck = {
        rowCount: plan.rows.length + new Set(plan.errors.map((e) => e.row)).size,
        errorCount: plan.errorCount,
        errors: plan.errors,
      };
      return reply;
    },
    { ...ADMIN, bodyLimit: BODY_LIMIT },
  );

  ctx.route(
    'POST',
    EXCEL_API.run(':id'),
    async (r) => {
      const user = await r.user();
      const data = as(user);
      const d = await descriptorById(data, r.params.id);
      const body = objectBody(r.body);
      const table = await readXlsx(body, d.sheet, d.headerRow);
      await resolveTarget(data, descriptorTarget(d, table.header), table.header);
      const importName = (typeof body.fileName === 'string' && body.fileName.trim()) || d.name;
      const importId = await createResult(data, importName, 'excel');
      const job: ExcelJobData = { importId, importName, descriptor: d, file: String(body.file) };
      return startImport(ctx, EXCEL_JOB, job, user, body.deferred);
    },
    { ...ADMIN, bodyLimit: BODY_LIMIT },
  );
}
