import type { ManualEntry } from '../../common/api.ts';

/** A path without its query, hash and trailing slash (the root stays `/`). */
function bare(path: string): string {
  const p = path.split(/[?#]/)[0] ?? '';
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}

/**
 * Whether a user manual is listed on a path and route (domain.md §3 "User manual: … exactLink, url,
 * routes (with route name)"): with `exactLink` the path equals `url`; without it the path starts with
 * `url` — at a segment boundary, so `/doc` is not listed on `/docs`; and on every route named in
 * `routes`, whatever the path.
 */
export function manualMatches(
  manual: Pick<ManualEntry, 'exactLink' | 'url' | 'routes'>,
  path: string,
  routeId: string | null,
): boolean {
  if (routeId && manual.routes.includes(routeId)) return true;
  if (!manual.url) return false;
  const [here, url] = [bare(path), bare(manual.url)];
  if (manual.exactLink) return here === url;
  return url === '/' || here === url || here.startsWith(`${url}/`);
}
