import type { FastifyInstance } from 'fastify';
import type { AccountDeletionReply } from '../../common/auth.ts';
import { HttpError } from '../http/http-error.ts';
import { cancelAccountDeletion, dayOf, requestAccountDeletion } from './account-deletion.ts';
import { objectBody, stringField } from './body.ts';
import { systemClock } from './clock.ts';
import { checkCurrentPassword, type AuthRouteDeps } from './route-support.ts';
import { NOT_SIGNED_IN } from './user-context.ts';

/**
 * The user's own account-deletion request (spec shell.md §3 `deleteAccountRequestDate`, §9): POST with
 * the current password records today (an earlier request keeps its day), DELETE takes it back. The
 * deletion itself is the server's scheduled job (account-deletion-job.ts).
 */
export function registerAccountDeletionRoutes(scope: FastifyInstance, deps: AuthRouteDeps): void {
  const { store, authenticator } = deps;
  const clock = deps.clock ?? systemClock;

  scope.post('/account-deletion', async (request): Promise<AccountDeletionReply> => {
    const session = await authenticator.sessionOf(request);
    if (!session) throw new HttpError(401, NOT_SIGNED_IN);
    const currentPassword = stringField(objectBody(request.body), 'current_password', '');
    // An account without a password (a provider's) confirms by its sign-in alone; it can still take it back.
    await checkCurrentPassword(store, session.user.id, currentPassword);
    const day = await requestAccountDeletion(store, session.user.id, dayOf(clock()));
    authenticator.userRecordWritten();
    return { deleteAccountRequestDate: day };
  });

  scope.delete('/account-deletion', async (request, reply) => {
    const session = await authenticator.sessionOf(request);
    if (!session) throw new HttpError(401, NOT_SIGNED_IN);
    await cancelAccountDeletion(store, session.user.id);
    authenticator.userRecordWritten();
    return reply.code(204).send();
  });
}
