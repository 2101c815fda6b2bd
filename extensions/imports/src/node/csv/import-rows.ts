import { dataAs } from '@ontobench/sdk/node';
import type { ServerExtensionContext, UserContext } from '@ontobench/sdk/node';
import type { CsvImportEnd } from '../../common/csv/api.ts';
import type { ResultEnd } from '../results/store.ts';
import { ImportRefused, type ImportStep } from '../results/job.ts';
import { planRows, refusalText } from './check.ts';
import type { ParsedCsv } from './parse.ts';
import { resolveTarget } from './target.ts';
import { writePlan } from './write.ts';

/**
 * The work of a table import job, CSV or Excel alike: the target checked again, every row checked (any bad
 * row refuses the whole file, naming each), then every row written in one transaction with its progress.
 */
export async function importRows(
  ctx: ServerExtensionContext,
  { say, user }: ImportStep,
  importId: string,
  table: ParsedCsv,
  rawTarget: unknown,
): Promise<{ end: ResultEnd; result: CsvImportEnd }> {
  const data = dataAs(ctx.data, user as UserContext);
  say('проверка строк', { status: 'checking' });
  const target = await resolveTarget(data, rawTarget, table.header);
  const plan = planRows(table, target);
  if (plan.errorCount > 0) throw new ImportRefused(refusalText(plan), plan.errors);
  const total = plan.rows.length;
  say(`запись: строк ${total}`, { status: 'writing', done: 0, total });
  await ctx.data.unitOfWork(user, (uow) =>
    writePlan(uow, target, plan, (done) => say(null, { status: 'writing', done, total })),
  );
  const result: CsvImportEnd = { importId, modelId: target.modelId, classId: target.classId, rows: total };
  const message = `записано строк: ${total} в модель «${target.modelName}»`;
  return { end: { status: 'done', message, rows: total, modelId: target.modelId }, result };
}
