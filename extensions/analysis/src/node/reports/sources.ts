import type { DataReader, ExtensionLogger } from '@ontobench/sdk/node';
import { REPORT_SOURCE_ROWS, type RenderedSource, type ReportSource } from '../../common/reports/api.ts';
import type { SourceData } from '../../common/reports/template/index.ts';
import { prepare, runPage } from '../search/engine.ts';
import { failureText, loadSearch } from '../search/load.ts';

/** A source run: what the template sees and what the reply says of it. */
export interface RunSource {
  data: SourceData;
  info: RenderedSource;
}

/**
 * Runs one source search as the user, by the semantic search's engine (node/search: the same plan and
 * run as `semantic-search/run` and the SEMANTIC_SEARCH service), reading its first REPORT_SOURCE_ROWS
 * rows. Whatever fails — a search the user may not read, one whose request the data API refuses, a
 * configuration that does not run — is §8's text naming the search (its alias when its name cannot be
 * read); the cause goes to the log.
 */
export async function runSource(read: DataReader, log: ExtensionLogger, source: ReportSource): Promise<RunSource> {
  let name = source.alias;
  try {
    const found = await loadSearch(read, source.search);
    name = found.name;
    if ('error' in found.config) throw new Error(found.config.error);
    const page = await runPage(await prepare(read, found.config, {}), name, {
      offset: 0,
      limit: REPORT_SOURCE_ROWS,
      aggregates: false,
    });
    return {
      data: { alias: source.alias, name, columns: page.columns, rows: page.rows, total: page.total },
      info: { ...source, name, total: page.total, read: page.rows.length },
    };
  } catch (error) {
    log.warn({ err: error, search: source.search }, `report source «${source.alias}» did not run`);
    const text = failureText(name);
    return {
      data: { alias: source.alias, name, columns: [], rows: [], total: 0, error: text },
      info: { ...source, name, total: 0, read: 0, error: text },
    };
  }
}

/** Every source of a report, run one after another (they share the user's connection budget). */
export async function runSources(
  read: DataReader,
  log: ExtensionLogger,
  sources: readonly ReportSource[],
): Promise<RunSource[]> {
  const out: RunSource[] = [];
  for (const source of sources) out.push(await runSource(read, log, source));
  return out;
}
