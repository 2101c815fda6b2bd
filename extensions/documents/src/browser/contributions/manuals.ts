import type { ContributionPart, ExtensionContext } from '@ontobench/sdk';

/**
 * The manuals part of the documents area (issue 15 item 6): the user-manuals menu of the main layout,
 * filled when the area activates (its code is a chunk of its own, fetched then).
 */
export const manuals: ContributionPart = {
  activate(ctx: ExtensionContext) {
    void import('../manuals/register-manuals.ts')
      .then((m) => m.registerManuals(ctx))
      .catch((error: unknown) => console.error(error));
  },
};
