import type { Kernel } from '../kernel/create-kernel.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { readTokenQuery } from './token-query.ts';

/** Where the public pages live (shell.md §2 "Public": no authentication, user info is not loaded). */
const PUBLIC_PAGES = '/public/';

/**
 * Checks a remembered sign-in as the app starts, before its first render (a few hundred ms on a cold
 * start) and before the areas' routes arrive, so the route guard of the page they bring finds the user
 * known and the page's own requests go out at once (docs/benchmarks.md, the 1,000-element diagram). The
 * guard would start the same check (`start` is idempotent). Not on a public page, nor when the address
 * carries a token to sign in with: the guard handles those.
 */
export function checkSignInEarly(kernel: Kernel, location: { pathname: string; search: string }): boolean {
  if (location.pathname.startsWith(PUBLIC_PAGES) || readTokenQuery(location.search)) return false;
  void kernel.container.get(CORE_TOKENS.Session).start();
  return true;
}
