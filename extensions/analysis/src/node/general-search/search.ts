import {
  CLASS,
  filterLiteral,
  instanceRows,
  rowTexts,
  type DataRequest,
  type GetDataReply,
  UUID_PATTERN,
} from '@ontobench/sdk/common';
import { HttpError, type StoreIndex, type TextMatch, type UserData } from '@ontobench/sdk/node';
import {
  GENERAL_SEARCH_CANDIDATES,
  GENERAL_SEARCH_GROUP_SIZE,
  GENERAL_SEARCH_PAGE_MAX,
  GENERAL_SEARCH_TEXT_MAX,
  type GeneralSearchGroup,
  type GeneralSearchHit,
  type GeneralSearchReply,
} from '../../common/general-search/api.ts';
import { matchRanges, queryWords, readableText, snippetOf } from '../../common/general-search/highlight.ts';

/** Runs one data-API request as the searching user. */
export type Reader = UserData;

/** What the search is asked, checked: the text, and optionally one group's page. */
export interface SearchQuery {
  text: string;
  group?: string;
  offset: number;
  limit: number;
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Checks `?q=&group=&offset=&limit=` (400 with a Russian message). */
export function checkSearchQuery(query: Readonly<Record<string, string | string[] | undefined>>): SearchQuery {
  const text = (one(query.q) ?? '').trim();
  if (text === '') throw new HttpError(400, 'Введите текст для поиска');
  if (text.length > GENERAL_SEARCH_TEXT_MAX)
    throw new HttpError(400, `Текст поиска длиннее ${GENERAL_SEARCH_TEXT_MAX} символов`);
  const group = one(query.group);
  if (group !== undefined && !UUID_PATTERN.test(group)) throw new HttpError(400, 'Группа результатов указана неверно');
  const number = (name: string, fallback: number, max: number) => {
    const raw = one(query[name]);
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0 || value > max)
      throw new HttpError(400, `Параметр ${name} должен быть целым числом от 0 до ${max}`);
    return value;
  };
  const limit = number('limit', GENERAL_SEARCH_GROUP_SIZE, GENERAL_SEARCH_PAGE_MAX);
  return { text, ...(group ? { group } : {}), offset: number('offset', 0, GENERAL_SEARCH_CANDIDATES), limit };
}

/** get_data that answers "nothing" where the class is unknown to the user (another user's private one). */
async function readOrNothing(read: Reader, request: DataRequest): Promise<GetDataReply | null> {
  try {
    return (await read(request)) as GetDataReply;
  } catch (error) {
    const status = (error as { statusCode?: unknown } | null)?.statusCode;
    if (status === 400 || status === 403 || status === 404) return null;
    throw error;
  }
}

/** The names of instances of `classId` the user reads (classes, properties), by id. */
async function namesIn(read: Reader, classId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const reply = await readOrNothing(read, {
    act: 'get_data',
    class: classId,
    filter: `[id] in (${ids.map(filterLiteral).join(', ')})`,
    limit: ids.length,
  });
  return new Map(reply ? instanceRows(reply).map((o) => [o.id, o.name]) : []);
}

/**
 * The found objects of one class that the user may read, with the matched value. The index found them
 * without looking at access; get_data as the user returns only the readable ones and only fields the
 * user may see: a match in a field the user cannot read is not shown.
 */
async function readHits(read: Reader, classId: string, matches: TextMatch[], words: string[]) {
  const props = [...new Set(matches.flatMap((m) => m.props.filter((p) => p !== 'name')))];
  const ask = (fields: string[]) =>
    readOrNothing(read, {
      act: 'get_data',
      class: classId,
      filter: `[id] in (${matches.map((m) => filterLiteral(m.id)).join(', ')})`,
      fields: fields.map((prop) => ({ prop })),
      limit: matches.length,
    });
  // A property get_data refuses on this class (a general one it does not list): read the names alone.
  const reply = (props.length > 0 ? await ask(props) : null) ?? (await ask([]));
  if (!reply) return [];
  const rows = new Map(instanceRows(reply).map((row) => [row.id, row]));
  const hits: (GeneralSearchHit & { rank: number })[] = [];
  for (const match of matches) {
    const row = rows.get(match.id);
    if (!row) continue;
    const nameRanges = matchRanges(row.name, words);
    let snippet: GeneralSearchHit['snippet'];
    for (const prop of match.props) {
      if (prop === 'name') continue;
      const texts = rowTexts(row, prop);
      const value = texts.find((text) => matchRanges(readableText(text), words).length > 0) ?? texts[0];
      if (value !== undefined) {
        snippet = { propId: prop, ...snippetOf(value, words) };
        break;
      }
    }
    if (!snippet && !match.props.includes('name')) continue;
    hits.push({
      id: row.id,
      name: row.name,
      classId,
      fuzzy: match.fuzzy,
      nameRanges,
      ...(snippet ? { snippet } : {}),
      rank: match.rank,
    });
  }
  return hits;
}

/**
 * The general search (issue 18 item 6): candidates from the store's full-text and trigram index
 * (`ctx.index.textMatches`), then read class by class through the data API as the user, so only what
 * the user may read appears; grouped by class, groups in the order of their best hit.
 */
export async function generalSearch(index: StoreIndex, read: Reader, query: SearchQuery): Promise<GeneralSearchReply> {
  const words = queryWords(query.text);
  const matches = await index.textMatches(query.text, {
    limit: GENERAL_SEARCH_CANDIDATES,
    fuzzyBelow: GENERAL_SEARCH_GROUP_SIZE,
  });
  const byClass = new Map<string, TextMatch[]>();
  for (const match of matches) {
    if (query.group && match.classId !== query.group) continue;
    byClass.set(match.classId, [...(byClass.get(match.classId) ?? []), match]);
  }
  const found: { classId: string; hits: Awaited<ReturnType<typeof readHits>> }[] = [];
  for (const [classId, list] of byClass) {
    const hits = await readHits(read, classId, list, words);
    if (hits.length > 0) found.push({ classId, hits });
  }
  const classNames = await namesIn(read, CLASS.Class, [...found.map((f) => f.classId)]);
  const propIds = [
    ...new Set(found.flatMap((f) => f.hits.flatMap((h) => (h.snippet?.propId ? [h.snippet.propId] : [])))),
  ];
  const propNames = await namesIn(read, CLASS.DataProperty, propIds);
  const offset = query.group ? query.offset : 0;
  const limit = query.group ? query.limit : GENERAL_SEARCH_GROUP_SIZE;
  const groups: GeneralSearchGroup[] = found
    .sort((a, b) => b.hits[0]!.rank - a.hits[0]!.rank)
    .map(({ classId, hits }) => ({
      classId,
      className: classNames.get(classId) ?? '',
      count: hits.length,
      offset,
      items: hits.slice(offset, offset + limit).map(({ rank: _rank, ...hit }) => {
        if (hit.snippet?.propId) hit.snippet.propName = propNames.get(hit.snippet.propId) ?? '';
        return hit;
      }),
    }));
  return { text: query.text, total: groups.reduce((sum, g) => sum + g.count, 0), groups };
}
