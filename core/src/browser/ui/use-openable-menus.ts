import { useRouter } from 'wouter';
import type { MenuContribution } from '../kernel/contributions.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import type { Registered } from '../kernel/registry.ts';
import { useService } from './kernel-context.tsx';
import { mayOpenPath, openableMenuEntries } from './menu-access.ts';

/**
 * The main-menu entries the signed-in user may open (menu-access.ts), live: call it in an `observer`
 * component, and the list follows extensions, the session, the access rules and the context keys
 * (`when`). The main menu and the start page's sections both show these, so neither offers what the
 * route guard would refuse.
 */
export function useOpenableMenuEntries(): Registered<MenuContribution>[] {
  const points = useService(CORE_TOKENS.ContributionPoints);
  const session = useService(CORE_TOKENS.Session);
  const environment = useService(CORE_TOKENS.Environment);
  const contextKeys = useService(CORE_TOKENS.ContextKeys);
  const { parser } = useRouter();
  return openableMenuEntries(
    points.menus.all,
    points.routes.all,
    parser,
    session,
    environment.blockedRoutes ?? [],
    points.confiningApps,
    contextKeys,
  );
}

/**
 * Whether the route guard would let the signed-in user open `path` (menu-access.ts `mayOpenPath`: admin
 * routes, disabledRoutes, the blocked list, an app that confines its users), live in an `observer`. For
 * UI outside menus and toolbars that leads to a section, e.g. the top bar's chat button (shell.md §2
 * "only where the chat section is accessible").
 */
export function useMayOpenPath(path: string | undefined): boolean {
  const points = useService(CORE_TOKENS.ContributionPoints);
  const session = useService(CORE_TOKENS.Session);
  const environment = useService(CORE_TOKENS.Environment);
  const { parser } = useRouter();
  return mayOpenPath(path, points.routes.all, parser, session, environment.blockedRoutes ?? [], points.confiningApps);
}
