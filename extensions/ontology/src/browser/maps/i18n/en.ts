import type { MapsTexts } from './ru.ts';

/** Texts of the maps part, English: every key of the Russian set. */
export const en: MapsTexts = {
  title: {
    map: 'Ontology map',
    plain: 'Map',
    triplet: 'Triplet map',
    scenario: 'Scenario',
    workspace: 'Workspace map',
    taxonomy: 'Taxonomy',
  },
};
