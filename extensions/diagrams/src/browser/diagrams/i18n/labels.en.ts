import type { labels as ru } from './labels.ru.ts';

/** The diagrams' labels (menu entry, route titles, kinds). */
export const labels: typeof ru = {
  menu: 'Diagrams',
  title: 'Diagrams',
  diagramTitle: 'Diagram',
  quickLaunch: 'Diagram',
  recent: 'Diagram',
};
