import type { ContributionPart } from '@ontobench/sdk';

/** The portfolio part: its routes (lazy pages) and menu entries in the `education` group. Labels under `education:portfolio.…`. */
export const portfolio: ContributionPart = {};
