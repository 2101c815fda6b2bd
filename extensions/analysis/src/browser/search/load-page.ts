import type { DataClient, HttpClient, Loaded } from '@ontobench/sdk';
import { loadSearch, runSearch, serverText, type OpenedSearch } from './api.ts';

/** What a search's page finds: the search, or the server's words why the user may not read it (§8). */
export type PageSearch = { kind: 'found'; search: OpenedSearch } | { kind: 'refused'; text: string | null };

/**
 * Reads a search for its page. A search the data API does not give the user (another user's private one,
 * or none) is asked of the engine, whose refusal carries §8's text naming the search.
 */
export async function loadPageSearch(
  data: DataClient,
  http: HttpClient,
  id: string,
  signal?: AbortSignal,
): Promise<PageSearch> {
  const search = await loadSearch(data, id, signal);
  if (search) return { kind: 'found', search };
  try {
    await runSearch(http, { searchId: id, limit: 1, aggregates: false }, signal);
    return { kind: 'refused', text: null };
  } catch (error) {
    return { kind: 'refused', text: serverText(error) };
  }
}

/** What a search's page says when the search is not there: the server's refusal, else `notFound`; none while loading. */
export function pageSearchFailure(load: Loaded<PageSearch>, notFound: string): string | undefined {
  if (load.status === 'loading') return undefined;
  return (load.status === 'ready' && load.value.kind === 'refused' && load.value.text) || notFound;
}
