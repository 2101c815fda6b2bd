/** The diagrams' labels (menu entry, route titles, kinds). */
export const labels = {
  menu: 'Диаграммы',
  title: 'Диаграммы',
  diagramTitle: 'Диаграмма',
  quickLaunch: 'Диаграмма',
  recent: 'Диаграмма',
};
