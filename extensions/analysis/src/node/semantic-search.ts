import {
  HttpError,
  type DataReader,
  type ExtensionLogger,
  type SearchTable,
  type SemanticSearch,
} from '@ontobench/sdk/node';
import type { Cell } from '../common/api.ts';
import { ConfigError, prepare, runPage } from './search/engine.ts';
import { failureText, loadSearch } from './search/load.ts';

export { failureText } from './search/load.ts';

/** Rows a run returns unless told: a document or a preview shows a page, not the whole store. */
export const DEFAULT_LIMIT = 200;
/** The most rows one run returns. */
export const MAX_LIMIT = 1_000;

/** A cell as the text a document shows: empty for none, numbers and booleans as written. */
const cellText = (cell: Cell) => (cell === null ? '' : String(cell));

/**
 * The semantic-search service (domain.md §3): a stored search read and run as the reader's user, by the
 * same engine as the area's `semantic-search/run` (node/search/engine.ts: nested and calculated columns,
 * sort), so the store's access rules decide both whether the search may be read and which rows its
 * request returns. Whatever makes it fail — a search the user may not read, a configuration that does
 * not run — gives §8's text, naming the search; the cause goes to the log, not to the reader.
 */
export function semanticSearch(log: ExtensionLogger): SemanticSearch {
  return {
    async run(read: DataReader, search: string, options = {}): Promise<SearchTable> {
      const limit = Math.min(MAX_LIMIT, Math.max(1, Math.floor(options.limit ?? DEFAULT_LIMIT)));
      const found = await loadSearch(read, search);
      if ('error' in found.config) {
        log.warn({ search: found.id }, `semantic search ${found.id}: ${found.config.error}`);
        throw new HttpError(400, failureText(found.name));
      }
      const config = found.config;
      let page;
      try {
        page = await runPage(await prepare(read, config, {}), found.name, { offset: 0, limit });
      } catch (error) {
        log.warn({ search: found.id, err: error }, `semantic search ${found.id} did not run`);
        // A configuration that cannot run is the search's fault (400); a refused request, the reader's (403).
        throw new HttpError(error instanceof ConfigError ? 400 : 403, failureText(found.name));
      }
      return {
        searchId: found.id,
        name: found.name,
        columns: page.columns.map(({ code, title }) => ({ code, title })),
        rows: page.rows.map((row) => row.map(cellText)),
        ids: page.ids,
        total: page.total,
      };
    },
  };
}
