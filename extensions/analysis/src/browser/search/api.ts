import {
  CLASS,
  downloadFile,
  PROP,
  filterLiteral,
  ReplyError,
  replyJson,
  rowsFromReply,
  type CellValue,
  type DataClient,
  type HttpClient,
  type ObjectRow,
} from '@ontobench/sdk';
import { ANALYSIS_API, type RunReply, type RunRequest } from '../../common/api.ts';
import { ANALYSIS_CLASS, ANALYSIS_PROP } from '../../common/schema.ts';
import { readSearchConfig, type SearchConfig } from '../../common/search-config.ts';

/** One of the user's searches as the list shows it. */
export interface SearchEntry {
  id: string;
  name: string;
  rootClass: string | null;
  createdAt: string | null;
}

/** A class or property the user may read: its id and name. */
export interface Term {
  id: string;
  name: string;
}

/** A property of a class, as the designer's tree offers it: object properties lead to `range`. */
export interface ClassProperty extends Term {
  kind: 'data' | 'object';
  baseType?: string;
  range: Term[];
}

/** A stored search opened in the designer. */
export interface OpenedSearch {
  id: string;
  name: string;
  rootClass: Term | null;
  config: SearchConfig | null;
}

/** The most searches the list shows. */
export const MAX_SEARCHES = 1000;

/** The first value of a row's field. */
const first = (row: ObjectRow, prop: string): CellValue | undefined => row.values[prop]?.[0];

