import type { SeedContext } from '@ontobench/sdk/node';

/** The demo decision table (issue 17 item 8). */
export async function seedDmnDemo(ctx: SeedContext): Promise<void> {
  void ctx;
}
