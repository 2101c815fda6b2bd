import type { ServerExtensionContext } from '@ontobench/sdk/node';

/** The notations' calls (issue 17). */
export function registerNotations(ctx: ServerExtensionContext): void {
  void ctx;
}
