import type { FastifyInstance } from 'fastify';
import { normalizeEmail, validateEmail, validatePassword } from '../../common/validation/registration.ts';
import { HttpError } from '../http/http-error.ts';
import { objectBody, stringField } from './body.ts';
import { AUTH_TTL_MS, systemClock } from './clock.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { hashPassword } from './password.ts';
import { checkCurrentPassword, sendValidationIssues, type AuthRouteDeps } from './route-support.ts';
import {
  consumeOneTimeToken,
  createOneTimeToken,
  endAllSessions,
  endOtherSessions,
  validateDataSession,
} from './sessions.ts';
import { isUuid } from './tokens.ts';
import { NOT_SIGNED_IN } from './user-context.ts';
import { findUserIdByEmail, setPasswordHash } from './users.ts';

/** The browser page a reset link opens (spec shell.md §2). */
export const PASSWORD_RESET_PAGE = '/osa-auth/password-reset';

/** set-password, password-reset, password-reset/confirm. */
export function registerPasswordRoutes(scope: FastifyInstance, deps: AuthRouteDeps): void {
  const { store, authenticator } = deps;
  const clock = deps.clock ?? systemClock;
  const sessionsEnded = (ids: readonly string[]) => {
    if (ids.length > 0) deps.sessionsEnded?.(ids);
  };

  /**
   * Spec shell.md §7: password, session_id, optional user_id (someone else's: administrators only),
   * plus `current_password` when users set their own. Their other sign-ins end; an administrator
   * setting someone else's password ends all of that user's sign-ins.
   */
  scope.post('/set-password', async (request, reply) => {
    const session = await authenticator.sessionOf(request);
    if (!session) throw new HttpError(401, NOT_SIGNED_IN);
    const caller = session.user;
    const body = objectBody(request.body);
    const password = stringField(body, 'password', '');
    const currentPassword = stringField(body, 'current_password', '');
    const sessionId = stringField(body, 'session_id', '');
    const userId = stringField(body, 'user_id', '').toLowerCase() || caller.id;
    const now = clock();
    await validateDataSession(store, caller.id, sessionId, now);
    const own = userId === caller.id;
    if (!own && !caller.isAdmin) throw new HttpError(403, AUTH_MESSAGES.forbidden);
    if (!isUuid(userId)) throw new HttpError(400, 'user_id must be a user id (UUID)');
    const issue = validatePassword(password);
    if (issue) return sendValidationIssues(reply, [issue]);
    // Without a password (a provider's or a data-API user) there is nothing to confirm: the reset link sets one.
    if (own && (await checkCurrentPassword(store, userId, currentPassword)) === 'no-password')
      throw new HttpError(409, AUTH_MESSAGES.noPasswordYet);
    const hash = await hashPassword(password);
    const ended = await store.transaction(async (tx) => {
      const outcome = await setPasswordHash(tx, userId, hash, now);
      if (outcome === 'no-user') throw new HttpError(404, AUTH_MESSAGES.userNotFound);
      if (outcome === 'no-email') throw new HttpError(409, AUTH_MESSAGES.userHasNoEmail);
      return own ? endOtherSessions(tx, userId, session.id) : endAllSessions(tx, userId);
    });
    sessionsEnded(ended);
    return reply.code(204).send();
  });

  /**
   * Always 202 with the same body: the reply never tells whether the e-mail has an account. There is no
   * mail server, so the link goes to the server log, where an administrator can pass it on.
   */
  scope.post('/password-reset', async (request, reply) => {
    const email = stringField(objectBody(request.body), 'email', '');
    const userId = validateEmail(email) === null ? await findUserIdByEmail(store, email) : null;
    if (userId) {
      const { token } = await createOneTimeToken(store, 'reset', userId, AUTH_TTL_MS.resetToken, clock());
      request.log.info(`Password reset link for ${normalizeEmail(email)}: ${PASSWORD_RESET_PAGE}?token=${token}`);
    }
    return reply.code(202).send({ ok: true });
  });

  /** Sets the new password, spends the link and signs the user out everywhere. */
  scope.post('/password-reset/confirm', async (request, reply) => {
    const body = objectBody(request.body);
    const token = stringField(body, 'token', '');
    const password = stringField(body, 'password', '');
    const issue = validatePassword(password);
    if (issue) return sendValidationIssues(reply, [issue]);
    const hash = await hashPassword(password);
    const now = clock();
    const ended = await store.transaction(async (tx) => {
      const userId = await consumeOneTimeToken(tx, 'reset', token, now);
      if (!userId) throw new HttpError(400, AUTH_MESSAGES.resetLinkInvalid);
      // A throw rolls the whole transaction back, so the link stays usable after a failure here.
      const outcome = await setPasswordHash(tx, userId, hash, now);
      if (outcome === 'no-user') throw new HttpError(400, AUTH_MESSAGES.resetLinkInvalid);
      if (outcome === 'no-email') throw new HttpError(409, AUTH_MESSAGES.userHasNoEmail);
      return endAllSessions(tx, userId);
    });
    sessionsEnded(ended);
    return reply.code(204).send();
  });
}
