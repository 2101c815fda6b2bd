import type { ru } from './ru.ts';

type Same<T> = { [K in keyof T]: T[K] extends string ? string : Same<T[K]> };

export const en: Same<typeof ru> = {
  menu: { home: 'Home', welcome: 'Welcome' },
  home: {
    title: 'Home',
    greeting: '{{customer}} workbench',
    lead: 'Build ontologies, search by meaning, keep documents, diagrams and courses — all in one window.',
    sections: 'Sections',
    sectionsCount_one: '{{count}} section available',
    sectionsCount_few: '{{count}} sections available',
    sectionsCount_many: '{{count}} sections available',
    sectionsCount_other: '{{count}} sections available',
    noSections: 'No other sections yet: extensions will add them.',
    today: 'Today is {{date}}',
  },
  welcome: {
    title: 'Welcome',
    heading: 'Welcome to {{product}}',
    text: 'Ontologies, semantic search, documents, diagrams and learning live here. Open a section from the menu on the left, or press Ctrl+O to find an object quickly.',
    start: 'Get started',
    openOnStart: 'Open the welcome page at sign-in',
  },
  object: {
    title: 'Object',
    kind: 'Ontology class',
    loading: 'Loading the object…',
    failed: 'Could not open the object: {{message}}',
    notFound: 'The object does not exist or is not available to you.',
    fields: 'Properties',
    noFields: 'The object has no values yet.',
  },
};
