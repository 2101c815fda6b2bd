import type { PageCommandContext } from '../../kernel/contributions.ts';
import type { RouteMatch } from '../route-match.ts';

/**
 * What a command run on this page receives, from a toolbar button or a key binding alike: the route's id
 * (`routeId` when a page names its own) and its named params. wouter also gives the params by position
 * ("0"…); those are left out.
 */
export function pageCommandContext(match: RouteMatch | null, routeId?: string): PageCommandContext {
  const params = Object.fromEntries(Object.entries(match?.params ?? {}).filter(([name]) => !/^\d+$/.test(name)));
  return { routeId: routeId ?? match?.route.id, params };
}
