import type { labels as ru } from './labels.ru.ts';

export const labels: typeof ru = {
  menu: 'Learning units',
  title: 'Learning units',
};
