import type { BackendHealth } from './ping-backend.ts';

export const MAINTENANCE_PATH = '/maintenance-mode';
export const LIMITED_MODE_PATH = '/limited-operation-mode';

export interface Viewer {
  /** Redirects apply to signed-in users only: an administrator must still reach the sign-in page. */
  signedIn: boolean;
  isAdmin: boolean;
}

/** Where the shell should go now, or null to stay. 'back' leaves a system page for where the user was. */
export type StatusMove = { to: 'maintenance' | 'limited' } | { to: 'back'; from: string } | null;

/**
 * The redirects of spec shell.md §4, first match wins:
 * - maintenance on: signed-in non-admins go to the maintenance page (admins get a warning instead);
 * - a failed ping: everyone goes to the limited-mode page (there is no backend to work with);
 * - RED: signed-in non-admins go to the limited-mode page (admins get a warning);
 * - otherwise (GREEN, YELLOW, an admin under RED, maintenance off) a user on one of those pages leaves it.
 */
export function statusMove(input: {
  path: string;
  viewer: Viewer;
  /** Undefined until the first maintenance check answered. */
  maintenance: boolean | undefined;
  health: BackendHealth | undefined;
}): StatusMove {
  const { path, viewer, maintenance, health } = input;
  const restricted = viewer.signedIn && !viewer.isAdmin;
  if (maintenance === true && restricted) return path === MAINTENANCE_PATH ? null : { to: 'maintenance' };
  if (health === 'UNREACHABLE' || (health === 'RED' && restricted)) {
    return path === LIMITED_MODE_PATH ? null : { to: 'limited' };
  }
  if (path === MAINTENANCE_PATH && maintenance === false) return { to: 'back', from: path };
  // Under a RED status an anonymous visitor has nowhere better to go, so the limited page stays.
  if (path === LIMITED_MODE_PATH && health !== undefined && !(health === 'RED' && !viewer.signedIn)) {
    return { to: 'back', from: path };
  }
  return null;
}

/** Spec shell.md §4: YELLOW warns everyone, RED warns admins (non-admins are on the limited page). */
export function showsLimitedWarning(health: BackendHealth | undefined, viewer: Viewer): boolean {
  return health === 'YELLOW' || (health === 'RED' && viewer.isAdmin);
}

/** Spec shell.md §4: admins see a persistent warning with the announcement instead of the redirect. */
export function showsMaintenanceWarning(maintenance: boolean, viewer: Viewer): boolean {
  return maintenance && viewer.signedIn && viewer.isAdmin;
}
