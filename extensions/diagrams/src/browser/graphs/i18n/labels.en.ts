import type { labels as ru } from './labels.ru.ts';

/** The graphs' labels (menu entry, route titles, kinds). */
export const labels: typeof ru = {
  menu: 'Graphs',
  title: 'Graphs',
  graphTitle: 'Graph',
  quickLaunch: 'Graph',
  recent: 'Graph',
};
