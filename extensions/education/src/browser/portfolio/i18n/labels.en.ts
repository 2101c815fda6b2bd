import type { labels as ru } from './labels.ru.ts';

export const labels: typeof ru = {
  menu: 'Portfolio',
  title: 'Portfolio projects',
  projectTitle: 'Portfolio project',
};
