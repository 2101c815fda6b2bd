import { appAllowsRoute } from '../../common/apps.ts';
import type { RouteContribution } from '../kernel/contributions.ts';
import type { CurrentUser, SessionStatus } from '../services/shell-contracts.ts';

export type RouteAccess =
  /** Show the screen. */
  | 'allow'
  /** The sign-in is still being checked. */
  | 'wait'
  /** Not signed in: go to sign in, keeping the path. */
  | 'sign-in'
  /** Signed in, but this route is not for this user. */
  | 'denied';

type RouteFacts = Pick<RouteContribution, 'id' | 'path' | 'layout' | 'requiresAuth' | 'app' | 'adminOnly'>;

/** Routes that are never checked against the lists: the page that says "denied" itself. */
const NEVER_BLOCKED = new Set(['access-denied']);

/** Whether a list of route names (or path patterns) names this route. */
function names(list: readonly string[], route: RouteFacts): boolean {
  return list.includes(route.id) || list.includes(route.path);
}

/**
 * The app a signed-in non-administrator is kept on (shell.md §6), or undefined: their app when the server
 * says it confines them (`CurrentUser.appConfines`, known from the first page) or a loaded area declares
 * it so (`confiningApps`, `ContributionPoints.confiningApps`).
 */
export function confiningAppOf(
  user: Pick<CurrentUser, 'app' | 'appConfines' | 'isAdmin'> | undefined,
  confiningApps: ReadonlySet<string> = new Set(),
): string | undefined {
  if (!user || user.isAdmin || !user.app) return undefined;
  return user.appConfines === true || confiningApps.has(user.app) ? user.app : undefined;
}

/**
 * The route entry flow of spec shell.md §2 and §6, as one decision:
 * public-layout routes need nothing (no user info is loaded); the global blocked list closes a route
 * for everyone; routes without authentication are open; otherwise the user must be signed in, the
 * route must not be in the user's disabledRoutes, an admin route needs isAdmin or the route in
 * enabledRoutes, and a non-admin of an app that confines its users (the education app) reaches only
 * routes tagged with that app or both (`confiningAppOf`). `confiningApps`: `ContributionPoints.confiningApps`.
 */
export function decideRouteAccess(
  route: RouteFacts,
  status: SessionStatus,
  user: CurrentUser | undefined,
  blockedRoutes: readonly string[] = [],
  confiningApps: ReadonlySet<string> = new Set(),
): RouteAccess {
  if (route.layout === 'public') return 'allow';
  if (!NEVER_BLOCKED.has(route.id) && names(blockedRoutes, route)) return 'denied';
  if (!route.requiresAuth) return 'allow';
  if (status === 'unknown') return 'wait';
  if (status === 'signed-out' || !user) return 'sign-in';
  if (names(user.disabledRoutes, route)) return 'denied';
  if (route.adminOnly && !user.isAdmin && !names(user.enabledRoutes, route)) return 'denied';
  const confinedTo = confiningAppOf(user, confiningApps);
  if (confinedTo && !appAllowsRoute(confinedTo, route.app, new Set([confinedTo]))) return 'denied';
  return 'allow';
}
