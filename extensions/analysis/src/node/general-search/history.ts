import { CLASS, inChunks, inIds, instanceRows, type GetDataReply, UUID_PATTERN } from '@ontobench/sdk/common';
import { HttpError, type DataReader, type QueryHistoryQuery } from '@ontobench/sdk/node';
import {
  QUERY_HISTORY_PAGE_MAX,
  QUERY_KINDS,
  type QueryCall,
  type QueryKind,
} from '../../common/general-search/api.ts';

type Query = Readonly<Record<string, string | string[] | undefined>>;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/**
 * Checks the query history's filters (issue 18 item 7): `user` and `text` (parts, at most 200 characters),
 * `kind` (get_data or execute), `from`/`to` (ISO times), `minDuration` (ms), `sort` (time or duration),
 * `offset`, `limit` (at most 500). Anything else wrong is a 400 with a Russian message.
 */
export function checkHistoryQuery(query: Query): QueryHistoryQuery {
  const out: QueryHistoryQuery = {};
  const text = (name: 'user' | 'text') => {
    const value = one(query[name]);
    if (value && value.length > 200) throw new HttpError(400, `Фильтр ${name} длиннее 200 символов`);
    if (value) out[name] = value;
  };
  text('user');
  text('text');
  const kind = one(query.kind);
  if (kind) {
    if (!QUERY_KINDS.includes(kind as QueryKind)) throw new HttpError(400, 'Вид вызова: get_data или execute');
    out.kind = kind as QueryKind;
  }
  for (const name of ['from', 'to'] as const) {
    const value = one(query[name]);
    if (!value) continue;
    if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(Date.parse(value)))
      throw new HttpError(400, `Время «${name === 'from' ? 'с' : 'по'}» указано неверно`);
    out[name] = new Date(value).toISOString();
  }
  const integer = (name: string, max: number): number | undefined => {
    const value = one(query[name]);
    if (value === undefined) return undefined;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0 || n > max)
      throw new HttpError(400, `Параметр ${name} должен быть целым числом от 0 до ${max}`);
    return n;
  };
  const minDuration = integer('minDuration', 86_400_000);
  if (minDuration !== undefined) out.minDurationMs = minDuration;
  const offset = integer('offset', 10_000_000);
  if (offset !== undefined) out.offset = offset;
  const limit = integer('limit', QUERY_HISTORY_PAGE_MAX);
  if (limit !== undefined) out.limit = Math.max(1, limit);
  const sort = one(query.sort);
  if (sort) {
    if (sort !== 'time' && sort !== 'duration') throw new HttpError(400, 'Сортировка: time или duration');
    out.sort = sort;
  }
  return out;
}

/**
 * The calls with the names of the classes their get_data read (`targetName`), so a slow read of
 * «Сотрудник» is findable by eye; read as the administrator asking (who reads every class).
 */
export async function withClassNames(calls: readonly QueryCall[], read: DataReader): Promise<QueryCall[]> {
  const ids = [
    ...new Set(calls.filter((c) => c.kind === 'get_data' && UUID_PATTERN.test(c.target)).map((c) => c.target)),
  ];
  if (ids.length === 0) return [...calls];
  const rows = await inChunks(ids, async (chunk) => {
    const reply = (await read({
      act: 'get_data',
      class: CLASS.Class,
      filter: inIds('id', chunk),
      limit: chunk.length,
    })) as GetDataReply;
    return instanceRows(reply);
  });
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return calls.map((call) => (names.has(call.target) ? { ...call, targetName: names.get(call.target)! } : call));
}
