import type { Migration, SeedContext, ServerExtensionContext } from '@ontobench/sdk/node';

/** The scheduler part's own tables, if it needs any (applied once per database, before start). */
export const schedulerMigrations: readonly Migration[] = [];

/** Mounts the scheduler part's routes, procedures and jobs. */
export function registerScheduler(ctx: ServerExtensionContext): void {
  void ctx;
}

/** Stops what the scheduler part started (timers, leases), when the server closes. */
export async function stopScheduler(): Promise<void> {}

/** The scheduler part's demo data (a new demo database only). */
export async function seedScheduler(ctx: SeedContext): Promise<void> {
  void ctx;
}
