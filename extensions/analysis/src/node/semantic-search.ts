import { filterLiteral, instanceRows, rowText, PROP, UUID_PATTERN, type GetDataReply } from '@ontobench/sdk/common';
import {
  HttpError,
  type DataReader,
  type ExtensionLogger,
  type SearchTable,
  type SemanticSearch,
} from '@ontobench/sdk/node';
import { ANALYSIS_CLASS } from '../common/classes.ts';
import { readSearchConfig } from '../common/search-config.ts';
import { searchTable } from '../common/search-table.ts';

/** Rows a run returns unless told: a document or a preview shows a page, not the whole store. */
export const DEFAULT_LIMIT = 200;
/** The most rows one run returns. */
export const MAX_LIMIT = 1_000;

/** §8: "Semantic search failure: 'Не удалось загрузить семантический поиск ... Вероятно, отсутствует необходимый доступ'". */
export const failureText = (search: string) =>
  `Не удалось загрузить семантический поиск «${search}». Вероятно, отсутствует необходимый доступ`;

/** The search by id, or by name (§7 "read from the semantic search class by name"), as the reader sees it. */
async function findSearch(read: DataReader, search: string) {
  const byId = UUID_PATTERN.test(search);
  const reply = (await read({
    act: 'get_data',
    class: ANALYSIS_CLASS.SemanticSearch,
    filter: byId ? `[id] = ${filterLiteral(search)}` : `[name] = ${filterLiteral(search)}`,
    fields: [{ prop: PROP.json }],
    limit: 1,
  })) as GetDataReply;
  return instanceRows(reply)[0] ?? null;
}

/**
 * The semantic-search service (domain.md §3): a stored search read and run as the reader's user, so the
 * store's access rules decide both whether the search may be read and which rows its request returns.
 * Whatever makes it fail — a search the user may not read, a configuration that does not run — gives
 * §8's text, naming the search; the cause goes to the log, not to the reader.
 */
export function semanticSearch(log: ExtensionLogger): SemanticSearch {
  return {
    async run(read: DataReader, search: string, options = {}): Promise<SearchTable> {
      const limit = Math.min(MAX_LIMIT, Math.max(1, Math.floor(options.limit ?? DEFAULT_LIMIT)));
      const found = await findSearch(read, search);
      if (!found) throw new HttpError(404, failureText(search));
      const config = readSearchConfig(rowText(found, PROP.json));
      if ('error' in config) {
        log.warn({ search: found.id }, `semantic search ${found.id}: ${config.error}`);
        throw new HttpError(400, failureText(found.name));
      }
      let reply: GetDataReply;
      try {
        reply = (await read({ ...config.get_data, act: 'get_data', limit, offset: 0 })) as GetDataReply;
      } catch (error) {
        log.warn({ search: found.id, err: error }, `semantic search ${found.id} did not run`);
        throw new HttpError(403, failureText(found.name));
      }
      const table = searchTable(config.columns, reply);
      return { searchId: found.id, name: found.name, ...table, total: reply.count_rows };
    },
  };
}
