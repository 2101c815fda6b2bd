import { HttpError } from '../http/http-error.ts';
import type { SqlStore } from '../store/sql-store.ts';
import { systemClock, type Clock } from './clock.ts';
import { JwtError, verifyJwt } from './jwt.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { NOT_SIGNED_IN, type Authenticator, type RequestHeaders, type UserContext } from './user-context.ts';
import type { ResultCache } from '../data/result-cache.ts';
import { checkSessions, dataSessionId, isWebSessionActive } from './sessions.ts';
import { loadSessionProfile, loadUserProfile, toUserContext, type UserProfile } from './users.ts';
import { coreDeclaredApps, type DeclaredApps } from './declared-apps.ts';

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
  /**
   * `require` and the data-source session a data API payload carries, checked in one round trip. The
   * user, or a 401 when not signed in; a bad data-source session comes back as `sessionError` for the
   * caller to throw after it has checked the body (the order of the spec's errors, shell.md §8).
   */
  requireForData(request: RequestHeaders, dataSession: unknown): Promise<DataCaller>;
  /**
   * A user's record was written outside the data API (account deletion writes its own values): the
   * profiles kept, like every plain read, are stale now. The database's notice says so too, but it may
   * come after the reply, and the writer's next request must read the write (docs/store.md).
   */
  userRecordWritten(): void;
}

export interface DataCaller {
  user: UserContext;
  /** 'Session not set' or 'Invalid session id' (401), or null when the data-source session is live. */
  sessionError: HttpError | null;
}

export interface AuthenticatorOptions {
  clock?: Clock;
  /**
   * Keeps user profiles between requests until the next write to the data tables (the server's read
   * cache, docs/store.md): a request then costs one lookup of its session instead of the user's record.
   */
  profiles?: Pick<ResultCache, 'remember' | 'forgetPlain'>;
  /**
   * The declared apps (the server's apps point): a user's stored app is reported as stored when one of
   * them, else as the default. Default: the core's app alone.
   */
  apps?: DeclaredApps;
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
  const { profiles } = options;
  const apps = options.apps ?? coreDeclaredApps();
  // After the cache: the stored value is kept, and an app declared or taken back later counts at once.
  const withApp = (profile: UserProfile | null): UserProfile | null => {
    if (!profile) return null;
    const app = apps.appOf(profile.app, profile.id);
    return { ...profile, app, appConfines: apps.confines(app) };
  };

  const userProfile = async (userId: string): Promise<UserProfile | null> =>
    withApp(
      await (profiles
        ? profiles.remember(JSON.stringify(['profile', userId]), userId, () => loadUserProfile(store, userId))
        : loadUserProfile(store, userId)),
    );

  const profileOf = async (sessionId: string, userId: string, now: Date): Promise<UserProfile | null> => {
    if (!profiles) return withApp(await loadSessionProfile(store, sessionId, userId, now));
    if (!(await isWebSessionActive(store, sessionId, userId, now))) return null;
    return userProfile(userId);
  };

  const sessionOf = async (request: RequestHeaders): Promise<WebSession | null> => {
    const token = bearerToken(request);
    if (!token) return null;
    const now = clock();
    const claims = claimsOf(token, secret, now);
    if (!claims) return null;
    const profile = await profileOf(claims.sid, claims.sub, now);
    if (!profile || profile.accessSuspended) return null;
    return { id: claims.sid, expiresAt: new Date(claims.exp * 1000), user: toUserContext(profile), profile };
  };

  const requireForData = async (request: RequestHeaders, dataSession: unknown): Promise<DataCaller> => {
    const token = bearerToken(request);
    const now = clock();
    const claims = token ? claimsOf(token, secret, now) : null;
    if (!claims) throw new HttpError(401, NOT_SIGNED_IN);
    let dataSourceId: string | null = null;
    let sessionError: HttpError | null = null;
    try {
      dataSourceId = dataSessionId(dataSession);
    } catch (error) {
      sessionError = error as HttpError;
    }
    const found = await checkSessions(store, { web: claims.sid, dataSource: dataSourceId, userId: claims.sub }, now);
    const profile = found.web ? await userProfile(claims.sub) : null;
    if (!profile || profile.accessSuspended) throw new HttpError(401, NOT_SIGNED_IN);
    if (!sessionError && !found.dataSource) sessionError = new HttpError(401, AUTH_MESSAGES.invalidSession);
    return { user: toUserContext(profile), sessionError };
  };

  const require = async (request: RequestHeaders): Promise<UserContext> => {
    const session = await sessionOf(request);
    if (!session) throw new HttpError(401, NOT_SIGNED_IN);
    return session.user;
  };

  return {
    sessionOf,
    requireForData,
    userOf: async (request) => (await sessionOf(request))?.user ?? null,
    require,
    async requireAdmin(request) {
      const user = await require(request);
      if (!user.isAdmin) throw new HttpError(403, AUTH_MESSAGES.forbidden);
      return user;
    },
    userRecordWritten: () => profiles?.forgetPlain(),
  };
}

/** The claims of a token with a good signature that has not expired, else null. */
function claimsOf(token: string, secret: string, now: Date): ReturnType<typeof verifyJwt> | null {
  try {
    return verifyJwt(token, secret, now);
  } catch (error) {
    if (error instanceof JwtError) return null;
    throw error;
  }
}

/** The token of an `Authorization: Bearer <token>` header (scheme case-insensitive), or null. */
export function bearerToken(request: RequestHeaders): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  return match?.[1] ?? null;
}
