import type { ContributionPart } from '@ontobench/sdk';

/** The work part: its routes (lazy pages) and menu entries in the `education` group. Labels under `education:work.…`. */
export const work: ContributionPart = {};
