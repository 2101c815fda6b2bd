/** The search part's labels (en): the menu entry, the route titles, the quick-launch kind and the recent link. */
export const labels = {
  title: 'Semantic search',
  menu: 'Semantic search',
  designerTitle: 'Semantic search',
  tableTitle: 'Semantic table',
  quickLaunch: 'Semantic search',
  recent: 'Semantic search',
};
