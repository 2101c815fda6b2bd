import type { navRu } from './ru.ts';

/** The same texts in English (a missing key is a type error). */
type Same<T> = { [K in keyof T]: T[K] extends string ? string : Same<T[K]> };

export const navEn: Same<typeof navRu> = {
  ontologyEdit: {
    action: 'Ontology properties',
    title: 'Properties of the ontology “{{name}}”',
    description: 'Description',
    baseIri: 'Base IRI',
    baseIriHint: 'For example, https://example.org/pizza#',
    baseIriInvalid: 'The base IRI must be an absolute IRI without spaces, e.g. https://example.org/pizza#',
    isPublic: 'Documentation published (open without signing in)',
    publicLink: 'Public documentation',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Ontology properties saved',
    failed: 'Could not save the ontology properties',
    loading: 'Loading…',
    loadFailed: 'Could not load the ontology properties',
  },
  mapViews: {
    menu: { workspaces: 'Workspaces', scenarios: 'Scenarios', triplets: 'Triplets' },
    views: 'Views of ontology maps',
    title: { workspaces: 'Workspaces', scenarios: 'Scenarios', triplets: 'Triplets' },
    create: {
      workspaces: 'Create a workspace',
      scenarios: 'Create a scenario',
      triplets: 'Create a triplet',
      mapRequired: 'Choose an ontology',
    },
    column: { map: 'Ontology' },
  },
};
