import type { SeedContext, ServerExtensionContext } from '@ontobench/sdk/node';

/** Mounts the units part's calls (docs/education.md). */
export function registerUnits(ctx: ServerExtensionContext): void {
  void ctx;
}

/** The units part's demo data (a new demo database only). */
export async function seedUnits(ctx: SeedContext): Promise<void> {
  void ctx;
}
