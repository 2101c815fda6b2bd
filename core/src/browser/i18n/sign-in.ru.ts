import { oidcRu } from '../session/oidc/oidc.ru.ts';
import { sessionRu } from './session.ru.ts';

/**
 * The shell texts a sign-in page needs (the session area's and the OpenID Connect button's), Russian.
 * Spread into shell.ru.ts, and all the light sign-in page loads (sign-in/sign-in-i18n.ts).
 */
export const signInRu = { ...sessionRu, ...oidcRu } as const;
