import type { ServerExtensionContext } from '@ontobench/sdk/node';

/** The explore part's endpoints and procedures. */
export function registerExplore(ctx: ServerExtensionContext): void {
  void ctx;
}
