import type { labelsRu } from './labels.ru.ts';

/** The decision tables' labels, namespace `dmn`: menu entry, route titles, kinds. */
export const labelsEn: typeof labelsRu = {
  menu: 'Decision tables',
  title: 'Decision tables',
  tableTitle: 'Decision table',
  quickLaunch: 'Decision table',
  recent: 'Decision table',
};
