import type { pages as ru } from './pages.ru.ts';

/** The publications part's page texts (en), namespace `documents.pages`. */
export const pages: typeof ru = {
  page: {
    title: 'Publications',
    create: 'Create a publication',
    newName: 'New publication',
    createFailed: 'Could not create the publication',
    view: 'View the publication',
    close: 'Close the publication',
  },
  form: {
    save: 'Save the code and annotation',
    revert: 'Revert',
    name: 'Name',
    code: 'Code',
    annotation: 'Annotation',
    public: 'Public',
    settings: 'Settings of automatic processing',
    settingsHint: 'Read-only',
  },
  links: {
    title: 'Published documents',
    empty: 'No documents in the publication yet',
    loadFailed: 'Could not load the publication tree',
    version: 'version {{version}}',
    up: 'Up: {{name}}',
    down: 'Down: {{name}}',
    remove: 'Remove from the publication: {{name}}',
    removeTitle: 'Remove “{{name}}” from the publication?',
    removeOne: 'The document stays; only its version leaves the publication.',
    removeWithChildren: 'The nested documents leave the publication too.',
    removeConfirm: 'Remove',
    document: 'Document',
    parent: 'Place under',
    root: 'Publication root',
    publish: 'Publish the current version',
    forbidden: 'You may not change the publication',
    failed: 'Could not change the publication',
  },
  history: {
    title: 'Publications of the document',
    empty: 'The document has not been published yet',
    loadFailed: 'Could not load the publication history',
  },
};
