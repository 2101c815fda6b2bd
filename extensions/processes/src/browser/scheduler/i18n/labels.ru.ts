/** The scheduler part's labels (namespace `processes`, key `scheduler`). */
export const labels = {
  menu: 'Планировщик',
  title: 'Планировщик',
};
