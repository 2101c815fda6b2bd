import type { ServerExtensionContext } from '@ontobench/sdk/node';

/** The maps part's endpoints and procedures. */
export function registerMaps(ctx: ServerExtensionContext): void {
  void ctx;
}
