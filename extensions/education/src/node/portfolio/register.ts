import type { SeedContext, ServerExtensionContext } from '@ontobench/sdk/node';

/** Mounts the portfolio part's calls (docs/education.md). */
export function registerPortfolio(ctx: ServerExtensionContext): void {
  void ctx;
}

/** The portfolio part's demo data (a new demo database only). */
export async function seedPortfolio(ctx: SeedContext): Promise<void> {
  void ctx;
}
