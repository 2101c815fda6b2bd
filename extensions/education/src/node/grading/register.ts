import type { SeedContext, ServerExtensionContext } from '@ontobench/sdk/node';

/** Mounts the grading part's calls (docs/education.md). */
export function registerGrading(ctx: ServerExtensionContext): void {
  void ctx;
}

/** The grading part's demo data (a new demo database only). */
export async function seedGrading(ctx: SeedContext): Promise<void> {
  void ctx;
}
