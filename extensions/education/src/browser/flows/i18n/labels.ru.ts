/** The flows part's labels (namespace `education`, key `flows`): menu entries and route titles. */
export const labels = {
  title: 'Потоки',
  menu: 'Потоки',
  flowTitle: 'Поток',
  summaryTitle: 'Сводка потока',
  cardsTitle: 'Карточки студентов',
  cardsMenu: 'Карточки студентов',
};
