/** The FCA part's labels (ru): the menu entry and the route titles. */
export const labels = {
  title: 'Анализ формальных понятий',
  menu: 'Анализ формальных понятий',
  contextTitle: 'Формальный контекст',
};
