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
    // Cron is for the scheduler that comes later.
    schedule: false,
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
