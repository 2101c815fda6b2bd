/** The rules part's labels (ru): the menu entry, route titles, the quick-launch kind and the recent-link type. */
export const labels = {
  title: 'OWL-правила',
  menu: 'OWL-правила',
  editorTitle: 'OWL-правило',
  quickLaunch: 'OWL-правило',
  recent: 'OWL-правило',
};
