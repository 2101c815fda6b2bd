import { matchRoute, type Parser } from 'wouter';
import type { RouteContribution } from '../kernel/contributions.ts';
import type { Registered } from '../kernel/registry.ts';

export interface RouteMatch {
  route: Registered<RouteContribution>;
  params: Record<string, string | undefined>;
}

/** The first registered route (registries are sorted most specific first) that matches the path. */
export function matchRegisteredRoute(
  routes: readonly Registered<RouteContribution>[],
  parser: Parser,
  path: string,
): RouteMatch | null {
  for (const route of routes) {
    const [matched, params] = matchRoute(parser, route.path, path);
    if (matched) return { route, params: { ...(params as Record<string, string | undefined>) } };
  }
  return null;
}
