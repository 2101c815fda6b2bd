/** The rules part's labels (en). */
export const labels = {
  title: 'OWL rules',
  menu: 'OWL rules',
  editorTitle: 'OWL rule',
  quickLaunch: 'OWL rule',
  recent: 'OWL rule',
};
