import type { ServerExtensionContext } from '@ontobench/sdk/node';

/** The diagrams' calls (issue 17). */
export function registerDiagrams(ctx: ServerExtensionContext): void {
  void ctx;
}
