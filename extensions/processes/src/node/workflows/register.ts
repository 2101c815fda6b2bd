import type { Migration, SeedContext, ServerExtensionContext } from '@ontobench/sdk/node';

/** The workflows part's own tables, if it needs any (applied once per database, before start). */
export const workflowsMigrations: readonly Migration[] = [];

/** Mounts the workflows part's routes, procedures and jobs. */
export function registerWorkflows(ctx: ServerExtensionContext): void {
  void ctx;
}

/** Stops what the workflows part started (timers, leases), when the server closes. */
export async function stopWorkflows(): Promise<void> {}

/** The workflows part's demo data (a new demo database only). */
export async function seedWorkflows(ctx: SeedContext): Promise<void> {
  void ctx;
}
