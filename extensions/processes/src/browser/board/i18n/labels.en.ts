import type { labels as ru } from './labels.ru.ts';

/** The board part's labels in English. */
export const labels: typeof ru = {
  menu: 'Life-cycle board',
  title: 'Life-cycle board',
};