/** The user's searches (get_data on the class: the store gives their own and those assigned), by name. */
export async function loadSearches(data: DataClient, signal?: AbortSignal): Promise<SearchEntry[]> {
  const reply = await data.getData(
    {
      class: ANALYSIS_CLASS.SemanticSearch,
      fields: [{ prop: PROP.name }, { prop: ANALYSIS_PROP.rootClass }, { prop: PROP.creationDate }],
      limit: MAX_SEARCHES,
    },
    { signal },
  );
  return rowsFromReply(reply)
    .map((row) => {
      const root = first(row, ANALYSIS_PROP.rootClass);
      const created = first(row, PROP.creationDate)?.val;
      return {
        id: row.id,
        name: row.name,
        rootClass: root ? (root.cap ?? String(root.val)) : null,
        createdAt: created === null || created === undefined ? null : String(created),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}

/** The classes the user may read, by name. */
export async function loadClasses(data: DataClient, signal?: AbortSignal): Promise<Term[]> {
  const reply = await data.getData({ class: CLASS.Class, fields: [{ prop: PROP.name }], limit: 5000 }, { signal });
  return rowsFromReply(reply)
    .map((row) => ({ id: row.id, name: row.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}

/** The data and object properties whose domain is `classId` (as the user reads them), by name. */
export async function loadProperties(data: DataClient, classId: string, signal?: AbortSignal) {
  const read = (cls: string, extra: { prop: string }[]) =>
    data.getData(
      { class: cls, fields: [{ prop: PROP.domain, filter: classId, hidden: true }, ...extra], limit: 1000 },
      { signal },
    );
  const [dataReply, objectReply] = await Promise.all([
    read(CLASS.DataProperty, [{ prop: PROP.baseType }]),
    read(CLASS.ObjectProperty, [{ prop: PROP.range }]),
  ]);
  const props: ClassProperty[] = [];
  for (const row of rowsFromReply(dataReply)) {
    const baseType = first(row, PROP.baseType)?.val;
    props.push({
      id: row.id,
      name: row.name,
      kind: 'data',
      baseType: baseType ? String(baseType) : 'string',
      range: [],
    });
  }
  for (const row of rowsFromReply(objectReply)) {
    const range = (row.values[PROP.range] ?? []).map((v) => ({ id: String(v.val), name: v.cap ?? String(v.val) }));
    props.push({ id: row.id, name: row.name, kind: 'object', range });
  }
  return props.sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}

/** A stored search with its configuration (none when its `json` is empty or does not read). */
export async function loadSearch(data: DataClient, id: string, signal?: AbortSignal): Promise<OpenedSearch | null> {
  const reply = await data.getData(
    {
      class: ANALYSIS_CLASS.SemanticSearch,
      filter: `[id] = ${filterLiteral(id)}`,
      fields: [{ prop: PROP.json }, { prop: ANALYSIS_PROP.rootClass }],
      limit: 1,
    },
    { signal },
  );
  const row = rowsFromReply(reply)[0];
  if (!row) return null;
  const json = first(row, PROP.json)?.val;
  const config = readSearchConfig(typeof json === 'string' ? json : null);
  const root = first(row, ANALYSIS_PROP.rootClass);
  const rootClass = root ? { id: String(root.val), name: root.cap ?? String(root.val) } : null;
  return { id: row.id, name: row.name, rootClass, config: 'error' in config ? null : config };
}

/** The subject areas the user may read, by name. */
export async function loadSubjectAreas(data: DataClient, signal?: AbortSignal): Promise<Term[]> {
  const reply = await data.getData(
    { class: CLASS.SubjectArea, fields: [{ prop: PROP.name }], limit: 1000 },
    { signal },
  );
  return rowsFromReply(reply)
    .map((row) => ({ id: row.id, name: row.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}

/**
 * Creates a search with its name, root class, subject area (§3 `subject_area`, optional) and an empty
 * configuration over the root class; answers its id.
 */
export async function createSearch(
  data: DataClient,
  name: string,
  rootClass: string,
  subjectArea: string | null = null,
): Promise<string> {
  const inst = crypto.randomUUID();
  const config: SearchConfig = { get_data: { class: rootClass }, filters: [], columns: [], calcColumns: [] };
  await data.setData([
    { op: 'new', class: ANALYSIS_CLASS.SemanticSearch, name, inst },
    { op: 'upd', inst, prop: ANALYSIS_PROP.rootClass, val: rootClass },
    { op: 'upd', inst, prop: PROP.json, val: JSON.stringify(config) },
    ...(subjectArea ? [{ op: 'add' as const, inst, prop: PROP.subjectArea, val: subjectArea }] : []),
  ]);
  return inst;
}

/** Saves a search's configuration in its `json` property (§3) and its root class. */
export async function saveSearch(data: DataClient, id: string, config: SearchConfig): Promise<void> {
  const root = typeof config.get_data.class === 'string' ? config.get_data.class : null;
  await data.setData([
    { op: 'upd', inst: id, prop: PROP.json, val: JSON.stringify(config) },
    ...(root ? [{ op: 'upd' as const, inst: id, prop: ANALYSIS_PROP.rootClass, val: root }] : []),
  ]);
}

/** Deletes a search. */
export async function deleteSearch(data: DataClient, id: string): Promise<void> {
  await data.setData([{ op: 'del', inst: id }]);
}

/** Runs a search (stored or being designed) for one page: `POST semantic-search/run`. */
export async function runSearch(http: HttpClient, request: RunRequest, signal?: AbortSignal): Promise<RunReply> {
  const reply = await http.request(`/api/${ANALYSIS_API.run}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
    signal,
  });
  return replyJson<RunReply>(reply);
}

/** Downloads a stored search's export as the file the server names; answers the name. */
export async function downloadExport(http: HttpClient, id: string, format: 'xlsx' | 'csv'): Promise<string> {
  const path = format === 'xlsx' ? ANALYSIS_API.xlsx(id) : ANALYSIS_API.csv(id);
  return (await downloadFile(http, `/api/${path}`, `search.${format}`)).fileName;
}

/** A server's reply text when it sent one (§8's text, a plan's reason), else null: never a raw exception. */
export const serverText = (error: unknown): string | null =>
  error instanceof ReplyError && !/^HTTP \d+$/.test(error.message) ? error.message : null;
