import { apiRequest, replyJson, rowsFromReply, type DataClient, type HttpClient } from '@ontobench/sdk';
import {
  DIAGRAM_API,
  type Autobuild,
  type AutobuildReply,
  type DiagramDto,
  type DiagramSummary,
  type ExecutableProblem,
  type ExecutableReply,
} from '../../common/diagram/api.ts';

/**
 * The versions part's calls (common/diagram/api.ts): a family's versions, a new version, one version's
 * XML for the compare view, the executable export, autobuild; and the analysis area's semantic searches
 * (through the data API and `semantic-search/run`: the area is another extension, so only its class id and
 * its call's path are known here, never its files).
 */
const enc = encodeURIComponent;

/** The versions of the diagram's family, newest first. */
export async function listVersions(http: HttpClient, id: string, signal?: AbortSignal): Promise<DiagramSummary[]> {
  const reply = await replyJson<{ versions: DiagramSummary[] }>(
    await apiRequest(http, 'GET', DIAGRAM_API.versions(enc(id)), undefined, signal),
  );
  return [...reply.versions].sort((a, b) => b.versionNumber - a.versionNumber);
}

/** Makes a new version from the saved diagram `id`, with a stage; answers the new version. */
export const createVersion = async (http: HttpClient, id: string, stage: string | null) =>
  replyJson<DiagramDto>(await apiRequest(http, 'POST', DIAGRAM_API.versions(enc(id)), { stage }));

/** One version (its XML for the compare view). */
export const getDiagram = async (http: HttpClient, id: string, signal?: AbortSignal) =>
  replyJson<DiagramDto>(await apiRequest(http, 'GET', DIAGRAM_API.diagram(enc(id)), undefined, signal));

/** The executable export: the BPMN, or (a 400 with `problems`) what keeps the diagram from running. */
export type ExecutableResult = { ok: true; reply: ExecutableReply } | { ok: false; problems: ExecutableProblem[] };

/** `GET diagrams/{id}/executable`; a 400 that lists problems is an answer, any other failure throws. */
export async function getExecutable(http: HttpClient, id: string): Promise<ExecutableResult> {
  const reply = await apiRequest(http, 'GET', DIAGRAM_API.executable(enc(id)));
  if (reply.status === 400) {
    const body = (await reply
      .clone()
      .json()
      .catch(() => null)) as { problems?: ExecutableProblem[] } | null;
    if (Array.isArray(body?.problems) && body.problems.length > 0) return { ok: false, problems: body.problems };
  }
  return { ok: true, reply: await replyJson<ExecutableReply>(reply) };
}

/** `POST diagrams/{id}/autobuild` with the rows being edited (the server may build from the saved ones). */
export const autobuild = async (http: HttpClient, id: string, rows: Autobuild[]) =>
  replyJson<AutobuildReply>(await apiRequest(http, 'POST', DIAGRAM_API.autobuild(enc(id)), { autobuild: rows }));

/** The analysis area's class of semantic searches (its fixed id, domain.md §3 "Semantic search"). */
export const SEMANTIC_SEARCH_CLASS = '5ea50000-0000-4000-8000-000000000001';
/** The analysis area's extension id: without it there are no searches to bind. */
export const ANALYSIS_EXTENSION = 'analysis';

/** A semantic search the user may read. */
export interface SearchChoice {
  id: string;
  name: string;
}

/** The semantic searches the user may read (get_data: the store's access rules decide), by name. */
export async function listSearches(data: DataClient, signal?: AbortSignal): Promise<SearchChoice[]> {
  const reply = await data.getData({ class: SEMANTIC_SEARCH_CLASS, limit: 1000 }, { signal });
  return rowsFromReply(reply)
    .map((row) => ({ id: row.id, name: row.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}

/** A cell of a search's result (the analysis area's `Cell`). */
export type ResultCell = string | number | boolean | null;

/** The part of `semantic-search/run`'s reply a bound table shows. */
export interface SearchResult {
  name: string;
  columns: { code: string; title: string }[];
  rows: ResultCell[][];
  ids: string[];
  total: number;
}

/** The rows a bound table shows (issue 17 item 3). */
export const TABLE_ROWS = 50;

/** Runs a stored search for its first {@link TABLE_ROWS} rows (`POST semantic-search/run`). */
export const runSearch = async (http: HttpClient, searchId: string, signal?: AbortSignal) =>
  replyJson<SearchResult>(
    await apiRequest(http, 'POST', 'semantic-search/run', { searchId, limit: TABLE_ROWS, aggregates: false }, signal),
  );
