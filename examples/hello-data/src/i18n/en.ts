import type { ru } from './ru.ts';

/** English texts: the same keys as the Russian set (a missing key is a type error). */
export const en: Record<keyof typeof ru, string> = {
  title: 'Hello data',
  menu: 'Hello data',
  lead: 'The ontology classes you can see, read through the data API.',
  loading: 'Loading classes…',
  empty: 'You cannot see any class yet',
  error: 'Could not read the classes: {{message}}',
  retry: 'Retry',
  count_one: '{{count}} class visible',
  count_few: '{{count}} classes visible',
  count_many: '{{count}} classes visible',
  count_other: '{{count}} classes visible',
  shown: 'The first {{shown}} are shown',
  unnamed: '(no name)',
};
