import type { SeedContext, ServerExtensionContext } from '@ontobench/sdk/node';

/** Mounts the work part's calls (docs/education.md). */
export function registerWork(ctx: ServerExtensionContext): void {
  void ctx;
}

/** The work part's demo data (a new demo database only). */
export async function seedWork(ctx: SeedContext): Promise<void> {
  void ctx;
}
