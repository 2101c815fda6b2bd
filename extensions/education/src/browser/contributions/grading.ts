import type { ContributionPart } from '@ontobench/sdk';

/** The grading part: its routes (lazy pages) and menu entries in the `education` group. Labels under `education:grading.…`. */
export const grading: ContributionPart = {};
