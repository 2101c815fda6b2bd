import type { shared as ru } from './i18n.ru.ts';

/** Texts every part's pages use (en). */
export const shared: typeof ru = {
  retry: 'Retry',
  previous: 'Previous',
  next: 'Next',
  page: 'Page {{page}} of {{pages}}',
  save: 'Save',
  create: 'Create',
  cancel: 'Cancel',
  delete: 'Delete',
  edit: 'Edit',
  yes: 'yes',
  no: 'no',
  search: 'Search',
  reset: 'Reset',
};
