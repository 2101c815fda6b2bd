import type { ServerExtensionContext } from '@ontobench/sdk/node';

/** The exchange part's endpoints and procedures. */
export function registerExchange(ctx: ServerExtensionContext): void {
  void ctx;
}
