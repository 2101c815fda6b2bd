import type { labelsRu } from './ru.ts';

/** The area's labels, English: every key of ru.ts. */
export const labelsEn: typeof labelsRu = {
  lists: {
    menuGroup: 'Ontologies',
    menu: {
      ontologies: 'Ontologies',
      classes: 'Classes',
      props: 'Object properties',
      scalars: 'Data properties',
      individuals: 'Individuals',
      workspaces: 'Workspaces',
      scenarios: 'Scenarios',
      triplets: 'Triplets',
      workspaceItems: 'Workspace items',
    },
  },
  exchange: {
    menu: { import: 'Import OWL', compare: 'Compare ontologies', diff: 'Ontology diff' },
    command: { import: 'Import OWL', export: 'Export ontology' },
  },
  explore: {
    menu: {
      factExplorer: 'Fact explorer',
      search: 'Ontology search',
      matchings: 'My matchings',
      glossary: 'Glossary',
      doc: 'Ontology documentation',
    },
    kind: {
      ontology: 'Ontology',
      class: 'Class',
      objectProperty: 'Object property',
      dataProperty: 'Data property',
      individual: 'Individual',
      other: 'Object',
    },
    recent: { ontology: 'Ontology' },
    quickLaunch: { ontology: 'Ontology map' },
  },
};
