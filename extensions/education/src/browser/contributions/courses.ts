import type { ContributionPart } from '@ontobench/sdk';

/** The courses part: its routes (lazy pages) and menu entries in the `education` group. Labels under `education:courses.…`. */
export const courses: ContributionPart = {};
