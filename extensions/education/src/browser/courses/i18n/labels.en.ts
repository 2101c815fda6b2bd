import type { labels as ru } from './labels.ru.ts';

export const labels: typeof ru = {
  menu: 'Courses',
  title: 'Courses',
};
