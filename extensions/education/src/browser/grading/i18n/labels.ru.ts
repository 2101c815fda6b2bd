/** The grading part's labels (namespace `education`, key `grading`): menu entries and route titles. */
export const labels = {
  awaitingTitle: 'Ожидают оценки',
  awaitingMenu: 'Ожидают оценки',
  ratingTitle: 'Рейтинг студентов',
  ratingMenu: 'Рейтинг',
  activeTitle: 'Активные студенты',
  activeMenu: 'Активные студенты',
  counter: {
    some: 'Ожидают оценки: {{count}}',
    none: 'Ожидают оценки: нет работ',
    failed: 'Не удалось узнать, сколько работ ждут оценки',
  },
};
