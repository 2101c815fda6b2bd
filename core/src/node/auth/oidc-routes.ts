import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import { objectBody, stringField } from './body.ts';
import { systemClock } from './clock.ts';
import { openSignIn, type AuthRouteDeps } from './route-support.ts';
import type { SignInReply } from './sign-in-routes.ts';
import { OIDC_MESSAGES } from './oidc-messages.ts';
import { findOrCreateOidcUser } from './oidc-users.ts';
import type { OidcVerifier } from './oidc-verifier.ts';

/** Path of the exchange under `/api/auth/`. */
export const OIDC_EXCHANGE_PATH = '/oidc';

/**
 * `POST auth/oidc { idToken, accessToken? }`: the browser finished the provider's sign-in (code with
 * PKCE) and hands over what the provider issued. The server checks it against the provider itself and
 * answers like login, `{ jwtToken, user }`. A refused token is a 401 and creates nothing; without a
 * configured provider the call is a 404.
 */
export function registerOidcRoutes(scope: FastifyInstance, deps: AuthRouteDeps, verifier: OidcVerifier | null): void {
  const clock = deps.clock ?? systemClock;

  scope.post(OIDC_EXCHANGE_PATH, async (request): Promise<SignInReply> => {
    if (!verifier) throw new HttpError(404, OIDC_MESSAGES.notConfigured);
    const body = objectBody(request.body);
    const idToken = stringField(body, 'idToken', '');
    const accessToken = stringField(body, 'accessToken');
    if (idToken === '') throw new HttpError(400, 'idToken is required');
    const identity = await verifier.identify({ idToken, accessToken }, clock());
    const profile = await findOrCreateOidcUser(deps.store, identity, clock());
    return openSignIn(deps.store, profile, deps.secret, clock());
  });
}
