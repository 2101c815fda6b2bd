import type { DataRequest } from '../../common/data-api.ts';
import type { UserContext } from '../auth/user-context.ts';
import type { DataService, UnitOfWork } from '../data/data-service.ts';

export type { UnitOfWork } from '../data/data-service.ts';

/** The data API as an extension uses it: always as a user, with that user's access rules. */
export interface ExtensionData {
  /** One request (get_data, get_form, set_data); a set_data list is one transaction. */
  run(user: UserContext, request: DataRequest): Promise<unknown>;
  /**
   * Several requests in one transaction, all or nothing: `await ctx.data.unitOfWork(user, async (uow) =>
   * { await uow.run(req1); await uow.run(req2); })`. A throw inside rolls every write back; listeners of
   * `ctx.events` hear the changes once, after the commit.
   */
  unitOfWork<T>(user: UserContext, work: (uow: UnitOfWork) => Promise<T>): Promise<T>;
}

export function extensionData(data: DataService): ExtensionData {
  return {
    run: (user, request) => data.run(user, request),
    unitOfWork: (user, work) => data.unitOfWork(user, work),
  };
}
