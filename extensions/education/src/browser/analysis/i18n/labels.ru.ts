/** The analysis part's labels (namespace `education`, key `analysis`). */
export const labels = {
  menu: 'Анализ профилей студентов',
  title: 'Анализ профилей студентов',
};
