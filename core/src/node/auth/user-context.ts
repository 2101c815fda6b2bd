import { AUTH_MESSAGES } from '../../common/auth.ts';
/** Who is asking: resolved from the request's credentials by the authenticator. */
export interface UserContext {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  isBetaTester: boolean;
  /** The user's app: an app an area declares (`apps`), the core's default `onto` unless set (declared-apps.ts). */
  app: string;
}

export interface RequestHeaders {
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

/**
 * Resolves the signed-in user of a request (`Authorization: Bearer <jwt>`). Every endpoint that needs
 * a user goes through it, so access rules hold on the server whatever the UI does.
 */
export interface Authenticator {
  /** The user, or null when the request carries no valid credentials. */
  userOf(request: RequestHeaders): Promise<UserContext | null>;
  /** The user, or an HttpError 401 'Необходимо войти в систему' (spec shell.md §5). */
  require(request: RequestHeaders): Promise<UserContext>;
  /** The user if an administrator, otherwise HttpError 401 (not signed in) or 403. */
  requireAdmin(request: RequestHeaders): Promise<UserContext>;
}

/** Spec shell.md §5: a missing session while not logged in gives 401 with this text. */
export const NOT_SIGNED_IN = AUTH_MESSAGES.notSignedIn;

/**
 * Route options that turn away anyone but an administrator in `onRequest`, before the body is read:
 * a stranger gets 401/403, never a 400 about a body nobody should have parsed for them.
 */
export function adminOnly(authenticator: Authenticator): { onRequest: (request: RequestHeaders) => Promise<void> } {
  return {
    onRequest: async (request) => {
      await authenticator.requireAdmin(request);
    },
  };
}
