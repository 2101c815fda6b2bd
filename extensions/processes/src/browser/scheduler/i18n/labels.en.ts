import type { labels as ru } from './labels.ru.ts';

/** The scheduler part's labels in English. */
export const labels: typeof ru = {
  menu: 'Scheduler',
  title: 'Scheduler',
};
