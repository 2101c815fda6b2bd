import type { labels as ru } from './labels.ru.ts';

export const labels: typeof ru = {
  title: 'Flows',
  menu: 'Flows',
  flowTitle: 'Flow',
  summaryTitle: 'Flow summary',
  cardsTitle: 'Student cards',
  cardsMenu: 'Student cards',
};
