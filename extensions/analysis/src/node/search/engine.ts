import type { GetDataReply } from '@ontobench/sdk/common';
import { HttpError, type DataReader } from '@ontobench/sdk/node';
import { aggregate } from '../../common/aggregates.ts';
import type { Cell, RunReply, RunRequest } from '../../common/api.ts';
import { columnProps, planSearch, PlanError, type SearchPlan } from '../../common/search-plan.ts';
import type { SearchConfig, SearchFilter } from '../../common/search-config.ts';
import { inferType, planRows, sortRows, type PlanRows } from '../../common/search-rows.ts';
import { baseTypes } from './load.ts';

/** Rows of a page unless told, and the most a page may have. */
export const PAGE_ROWS = 50;
export const MAX_PAGE_ROWS = 1_000;

/** A search ready to run: its plan and the data properties among its columns (their values are typed). */
export interface Prepared {
  plan: SearchPlan;
  dataProps: ReadonlySet<string>;
  read: DataReader;
}

/** A configuration that cannot run, said in the user's words (400): not a refusal of the data API. */
export class ConfigError extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

/** Checks and plans a configuration as the reader (its properties' base types read as them); 400 with what is wrong. */
export async function prepare(
  read: DataReader,
  config: SearchConfig,
  run: Pick<RunRequest, 'sort'> & { filters?: SearchFilter[] },
): Promise<Prepared> {
  const types = await baseTypes(read, columnProps(config));
  try {
    return { plan: planSearch(config, run, types), dataProps: new Set(types.keys()), read };
  } catch (error) {
    if (error instanceof PlanError) throw new ConfigError(error.message);
    throw error;
  }
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * A batch of rows read at once: get_data's most (10,000), half with nested columns, whose targets count
 * against its 300,000-cell budget. Few batches matter: each is a page at a growing offset.
 */
const batchSize = (plan: SearchPlan) =>
  plan.columns.some((c) => c.source.kind === 'prop' && c.source.path.length > 0) ? 5_000 : 10_000;

async function readRows(p: Prepared, offset: number, limit: number): Promise<{ rows: PlanRows; total: number }> {
  const reply = (await p.read({ ...p.plan.request, act: 'get_data', offset, limit })) as GetDataReply;
  return { rows: planRows(p.plan, reply, p.dataProps, { today: today() }), total: reply.count_rows };
}

function append(to: PlanRows, rows: PlanRows) {
  to.ids.push(...rows.ids);
  to.rows.push(...rows.rows);
}

/**
 * Every matching row, in the result's order, batch by batch: read in get_data's order when it sorts;
 * else (a sort by a nested or calculated column) all read first and sorted here.
 */
export async function* allRows(p: Prepared): AsyncGenerator<PlanRows> {
  const size = batchSize(p.plan);
  const kept: PlanRows = { ids: [], rows: [] };
  for (let offset = 0; ; offset += size) {
    const { rows, total } = await readRows(p, offset, size);
    if (p.plan.sortOnServer) yield rows;
    else append(kept, rows);
    if (rows.ids.length < size || offset + size >= total) break;
  }
  if (p.plan.sortOnServer) return;
  settleTypes(p.plan, kept.rows);
  yield sortRows(p.plan, kept);
}

/** The calculated columns that declare no type take their values' type (from `rows`). */
export function settleTypes(plan: SearchPlan, rows: readonly Cell[][]): void {
  plan.columns.forEach((column, i) => {
    if (!column.typed) column.type = inferType(rows, i);
  });
}

/**
 * A page of a search's result (issue 18 item 2): get_data's page when it can sort, else every row sorted
 * here; the aggregates over all matching rows when a column asks for one.
 */
export async function runPage(
  p: Prepared,
  name: string,
  run: Pick<RunRequest, 'offset' | 'limit' | 'aggregates'>,
): Promise<RunReply> {
  const offset = Math.max(0, Math.floor(Number(run.offset) || 0));
  const limit = Math.min(MAX_PAGE_ROWS, Math.max(1, Math.floor(Number(run.limit) || PAGE_ROWS)));
  const { plan } = p;
  const aggregated = plan.columns.map((c, i) => ({ c, i })).filter(({ c }) => c.agg && run.aggregates !== false);
  let page: PlanRows;
  let total: number;
  const values: Cell[][] = aggregated.map(() => []);
  if (plan.sortOnServer) {
    ({ rows: page, total } = await readRows(p, offset, limit));
    if (aggregated.length > 0)
      for await (const batch of allRows(p))
        for (const row of batch.rows) aggregated.forEach(({ i }, k) => values[k]!.push(row[i]!));
  } else {
    const all: PlanRows = { ids: [], rows: [] };
    for await (const batch of allRows(p)) append(all, batch);
    total = all.ids.length;
    for (const row of all.rows) aggregated.forEach(({ i }, k) => values[k]!.push(row[i]!));
    page = { ids: all.ids.slice(offset, offset + limit), rows: all.rows.slice(offset, offset + limit) };
  }
  settleTypes(plan, page.rows);
  const aggregates: Record<string, Cell> = {};
  aggregated.forEach(({ c }, k) => (aggregates[c.code] = aggregate(c.agg!, c.type, values[k]!)));
  return {
    name,
    columns: plan.shown.map((i) => {
      const { code, title, type, calculated } = plan.columns[i]!;
      return { code, title, type, ...(calculated ? { calculated } : {}) };
    }),
    rows: page.rows.map((row) => plan.shown.map((i) => row[i] ?? null)),
    ids: page.ids,
    total,
    aggregates,
  };
}
