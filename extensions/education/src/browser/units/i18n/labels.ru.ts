/** The units part's labels (namespace `education`, key `units`). */
export const labels = {
  menu: 'Учебные единицы',
  title: 'Учебные единицы',
};
