import { STORAGE_KEYS } from '../../common/storage-keys.ts';
import type { KeyValueStorage } from '../services/storage.ts';
import { SESSION_PATHS } from '../session/paths.ts';
import { readTokenQuery } from '../session/token-query.ts';

/**
 * Whether this page load starts with the light sign-in page rather than the full app: the address is
 * the sign-in page (`/osa-auth/login` or the legacy `/login`), no sign-in is remembered (a stored token
 * means the full app checks it and moves on), and the query carries no `jwtToken`/`ssoToken` (those sign
 * in at once, spec shell.md §2 "Route entry flow"). Anything else boots the full app.
 */
export function opensLightSignIn(location: { pathname: string; search: string }, storage: KeyValueStorage): boolean {
  const signInPage = location.pathname === SESSION_PATHS.login || location.pathname === SESSION_PATHS.legacyLogin;
  return signInPage && !storage.getItem(STORAGE_KEYS.token) && readTokenQuery(location.search) === null;
}
