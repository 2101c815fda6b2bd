import { apiRequest, replyJson, rowsFromReply, type DataClient, type HttpClient } from '@ontobench/sdk';
import { ANALYSIS_CLASS } from '../../common/classes.ts';
import {
  REPORTS_API,
  type PreviewRequest,
  type RenderReply,
  type ReportDto,
  type ReportInput,
} from '../../common/reports/api.ts';

/**
 * The reports pages' calls (common/reports/api.ts): the user's reports, one report, save, delete, render,
 * the designer's preview; the user's semantic searches to choose sources from. A 404 rejects with the
 * SDK's NotFoundError (the page says "not found").
 */
const enc = encodeURIComponent;

/** The user's reports, by name. */
export async function listReports(http: HttpClient, signal?: AbortSignal): Promise<ReportDto[]> {
  const reply = await replyJson<{ reports: ReportDto[] }>(
    await apiRequest(http, 'GET', REPORTS_API.list, undefined, signal),
  );
  return [...reply.reports].sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}

export const getReport = async (http: HttpClient, id: string, signal?: AbortSignal) =>
  replyJson<ReportDto>(await apiRequest(http, 'GET', REPORTS_API.report(enc(id)), undefined, signal));

/** Creates (no id) or changes a report. */
export const saveReport = async (http: HttpClient, id: string | null, input: ReportInput) =>
  replyJson<ReportDto>(
    await apiRequest(http, id ? 'PUT' : 'POST', id ? REPORTS_API.report(enc(id)) : REPORTS_API.list, input),
  );

export async function deleteReport(http: HttpClient, id: string): Promise<void> {
  await replyJson<unknown>(await apiRequest(http, 'DELETE', REPORTS_API.report(enc(id))));
}

/** The stored report rendered as the user (safe HTML and how each source fared). */
export const renderStored = async (http: HttpClient, id: string, signal?: AbortSignal) =>
  replyJson<RenderReply>(await apiRequest(http, 'POST', REPORTS_API.render(enc(id)), {}, signal));

/** An unsaved report rendered (the designer's live preview). */
export const renderPreview = async (http: HttpClient, request: PreviewRequest, signal?: AbortSignal) =>
  replyJson<RenderReply>(await apiRequest(http, 'POST', REPORTS_API.preview, request, signal));

/** A semantic search a source may take. */
export interface SearchChoice {
  id: string;
  name: string;
}

/** The semantic searches the user may read (get_data on the class: the store's access rules decide), by name. */
export async function listSearches(data: DataClient, signal?: AbortSignal): Promise<SearchChoice[]> {
  const reply = await data.getData({ class: ANALYSIS_CLASS.SemanticSearch, limit: 1000 }, { signal });
  return rowsFromReply(reply)
    .map((row) => ({ id: row.id, name: row.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}
