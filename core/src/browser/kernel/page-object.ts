import type { PageCommandContext } from './contributions.ts';

/** An object page an area's command knows: its route id and the param that holds the object's id. */
export interface ObjectPage {
  readonly routeId: string;
  readonly param: string;
}

/**
 * The object a command was run on (a toolbar button, a key binding): the param of the object page its
 * route is, among `pages`. Another page (a key binding pressed on a list) has none, whatever its params; a
 * context without a route id gets the first of `pages`' params that has a value.
 */
export function objectOfPage(context: unknown, pages: readonly ObjectPage[]): string | null {
  const { routeId, params = {} } = (context as Partial<PageCommandContext> | undefined) ?? {};
  const candidates = routeId === undefined ? pages : pages.filter((p) => p.routeId === routeId);
  for (const { param } of candidates) if (params[param]) return params[param];
  return null;
}
