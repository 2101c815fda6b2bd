import type { Migration, SeedContext, ServerExtensionContext } from '@ontobench/sdk/node';

/** The board part's own tables, if it needs any (applied once per database, before start). */
export const boardMigrations: readonly Migration[] = [];

/** Mounts the board part's routes, procedures and jobs. */
export function registerBoard(ctx: ServerExtensionContext): void {
  void ctx;
}

/** Stops what the board part started (timers, leases), when the server closes. */
export async function stopBoard(): Promise<void> {}

/** The board part's demo data (a new demo database only). */
export async function seedBoard(ctx: SeedContext): Promise<void> {
  void ctx;
}
