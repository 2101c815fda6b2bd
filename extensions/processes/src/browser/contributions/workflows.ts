import type { ContributionPart } from '@ontobench/sdk';

/** The workflows part's routes, menu entries and kinds (labels under `processes:workflows.…`). */
export const workflows: ContributionPart = {};
