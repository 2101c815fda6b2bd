/** The graphs' labels (menu entry, route titles, kinds). */
export const labels = {
  menu: 'Графы',
  title: 'Графы',
  graphTitle: 'Граф',
  quickLaunch: 'Граф',
  recent: 'Граф',
};
