import { replyJson, type HttpClient } from '@ontobench/sdk';
import { GENERAL_SEARCH_API, type GeneralSearchReply } from '../../common/general-search/api.ts';

/** `GET analysis/general-search`: the first page of every group, or with `group` one group's page. */
export async function searchEverything(
  http: HttpClient,
  query: { text: string; group?: string; offset?: number; limit?: number },
  signal?: AbortSignal,
): Promise<GeneralSearchReply> {
  const params = new URLSearchParams({ q: query.text });
  if (query.group) params.set('group', query.group);
  if (query.offset !== undefined) params.set('offset', String(query.offset));
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  return replyJson(await http.request(`/api/${GENERAL_SEARCH_API.search}?${params}`, signal ? { signal } : {}));
}
