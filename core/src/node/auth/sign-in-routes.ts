import type { FastifyInstance } from 'fastify';
import type { CheckAuthReply, SignInReply, SignedInUser } from '../../common/auth.ts';
import { DEFAULT_APP } from '../../common/apps.ts';
import { normalizeEmail, normalizeFullName, validateRegistration } from '../../common/validation/registration.ts';
import { HttpError } from '../http/http-error.ts';
import { bearerToken } from './authenticator.ts';
import { objectBody, stringField } from './body.ts';
import { AUTH_TTL_MS, systemClock } from './clock.ts';
import { JwtError, verifyJwt } from './jwt.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { verifyAgainstDummy, verifyPassword, hashPassword } from './password.ts';
import { jwtFor, openSignIn, sendValidationIssues, type AuthRouteDeps } from './route-support.ts';
import {
  consumeOneTimeToken,
  createDataSession,
  createOneTimeToken,
  createWebSession,
  deleteWebSession,
} from './sessions.ts';
import { isUuid } from './tokens.ts';
import { adminOnly, NOT_SIGNED_IN } from './user-context.ts';
import {
  findCredentialByEmail,
  findUserIdByEmail,
  insertUser,
  isUniqueViolation,
  loadUserProfile,
  type UserProfile,
} from './users.ts';

/** register, login, logout, check-auth (with the SSO exchange), sso-token, osa-sessionid. */
export function registerSignInRoutes(scope: FastifyInstance, deps: AuthRouteDeps): void {
  const { store, authenticator, secret } = deps;
  const clock = deps.clock ?? systemClock;

  scope.post('/register', async (request, reply) => {
    if (!deps.registrationEnabled) throw new HttpError(403, AUTH_MESSAGES.registrationDisabled);
    const body = objectBody(request.body);
    const input = {
      email: stringField(body, 'email', ''),
      password: stringField(body, 'password', ''),
      fullName: stringField(body, 'fullName', ''),
    };
    const issues = validateRegistration(input);
    if (issues.length > 0) return sendValidationIssues(reply, issues);
    const emailTaken = () => new HttpError(409, AUTH_MESSAGES.emailTaken);
    // Checked before the (slow) hashing, and again inside the transaction.
    if (await findUserIdByEmail(store, input.email)) throw emailTaken();
    const passwordHash = await hashPassword(input.password);
    const now = clock();
    const user: SignedInUser = {
      id: '',
      name: normalizeFullName(input.fullName),
      email: normalizeEmail(input.email),
      isAdmin: false,
    };
    const session = await store
      .transaction(async (tx) => {
        if (await findUserIdByEmail(tx, input.email)) throw emailTaken();
        user.id = await insertUser(tx, { ...input, passwordHash, isAdmin: false, app: DEFAULT_APP.id }, now);
        return createWebSession(tx, user.id, now);
      })
      .catch((error: unknown) => {
        // Two registrations with one e-mail at once: the unique e-mail of ob_credential stops the second.
        throw isUniqueViolation(error) ? emailTaken() : error;
      });
    const result: SignInReply = { jwtToken: jwtFor(user.id, session, secret, now), user };
    return reply.code(201).send(result);
  });

  scope.post('/login', async (request): Promise<SignInReply> => {
    const body = objectBody(request.body);
    const email = stringField(body, 'email', '');
    const password = stringField(body, 'password', '');
    const credential = await findCredentialByEmail(store, email);
    // An unknown e-mail costs the same hashing as a wrong password: the timing must not tell them apart.
    const matches = credential
      ? await verifyPassword(password, credential.passwordHash)
      : await verifyAgainstDummy(password);
    const profile = credential && matches ? await loadUserProfile(store, credential.userId) : null;
    if (!profile) throw new HttpError(401, AUTH_MESSAGES.wrongCredentials);
    return openSignIn(store, profile, secret, clock());
  });

  scope.post('/logout', async (request, reply) => {
    // Idempotent: without a valid token there is nothing to end, and that is not an error.
    const token = bearerToken(request);
    if (token) {
      try {
        const { sid, sub } = verifyJwt(token, secret, clock());
        await deleteWebSession(store, sid, sub);
        // Its realtime sockets go with it: a signed-out browser must not go on receiving notices.
        deps.sessionsEnded?.([sid]);
      } catch (error) {
        if (!(error instanceof JwtError)) throw error;
      }
    }
    return reply.code(204).send();
  });

  scope.get('/check-auth', async (request): Promise<CheckAuthReply | { jwtToken: string }> => {
    const query = (request.query ?? {}) as Readonly<Record<string, unknown>>;
    if (query.ssoToken !== undefined) return { jwtToken: await exchangeSsoToken(query.ssoToken) };
    const session = await authenticator.sessionOf(request);
    return checkAuthReply(session?.profile ?? null);
  });

  /** The legacy single sign-on: an integrating system gets a one-time token for a user (admin only). */
  scope.post('/sso-token', adminOnly(authenticator), async (request) => {
    const userId = stringField(objectBody(request.body), 'userId');
    if (!isUuid(userId)) throw new HttpError(400, 'userId must be a user id (UUID)');
    const profile = await loadUserProfile(store, userId.toLowerCase());
    if (!profile) throw new HttpError(404, AUTH_MESSAGES.userNotFound);
    const issued = await createOneTimeToken(store, 'sso', profile.id, AUTH_TTL_MS.ssoToken, clock());
    return { ssoToken: issued.token, expiresAt: issued.expiresAt.toISOString() };
  });

  /** Spec shell.md §7: a list whose first item has `res`, JSON with the data-source session id. */
  scope.get('/osa-sessionid', async (request) => {
    const session = await authenticator.sessionOf(request);
    if (!session) throw new HttpError(401, NOT_SIGNED_IN);
    const dataSession = await createDataSession(store, session.user.id, session.id, clock());
    return [{ res: JSON.stringify({ session: dataSession.id }) }];
  });

  async function exchangeSsoToken(raw: unknown): Promise<string> {
    const token = typeof raw === 'string' ? raw : '';
    const now = clock();
    const signedIn = await store.transaction(async (tx) => {
      const userId = await consumeOneTimeToken(tx, 'sso', token, now);
      const profile = userId ? await loadUserProfile(tx, userId) : null;
      if (!profile || profile.accessSuspended) return null;
      return { userId: profile.id, session: await createWebSession(tx, profile.id, now) };
    });
    if (!signedIn) throw new HttpError(401, AUTH_MESSAGES.ssoFailed);
    return jwtFor(signedIn.userId, signedIn.session, secret, now);
  }
}

export function checkAuthReply(profile: UserProfile | null): CheckAuthReply {
  if (!profile) {
    return {
      isAuthenticated: false,
      isAdmin: false,
      app: null,
      appConfines: false,
      licenseExpirationDate: null,
      isBetaTester: false,
      disabledRoutes: [],
      enabledRoutes: [],
      hiddenComponents: [],
      deleteAccountRequestDate: null,
      user: null,
      language: null,
    };
  }
  return {
    isAuthenticated: true,
    isAdmin: profile.isAdmin,
    app: profile.app,
    appConfines: profile.appConfines ?? false,
    licenseExpirationDate: profile.licenseExpirationDate,
    isBetaTester: profile.isBetaTester,
    disabledRoutes: profile.disabledRoutes,
    enabledRoutes: profile.enabledRoutes,
    hiddenComponents: profile.hiddenComponents,
    deleteAccountRequestDate: profile.deleteAccountRequestDate,
    user: { id: profile.id, name: profile.name, email: profile.email },
    language: profile.language,
  };
}

export type { CheckAuthReply, SignInReply };
