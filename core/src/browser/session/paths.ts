/** The session area's pages (spec shell.md §2: authentication and system pages). */
export const SESSION_PATHS = {
  login: '/osa-auth/login',
  register: '/osa-auth/register',
  passwordReset: '/osa-auth/password-reset',
  legacyLogin: '/login',
  accessDenied: '/access-denied',
  profile: '/user_profile',
} as const;

/** The query parameter that carries the path to return to after signing in. */
export const RETURN_TO_PARAM = 'returnTo';

/** The sign-in page, remembering where to return (shell §6: "keeping the current path"). */
export function signInPath(returnTo: string): string {
  const keep = returnTo && returnTo !== '/' && !isSessionPage(returnTo);
  return keep ? `${SESSION_PATHS.login}?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}` : SESSION_PATHS.login;
}

/** A same-origin path to return to; anything else (another site, garbage) goes home. */
export { safeReturnPath } from './return-path.ts';

function isSessionPage(path: string): boolean {
  const pathname = path.split('?')[0];
  return [SESSION_PATHS.login, SESSION_PATHS.register, SESSION_PATHS.passwordReset, SESSION_PATHS.legacyLogin].some(
    (page) => page === pathname,
  );
}
