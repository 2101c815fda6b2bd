import type { RouteContribution } from '../kernel/contributions.ts';

/** The chrome area's screens, contributed by the shell extension. */
export const chromeRoutes: RouteContribution[] = [];
