import type { ContributionPart } from './part.ts';

/** The maps part of the ontology area. */
export const maps: ContributionPart = {
  routes: [],
  texts: { ru: {}, en: {} },
};
