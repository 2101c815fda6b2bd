import { replyJson, type HttpClient } from '@ontobench/sdk';
import { GENERAL_SEARCH_API, type QueryCallDetails, type QueryHistoryReply } from '../../common/general-search/api.ts';

/** `GET analysis/query-history` with the filters' query string (filters.ts). */
export async function loadHistory(http: HttpClient, query: URLSearchParams, signal?: AbortSignal) {
  const path = `/api/${GENERAL_SEARCH_API.history}${query.size > 0 ? `?${query}` : ''}`;
  return replyJson(await http.request(path, signal ? { signal } : {})) as Promise<QueryHistoryReply>;
}

/** `GET analysis/query-history/:id`: one call with its request. */
export async function loadCall(http: HttpClient, id: string, signal?: AbortSignal) {
  const path = `/api/${GENERAL_SEARCH_API.call(encodeURIComponent(id))}`;
  return replyJson(await http.request(path, signal ? { signal } : {})) as Promise<QueryCallDetails>;
}
