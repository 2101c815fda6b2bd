import type { JobsService } from '../jobs/jobs.ts';
import type { SqlStore } from '../store/sql-store.ts';
import { deleteDueAccounts } from './account-deletion.ts';
import type { Clock } from './clock.ts';

/** The job (and its schedule's key) that deletes the accounts whose day has come. */
export const ACCOUNT_DELETION_JOB = 'core.accountDeletion';
/** Every hour, at minute 7: a deletion happens within the hour its day begins (UTC). */
export const ACCOUNT_DELETION_CRON = '7 * * * *';

interface Deps {
  store: SqlStore;
  /** Days from the request to the deletion (shell.md §9, `accountDeletionDays`). */
  days: number;
  clock: Clock;
  /** Told of the web sessions the deletions ended, to close their realtime sockets. */
  sessionsEnded: (sessionIds: readonly string[]) => void;
}

/**
 * Defines the deletion job and schedules it (a schedule runs once per tick across server processes,
 * docs/jobs.md). Its result — how many accounts went — is kept with the schedule's runs.
 */
export async function scheduleAccountDeletion(jobs: JobsService, deps: Deps): Promise<void> {
  await jobs.define(
    ACCOUNT_DELETION_JOB,
    async () => {
      const { deleted, endedSessions } = await deleteDueAccounts(deps.store, deps.days, deps.clock());
      if (endedSessions.length > 0) deps.sessionsEnded(endedSessions);
      return { deleted: deleted.length };
    },
    { retryLimit: 1, concurrency: 1 },
  );
  await jobs.schedule(ACCOUNT_DELETION_JOB, ACCOUNT_DELETION_CRON, ACCOUNT_DELETION_JOB, null, { user: null });
}
