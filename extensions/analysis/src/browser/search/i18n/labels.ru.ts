/** The search part's labels (ru): the menu entry, the route titles, the quick-launch kind and the recent link. */
export const labels = {
  title: 'Семантический поиск',
  menu: 'Семантический поиск',
  designerTitle: 'Семантический поиск',
  tableTitle: 'Семантическая таблица',
  quickLaunch: 'Семантический поиск',
  recent: 'Семантический поиск',
};
