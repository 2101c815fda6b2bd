import type { RouteContribution } from '../kernel/contributions.ts';

/** The status area's screens, contributed by the shell extension. */
export const statusRoutes: RouteContribution[] = [];
