import type { ContributionPart } from './part.ts';

/** The lists part of the ontology area. */
export const lists: ContributionPart = {
  routes: [],
  texts: { ru: {}, en: {} },
};
