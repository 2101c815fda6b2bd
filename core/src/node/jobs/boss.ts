import PgBoss from 'pg-boss';

/**
 * The job queue: pg-boss 10 (the last major that runs on Node 20) in a schema of its own on the
 * store's database, so queued work survives a restart and any server process may run it.
 */
export async function startBoss(connectionString: string, schema: string): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString,
    schema,
    // Few and short statements: a small pool of its own, apart from the pool user queries wait for.
    max: 3,
    application_name: 'ontobench-jobs',
    // Expiry of jobs whose process died (and their retry) runs in every process; pg-boss takes turns.
    supervise: true,
    maintenanceIntervalSeconds: 30,
    // Cron (jobs/schedules.ts): pg-boss keeps the cron's time in the database, so one process a minute
    // puts the tick job; checked every 10 s (a tick starts at most ~12 s late), its queue polled every 2 s.
    schedule: true,
    cronMonitorIntervalSeconds: 10,
    cronWorkerIntervalSeconds: 2,
    // A job's data may hold an uploaded file: finished jobs go to the archive after an hour and leave
    // it after a day (our ob_job keeps results for their owners, JOB_RETENTION_MS).
    archiveCompletedAfterSeconds: 60 * 60,
    archiveFailedAfterSeconds: 60 * 60,
    deleteAfterDays: 1,
  });
  // Without a listener an error event would crash the process; the queue reconnects on its own.
  boss.on('error', (error) => console.error(`Job queue: ${error.message}`));
  try {
    await boss.start();
  } catch (error) {
    await boss.stop({ graceful: false, wait: false }).catch(() => undefined);
    throw new Error(
      `The job queue (pg-boss) did not start in the schema "${schema}": ${(error as Error).message}. ` +
        'The database user needs the right to create that schema, or an administrator creates it beforehand.',
      { cause: error },
    );
  }
  return boss;
}

/** The queue's schema for a store: `pgboss` beside `public`, and one per schema of a test's store. */
export function bossSchemaFor(storeSchema: string): string {
  return storeSchema === 'public' ? 'pgboss' : `${storeSchema}_pgboss`.slice(0, 50);
}

let creating: Promise<unknown> = Promise.resolve();

/**
 * `boss.createQueue`, one at a time in this process and again after a deadlock: pg-boss's create_queue adds
 * a partition with a foreign key, and two at once (two extensions defining jobs while they start, or two
 * processes starting together) can deadlock on the queue table.
 */
export function createQueueInTurn(boss: PgBoss, name: string, options: Omit<PgBoss.Queue, 'name'>): Promise<void> {
  const create = async (attempt: number): Promise<void> => {
    try {
      await boss.createQueue(name, { name, ...options });
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= 3) throw error;
      await create(attempt + 1);
    }
  };
  const turn = creating.then(() => create(1));
  creating = turn.catch(() => undefined);
  return turn;
}
