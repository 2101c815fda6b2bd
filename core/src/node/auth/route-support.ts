import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SignInReply, ValidationReply } from '../../common/auth.ts';
import { registrationMessage, type RegistrationIssue } from '../../common/validation/registration.ts';
import { HttpError } from '../http/http-error.ts';
import type { SqlStore } from '../store/sql-store.ts';
import type { SessionAuthenticator } from './authenticator.ts';
import type { Clock } from './clock.ts';
import { signJwt } from './jwt.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { verifyPassword } from './password.ts';
import { createWebSession, type IssuedSession } from './sessions.ts';
import { passwordHashOf, type UserProfile } from './users.ts';

/** What the auth endpoints need; the server's composition root builds it once. */
export interface AuthRouteDeps {
  store: SqlStore;
  authenticator: SessionAuthenticator;
  /** The JWT signing secret (`loadJwtSecret`). */
  secret: string;
  /** Whether self-registration is open (spec shell.md §6: "a setting"). */
  registrationEnabled: boolean;
  /** Defaults to the system clock; tests move it. */
  clock?: Clock;
  /**
   * Told the web session ids of sign-ins that ended (logout, a password change or reset), after the
   * database says so, so the realtime server can close their sockets (`endSessionSockets`).
   */
  sessionsEnded?: (sessionIds: readonly string[]) => void;
}

export type { SignedInUser, ValidationReply } from '../../common/auth.ts';

export function jwtFor(userId: string, session: IssuedSession, secret: string, now: Date): string {
  return signJwt({ sub: userId, sid: session.id, expiresAt: session.expiresAt }, secret, now);
}

/**
 * A stolen token alone must not be enough to take an account over or delete it: the password is asked
 * again (400 when it is missing, 403 when wrong). An account without a password (a provider's or a
 * data-API user) has nothing to confirm: 'no-password', and the caller decides.
 */
export async function checkCurrentPassword(
  store: SqlStore,
  userId: string,
  currentPassword: string,
): Promise<'checked' | 'no-password'> {
  const stored = await passwordHashOf(store, userId);
  if (stored === null) return 'no-password';
  if (currentPassword === '') throw new HttpError(400, AUTH_MESSAGES.currentPasswordRequired);
  if (!(await verifyPassword(currentPassword, stored))) throw new HttpError(403, AUTH_MESSAGES.wrongCurrentPassword);
  return 'checked';
}

/** 400 with every problem of the form: the browser can show each under its field. */
export function sendValidationIssues(reply: FastifyReply, issues: readonly RegistrationIssue[]): FastifyReply {
  const body: ValidationReply = {
    error: registrationMessage(issues[0]!, 'ru'),
    issues: issues.map((issue) => ({
      field: issue.field,
      code: issue.code,
      message: registrationMessage(issue, 'ru'),
    })),
  };
  return reply.code(400).send(body);
}

type JsonParser = (request: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void) => void;

/**
 * Lets a POST with `content-type: application/json` and no body through as `undefined` (Fastify refuses
 * it): the spec's logout sends an empty body, and clients do set the header on it. Non-empty bodies
 * still go through Fastify's own parser (with its prototype-poisoning protection). Scoped to `scope`.
 */
export function acceptEmptyJsonBodies(scope: FastifyInstance): void {
  const parseJson = scope.getDefaultJsonParser('error', 'error') as JsonParser;
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser<string>('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.trim() === '') return done(null, undefined);
    parseJson(request, body, done);
  });
}

/** Signs in a user whose identity is proven (password, provider): a new web session and its JWT. */
export async function openSignIn(
  store: SqlStore,
  profile: UserProfile,
  secret: string,
  now: Date,
): Promise<SignInReply> {
  if (profile.accessSuspended) throw new HttpError(403, AUTH_MESSAGES.accessSuspended);
  const session = await createWebSession(store, profile.id, now);
  return {
    jwtToken: jwtFor(profile.id, session, secret, now),
    user: { id: profile.id, name: profile.name, email: profile.email, isAdmin: profile.isAdmin },
  };
}
