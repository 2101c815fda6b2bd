/** The portfolio part's labels (namespace `education`, key `portfolio`). */
export const labels = {
  menu: 'Портфолио',
  title: 'Проекты портфолио',
  projectTitle: 'Проект портфолио',
};
