import { HttpError } from '../http/http-error.ts';
import type { SqlStore } from '../store/sql-store.ts';
import { systemClock, type Clock } from './clock.ts';
import { JwtError, verifyJwt } from './jwt.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { NOT_SIGNED_IN, type Authenticator, type RequestHeaders, type UserContext } from './user-context.ts';
import { loadSessionProfile, toUserContext, type UserProfile } from './users.ts';

/** A live sign-in: the web session a request's token names, and its user. */
export interface WebSession {
  /** ob_session.id, the token's `sid`. */
  id: string;
  /** When the sign-in ends (the token's `exp`, which is the session row's expiry). */
  expiresAt: Date;
  user: UserContext;
  /** The user's full record, as the auth check reports it. */
  profile: UserProfile;
}

/** The Authenticator, plus the session behind the user (sign-out and data-source sessions need it). */
export interface SessionAuthenticator extends Authenticator {
  sessionOf(request: RequestHeaders): Promise<WebSession | null>;
}

export interface AuthenticatorOptions {
  clock?: Clock;
}

/**
 * Resolves `Authorization: Bearer <jwt>`: the signature and expiry of the token, then that its web
 * session still exists (so signing out really signs out), then the user, who must not be suspended.
 */
export function createAuthenticator(
  store: SqlStore,
  secret: string,
  options: AuthenticatorOptions = {},
): SessionAuthenticator {
  const clock = options.clock ?? systemClock;

  const sessionOf = async (request: RequestHeaders): Promise<WebSession | null> => {
    const token = bearerToken(request);
    if (!token) return null;
    const now = clock();
    let claims;
    try {
      claims = verifyJwt(token, secret, now);
    } catch (error) {
      if (error instanceof JwtError) return null;
      throw error;
    }
    const profile = await loadSessionProfile(store, claims.sid, claims.sub, now);
    if (!profile || profile.accessSuspended) return null;
    return { id: claims.sid, expiresAt: new Date(claims.exp * 1000), user: toUserContext(profile), profile };
  };

  const require = async (request: RequestHeaders): Promise<UserContext> => {
    const session = await sessionOf(request);
    if (!session) throw new HttpError(401, NOT_SIGNED_IN);
    return session.user;
  };

  return {
    sessionOf,
    userOf: async (request) => (await sessionOf(request))?.user ?? null,
    require,
    async requireAdmin(request) {
      const user = await require(request);
      if (!user.isAdmin) throw new HttpError(403, AUTH_MESSAGES.forbidden);
      return user;
    },
  };
}

/** The token of an `Authorization: Bearer <token>` header (scheme case-insensitive), or null. */
export function bearerToken(request: RequestHeaders): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  return match?.[1] ?? null;
}
