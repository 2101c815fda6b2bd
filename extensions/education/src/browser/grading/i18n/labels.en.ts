import type { labels as ru } from './labels.ru.ts';

export const labels: typeof ru = {
  awaitingTitle: 'Awaiting grades',
  awaitingMenu: 'Awaiting grades',
  ratingTitle: 'Students’ rating',
  ratingMenu: 'Rating',
  activeTitle: 'Active students',
  activeMenu: 'Active students',
  counter: {
    some: 'Awaiting grades: {{count}}',
    none: 'Awaiting grades: no work',
    failed: 'Could not count the work awaiting grades',
  },
};
