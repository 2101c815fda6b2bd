import type { ContributionPart } from '@ontobench/sdk';

/** The scheduler part's routes, menu entries and kinds (labels under `processes:scheduler.…`). */
export const scheduler: ContributionPart = {};
