import type { Parser } from 'wouter';
import type { MenuContribution, RouteContribution } from '../kernel/contributions.ts';
import type { Registered } from '../kernel/registry.ts';
import { decideRouteAccess } from '../session/route-access.ts';
import type { ContextKeys } from '../services/context-keys.ts';
import type { CurrentUser, SessionStatus } from '../services/shell-contracts.ts';
import { matchRegisteredRoute } from './route-match.ts';

/**
 * The menu entries this user may open: an entry that leads to a route the route guard would refuse
 * (an admin route, one in the user's disabledRoutes or the blocked list, another app's route for a user
 * of an app that confines its users, e.g. the education app; spec shell.md §6) is not offered. An entry
 * that runs a command follows the path it names in `requiresRoute`, and stays when it names none; a
 * path no route claims yet (a runtime plugin still loading) stays too: the guard decides when it is opened.
 * An entry the user's hiddenComponents name is not offered either, nor one whose `when` context key is
 * not true for the user (`contextKeys`; none given: no such entry is offered).
 */
export function openableMenuEntries(
  entries: readonly Registered<MenuContribution>[],
  routes: readonly Registered<RouteContribution>[],
  parser: Parser,
  session: { status: SessionStatus; user: CurrentUser | undefined },
  blockedRoutes: readonly string[],
  confiningApps?: ReadonlySet<string>,
  contextKeys?: ContextKeys,
): Registered<MenuContribution>[] {
  return entries.filter(
    (entry) =>
      !isHiddenFor(session.user, entry.id) &&
      (!entry.when || contextKeys?.isTrue(entry.when) === true) &&
      mayOpenPath(entry.route ?? entry.requiresRoute, routes, parser, session, blockedRoutes, confiningApps),
  );
}

/**
 * Whether the route guard lets this user open the path (none: yes; a path no route claims: yes, the
 * guard decides when it is opened). Menu entries and toolbar buttons (`requiresRoute`) follow it.
 */
export function mayOpenPath(
  path: string | undefined,
  routes: readonly Registered<RouteContribution>[],
  parser: Parser,
  session: { status: SessionStatus; user: CurrentUser | undefined },
  blockedRoutes: readonly string[],
  confiningApps?: ReadonlySet<string>,
): boolean {
  if (!path) return true;
  const match = matchRegisteredRoute(routes, parser, path.split(/[?#]/)[0]!);
  return (
    !match || decideRouteAccess(match.route, session.status, session.user, blockedRoutes, confiningApps) === 'allow'
  );
}

/**
 * Whether the signed-in user's `hiddenComponents` (shell.md §3 User, §6: per-user hidden components from the
 * auth check) name this contribution: a main-menu entry, a toolbar button, a top-bar item or panel, by its
 * id. Hiding is not forbidding: a route stays open to whoever may open it (that is `disabledRoutes`' job).
 */
export function isHiddenFor(user: Pick<CurrentUser, 'hiddenComponents'> | undefined, id: string): boolean {
  return user?.hiddenComponents.includes(id) ?? false;
}
