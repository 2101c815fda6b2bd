/** Sign-in, sessions and users' credentials; see README.md for the decisions. */
export { adminOnly, NOT_SIGNED_IN, type Authenticator, type RequestHeaders, type UserContext } from './user-context.ts';
export {
  bearerToken,
  createAuthenticator,
  type AuthenticatorOptions,
  type SessionAuthenticator,
  type WebSession,
} from './authenticator.ts';
export { AUTH_ROUTE_PREFIX, registerAuthRoutes } from './routes.ts';
export { OidcVerifier, type OidcIdentity, type OidcTokens, type OidcVerifierOptions } from './oidc-verifier.ts';
export { OIDC_MESSAGES } from './oidc-messages.ts';
export type { AuthRouteDeps, SignedInUser, ValidationReply } from './route-support.ts';
export { checkAuthReply, type CheckAuthReply, type SignInReply } from './sign-in-routes.ts';
export { PASSWORD_RESET_PAGE } from './password-routes.ts';
export { AUTH_MESSAGES } from './messages.ts';
export { AUTH_TTL_MS, systemClock, type Clock } from './clock.ts';
export { JWT_SECRET_ENV, JwtError, loadJwtSecret, signJwt, verifyJwt, type JwtClaims, type JwtFailure } from './jwt.ts';
export { hashPassword, verifyPassword } from './password.ts';
export {
  createDataSession,
  createWebSession,
  purgeExpiredAuthRows,
  validateDataSession,
  type IssuedSession,
} from './sessions.ts';
export { ensureUser, hasPassword, loadUserProfile, type EnsureUserInput, type UserProfile } from './users.ts';
