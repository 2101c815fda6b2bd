/** The board part's labels (namespace `processes`, key `board`). */
export const labels = {
  menu: 'Доска жизненного цикла',
  title: 'Доска жизненного цикла',
};
