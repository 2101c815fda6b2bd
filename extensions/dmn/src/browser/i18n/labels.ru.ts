/** The decision tables' labels, namespace `dmn`: menu entry, route titles, kinds. */
export const labelsRu = {
  menu: 'Таблицы решений',
  title: 'Таблицы решений',
  tableTitle: 'Таблица решений',
  quickLaunch: 'Таблица решений',
  recent: 'Таблица решений',
};
