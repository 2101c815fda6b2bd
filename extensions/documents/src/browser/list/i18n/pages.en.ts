import type { pages as ru } from './pages.ru.ts';

/** The list part's page texts (en), namespace `documents.pages`. */
export const pages: typeof ru = {
  title: 'Documents',
  create: {
    button: 'Create document',
    title: 'New document',
    name: 'Name',
    nameRequired: 'Enter a name',
    submit: 'Create',
    cancel: 'Cancel',
    failed: 'The document could not be created',
  },
  column: { name: 'Name', code: 'Code', status: 'Status', stage: 'Stage', author: 'Author', created: 'Date' },
  filter: { subjectArea: 'Subject area' },
  action: {
    delete: 'Delete',
    deleteTitle: 'Delete the document “{{name}}”?',
    deleteMessage: 'The document and its comments will be deleted.',
    deleteFailed: 'The document could not be deleted',
  },
};
