import type { ServerExtensionContext } from '@ontobench/sdk/node';

/** The graphs' calls (issue 17). */
export function registerGraphs(ctx: ServerExtensionContext): void {
  void ctx;
}
