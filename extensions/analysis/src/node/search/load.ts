import {
  CLASS,
  filterLiteral,
  instanceRows,
  rowText,
  PROP,
  UUID_PATTERN,
  type GetDataReply,
} from '@ontobench/sdk/common';
import { HttpError, type DataReader } from '@ontobench/sdk/node';
import { ANALYSIS_CLASS } from '../../common/classes.ts';
import { readSearchConfig, type SearchConfig } from '../../common/search-config.ts';

/** §8: "Semantic search failure: 'Не удалось загрузить семантический поиск ... Вероятно, отсутствует необходимый доступ'". */
export const failureText = (search: string) =>
  `Не удалось загрузить семантический поиск «${search}». Вероятно, отсутствует необходимый доступ`;

/** A stored search as the reader sees it: id, name, and its configuration or what is wrong with it. */
export interface StoredSearch {
  id: string;
  name: string;
  config: SearchConfig | { error: string };
}

/**
 * The search by id, or by name (§7 "read from the semantic search class by name"), read as the reader:
 * one the reader may not read is not found, and a 404 with §8's text naming what was asked for.
 */
export async function loadSearch(read: DataReader, search: string): Promise<StoredSearch> {
  const byId = UUID_PATTERN.test(search);
  const reply = (await read({
    act: 'get_data',
    class: ANALYSIS_CLASS.SemanticSearch,
    filter: byId ? `[id] = ${filterLiteral(search)}` : `[name] = ${filterLiteral(search)}`,
    fields: [{ prop: PROP.json }],
    limit: 1,
  })) as GetDataReply;
  const found = instanceRows(reply)[0];
  if (!found) throw new HttpError(404, failureText(search));
  return { id: found.id, name: found.name, config: readSearchConfig(rowText(found, PROP.json)) };
}

/** The base types of the data properties among `props` (an object property has none), read as the reader. */
export async function baseTypes(read: DataReader, props: readonly string[]): Promise<Map<string, string>> {
  const ids = props.filter((p) => UUID_PATTERN.test(p));
  const types = new Map<string, string>();
  if (ids.length === 0) return types;
  const reply = (await read({
    act: 'get_data',
    class: CLASS.DataProperty,
    filter: `[id] in (${ids.map(filterLiteral).join(', ')})`,
    fields: [{ prop: PROP.baseType }],
    limit: ids.length,
  })) as GetDataReply;
  for (const row of instanceRows(reply)) types.set(row.id, rowText(row, PROP.baseType) ?? 'string');
  return types;
}
