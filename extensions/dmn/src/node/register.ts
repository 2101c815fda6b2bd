import type { ServerExtensionContext } from '@ontobench/sdk/node';

/** The decision tables' calls and the `dmn.evaluate` procedure. */
export function registerDmn(ctx: ServerExtensionContext): void {
  void ctx;
}
