import type { RouteContribution } from '../kernel/contributions.ts';

/** The session area's screens, contributed by the shell extension. */
export const sessionRoutes: RouteContribution[] = [];
