import type { ContributionPart } from '@ontobench/sdk';

/** The board part's routes, menu entries and kinds (labels under `processes:board.…`). */
export const board: ContributionPart = {};
