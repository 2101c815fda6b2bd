import type { ContributionPart } from '@ontobench/sdk';

/** The units part: its routes (lazy pages) and menu entries in the `education` group. Labels under `education:units.…`. */
export const units: ContributionPart = {};
