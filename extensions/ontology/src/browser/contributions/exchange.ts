import type { ContributionPart } from './part.ts';

/** The exchange part of the ontology area. */
export const exchange: ContributionPart = {
  routes: [],
  texts: { ru: {}, en: {} },
};
