import type { ContributionPart } from '@ontobench/sdk';

/** The flows part: its routes (lazy pages) and menu entries in the `education` group. Labels under `education:flows.…`. */
export const flows: ContributionPart = {};
