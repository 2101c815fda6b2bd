import type { SeedContext, ServerExtensionContext } from '@ontobench/sdk/node';

/** Mounts the flows part's calls (docs/education.md). */
export function registerFlows(ctx: ServerExtensionContext): void {
  void ctx;
}

/** The flows part's demo data (a new demo database only). */
export async function seedFlows(ctx: SeedContext): Promise<void> {
  void ctx;
}
