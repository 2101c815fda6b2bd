import type { HttpClient } from '@ontobench/sdk';
import { DOCUMENTS_API } from '../../../common/api.ts';

/**
 * The editor's first request (the document), asked for when the route is entered (its `prefetch`) and
 * kept until the page takes it: it then runs while the editor's chunk (TipTap, ~150 kB gzip) loads,
 * instead of after it. A small chunk of its own, loaded by the route's `prefetch` and shared with the page.
 */
const TTL_MS = 10_000;
const waiting = new Map<string, { reply: Promise<Response>; at: number }>();

export const documentPath = (id: string) => `/api/${DOCUMENTS_API.document(encodeURIComponent(id))}`;

/** Starts loading the document `id` (the route's parameter), unless it is already on its way. */
export function prefetchDocument(http: HttpClient, id: string | undefined): void {
  // Any id goes (encoded): the server answers a malformed one 404, as the page would ask it anyway.
  if (!id) return;
  const key = id.toLowerCase();
  const had = waiting.get(key);
  if (had && Date.now() - had.at < TTL_MS) return;
  const reply = http.request(documentPath(key));
  // A failure is the page's to show when it takes the reply; until then it is not an unhandled one.
  reply.catch(() => {});
  waiting.set(key, { reply, at: Date.now() });
}

/** The waiting reply for the document `id`, once (a reload asks again); none when older than 10 s. */
export function takeEarlyDocument(id: string): Promise<Response> | undefined {
  const key = id.toLowerCase();
  const had = waiting.get(key);
  waiting.delete(key);
  return had && Date.now() - had.at < TTL_MS ? had.reply : undefined;
}
