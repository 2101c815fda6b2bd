import type { ContributionPart } from '@ontobench/sdk';

/**
 * The ontology app `onto` (shell.md §2): the tag of this area's routes and the app of most users. It
 * does not confine its users: they also reach the routes of other apps.
 */
export const app: ContributionPart = {
  apps: [{ id: 'onto' }],
};
