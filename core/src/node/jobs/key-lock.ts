import type { SqlStore } from '../store/sql-store.ts';

/** How often a waiting job asks again for a key another job holds. */
const RETRY_MS = 200;
/** The lock's transaction says a word this often, so idle_in_transaction_session_timeout never ends it. */
const KEEP_ALIVE_MS = 10_000;

/**
 * Runs `work` while this process holds the key `key` (a PostgreSQL advisory lock held by a transaction of its
 * own): jobs with one key never run at once, in any server process. A process that dies (kill -9) loses
 * its connection and with it the lock, so the next job of that key goes on. `work` runs outside that
 * transaction (in the caller's context) and writes through its own connections.
 */
export async function withKeyLock<T>(store: SqlStore, key: string, work: () => Promise<T>): Promise<T> {
  let taken!: () => void;
  let release!: () => void;
  const isTaken = new Promise<void>((resolve) => (taken = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const holder = store.transaction(async (tx) => {
    const take = async () =>
      (await tx.query<{ ok: boolean }>('select pg_try_advisory_xact_lock(hashtextextended($1, 0)) as ok', [key]))
        .rows[0]?.ok === true;
    while (!(await take())) await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    taken();
    for (;;) {
      const timer = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), KEEP_ALIVE_MS).unref());
      if (await Promise.race([released.then(() => true), timer])) return;
      await tx.query('select 1');
    }
  });
  // The lock's transaction failing before the key was taken (the database away) fails the job.
  await Promise.race([isTaken, holder.then(() => undefined)]);
  try {
    return await work();
  } finally {
    release();
    await holder.catch(() => undefined);
  }
}
