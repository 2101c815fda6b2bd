import type { HttpClient } from '@ontobench/sdk';
import { documentApiPath } from '../../common/entry-paths.ts';

/**
 * The viewer's first request (the document), started when a viewer route is entered (the route's
 * `prefetch`) and kept until the page takes it: it then runs while the page's chunk loads, not after.
 * In the area's entry, so it holds only the request.
 */
const TTL_MS = 10_000;
const waiting = new Map<string, { reply: Promise<Response>; at: number }>();

export const documentRequestPath = (id: string) => `/api/${documentApiPath(encodeURIComponent(id))}`;

export function prefetchDocument(http: HttpClient, id: string | undefined): void {
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return;
  const had = waiting.get(id);
  if (had && Date.now() - had.at < TTL_MS) return;
  const reply = http.request(documentRequestPath(id));
  // A failure is the page's to show when it takes the reply; until then it is not an unhandled one.
  reply.catch(() => {});
  waiting.set(id, { reply, at: Date.now() });
}

/** The waiting request for the document `id`, once; none when older than 10 s. */
export function takeEarlyDocument(id: string): Promise<Response> | undefined {
  const had = waiting.get(id);
  waiting.delete(id);
  return had && Date.now() - had.at < TTL_MS ? had.reply : undefined;
}
