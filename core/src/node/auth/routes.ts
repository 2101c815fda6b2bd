import type { FastifyInstance } from 'fastify';
import { registerAccountDeletionRoutes } from './account-deletion-routes.ts';
import { AttemptLimiter, limitAttempts } from './attempt-limits.ts';
import { registerPasswordRoutes } from './password-routes.ts';
import { registerOidcRoutes } from './oidc-routes.ts';
import type { OidcVerifier } from './oidc-verifier.ts';
import { acceptEmptyJsonBodies, type AuthRouteDeps } from './route-support.ts';
import { registerSignInRoutes } from './sign-in-routes.ts';

export const AUTH_ROUTE_PREFIX = '/api/auth';

/**
 * Mounts the sign-in endpoints under `/api/auth/` in a scope of their own (its JSON parser accepts an
 * empty body; its replies are never cached, since they carry tokens and who is signed in).
 * Await it before `app.ready()`. Errors go through the app's error handler (`installErrorHandler`).
 */
export async function registerAuthRoutes(
  app: FastifyInstance,
  deps: AuthRouteDeps & { oidc?: OidcVerifier | null; attempts?: AttemptLimiter },
): Promise<void> {
  await app.register(
    async (scope) => {
      acceptEmptyJsonBodies(scope);
      scope.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });
      limitAttempts(scope, deps.attempts ?? new AttemptLimiter(deps.store, undefined, deps.clock));
      registerSignInRoutes(scope, deps);
      registerPasswordRoutes(scope, deps);
      registerAccountDeletionRoutes(scope, deps);
      registerOidcRoutes(scope, deps, deps.oidc ?? null);
    },
    { prefix: AUTH_ROUTE_PREFIX },
  );
}
