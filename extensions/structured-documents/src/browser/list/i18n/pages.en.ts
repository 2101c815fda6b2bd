import type { pages as ru } from './pages.ru.ts';

/** The index page's texts (en), namespace `structured-documents.pages`. */
export const pages: typeof ru = {
  title: 'Structured documents',
  loading: 'Loading documents…',
  empty: 'There are no structured documents yet.',
  emptyHint: 'Create the first one with “Create document”.',
  failed: 'The documents could not be loaded: {{message}}',
  reload: 'Retry',
  open: 'Open in the editor: {{name}}',
  quickView: 'Quick view of “{{name}}”',
  read: 'Read “{{name}}”',
  created: 'Created {{date}}',
  create: {
    button: 'Create document',
    title: 'New structured document',
    name: 'Name',
    nameRequired: 'Enter a name',
    submit: 'Create',
    cancel: 'Cancel',
    failed: 'The document could not be created',
    documentClass: 'Document class',
    documentClassHint: 'The class decides which components the insert menu offers.',
    noClass: 'No class: every component',
  },
};
