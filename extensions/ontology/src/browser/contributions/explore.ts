import type { ContributionPart } from './part.ts';

/** The explore part of the ontology area. */
export const explore: ContributionPart = {
  routes: [],
  texts: { ru: {}, en: {} },
};
