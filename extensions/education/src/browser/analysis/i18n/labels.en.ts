import type { labels as ru } from './labels.ru.ts';

/** The analysis part's labels in English. */
export const labels: typeof ru = {
  menu: 'Student profile analysis',
  title: 'Student profile analysis',
};
