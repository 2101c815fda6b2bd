import type { ServerExtensionContext } from '@ontobench/sdk/node';

/** The lists part's endpoints and procedures. */
export function registerLists(ctx: ServerExtensionContext): void {
  void ctx;
}
