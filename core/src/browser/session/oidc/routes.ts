import type { RouteContribution } from '../../kernel/contributions.ts';
import { OIDC_CALLBACK_PATH } from './oidc-protocol.ts';

/** Spec shell.md §2: the sign-in processing route, empty layout, reachable before sign-in. */
export const oidcRoutes: RouteContribution[] = [
  {
    id: 'oidc-signin-callback',
    path: OIDC_CALLBACK_PATH,
    layout: 'empty',
    requiresAuth: false,
    app: 'both',
    titleKey: 'oidc.callback.title',
    page: () => import('./OidcCallbackPage.tsx'),
  },
];
