import { UUID_PATTERN } from '@ontobench/sdk/common';
import {
  fileReply,
  HttpError,
  type DataReader,
  type ServerExtensionContext,
  type UserContext,
  dataAs,
} from '@ontobench/sdk/node';
import { ANALYSIS_API, type RunRequest } from '../../common/api.ts';
import { readSearchConfig, type SearchConfig } from '../../common/search-config.ts';
import { allRows, ConfigError, prepare, runPage, settleTypes, type Prepared } from './engine.ts';
import { csvChunks, CSV_TYPE, xlsxStream, XLSX_TYPE } from './export.ts';
import { failureText, loadSearch } from './load.ts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What get_data refused, as the data API's error says it (or the error itself). */
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The body of `semantic-search/run` checked: a search id or a configuration, numbers, lists; 400 otherwise. */
function checkRun(body: unknown): RunRequest {
  if (!isObject(body)) throw new HttpError(400, 'Тело запроса должно быть объектом');
  const { searchId, config, offset, limit, sort, filters } = body;
  if ((searchId === undefined) === (config === undefined))
    throw new HttpError(400, 'Укажите либо searchId сохранённого поиска, либо config');
  if (searchId !== undefined && (typeof searchId !== 'string' || !UUID_PATTERN.test(searchId)))
    throw new HttpError(400, 'searchId должен быть идентификатором поиска');
  for (const [name, value] of [
    ['offset', offset],
    ['limit', limit],
  ] as const)
    if (value !== undefined && (typeof value !== 'number' || !Number.isInteger(value) || value < 0))
      throw new HttpError(400, `${name} должен быть целым неотрицательным числом`);
  if (typeof limit === 'number' && limit > 1_000) throw new HttpError(400, 'limit не больше 1000 строк');
  if (sort !== undefined && (!Array.isArray(sort) || !sort.every((s) => isObject(s) && typeof s.code === 'string')))
    throw new HttpError(400, 'sort должен быть списком { code, mode }');
  if (body.aggregates !== undefined && typeof body.aggregates !== 'boolean')
    throw new HttpError(400, 'aggregates должен быть true или false');
  if (filters !== undefined && (!Array.isArray(filters) || !filters.every(isObject)))
    throw new HttpError(400, 'filters должен быть списком { code, value, mode }');
  return body as RunRequest;
}

/** A search to run, as the user: a stored one (404 with §8's text when it cannot be read) or a designed one. */
async function source(read: DataReader, run: Pick<RunRequest, 'searchId' | 'config'>) {
  if (run.searchId !== undefined) {
    const stored = await loadSearch(read, run.searchId);
    if ('error' in stored.config) throw new HttpError(400, `${failureText(stored.name)}: ${stored.config.error}`);
    return { stored: true, name: stored.name, config: stored.config };
  }
  const config = readSearchConfig(isObject(run.config) ? JSON.stringify(run.config) : null);
  if ('error' in config) throw new HttpError(400, `Конфигурация поиска не годится: ${config.error}`);
  return { stored: false, name: 'Семантический поиск', config: config as SearchConfig };
}

/**
 * Runs `work`: a configuration that cannot run says why (400); any other failure — the data API refusing
 * the search's request — is §8's text for a stored search (403, the cause to the log) or, for one being
 * designed, the refusal itself (400).
 */
async function guarded<T>(
  ctx: ServerExtensionContext,
  name: string,
  stored: boolean,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    ctx.log.warn({ err: error }, `semantic search «${name}» did not run`);
    if (stored) throw new HttpError(403, failureText(name));
    throw new HttpError(400, `Поиск не выполнился: ${reason(error)}`);
  }
}

/**
 * The semantic search's routes (issue 18 items 1, 2): a page of a stored or designed search, and the
 * whole result of a stored one as .xlsx or CSV, streamed. Everything is read as the signed-in user.
 */
export function registerSearchRoutes(ctx: ServerExtensionContext): void {
  const reader = (user: UserContext): DataReader => dataAs(ctx.data, user);

  ctx.route('POST', ANALYSIS_API.run, async (request) => {
    const user = await request.user();
    const run = checkRun(request.body);
    const read = reader(user);
    const { stored, name, config } = await source(read, run);
    return guarded(ctx, name, stored, async () => runPage(await prepare(read, config, run), name, run));
  });

  const exporter =
    (kind: 'xlsx' | 'csv') =>
    async (request: { params: Readonly<Record<string, string>>; user(): Promise<UserContext> }) => {
      const user = await request.user();
      const id = request.params.id ?? '';
      if (!UUID_PATTERN.test(id)) throw new HttpError(404, failureText(id));
      const read = reader(user);
      const { name, config } = await source(read, { searchId: id });
      // The first batch is read before the reply starts, so a search that cannot run still answers an error.
      const { prepared, batches } = await guarded(ctx, name, true, () => firstBatch(read, config));
      const fileName = `${name}.${kind}`;
      return kind === 'xlsx'
        ? fileReply(xlsxStream(prepared.plan, batches), { contentType: XLSX_TYPE, fileName })
        : fileReply(csvChunks(prepared.plan, batches), { contentType: CSV_TYPE, fileName });
    };
  ctx.route('GET', ANALYSIS_API.xlsx(':id'), exporter('xlsx'));
  ctx.route('GET', ANALYSIS_API.csv(':id'), exporter('csv'));
}

/** A search prepared and its first batch read; the batches then come on as the export takes them. */
async function firstBatch(read: DataReader, config: SearchConfig) {
  const prepared: Prepared = await prepare(read, config, {});
  const rows = allRows(prepared);
  const first = await rows.next();
  if (!first.done) settleTypes(prepared.plan, first.value.rows);
  async function* batches() {
    if (first.done) return;
    yield first.value;
    yield* rows;
  }
  return { prepared, batches: batches() };
}
