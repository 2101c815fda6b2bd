import type { SeedContext, ServerExtensionContext } from '@ontobench/sdk/node';

/** Mounts the courses part's calls (docs/education.md). */
export function registerCourses(ctx: ServerExtensionContext): void {
  void ctx;
}

/** The courses part's demo data (a new demo database only). */
export async function seedCourses(ctx: SeedContext): Promise<void> {
  void ctx;
}
