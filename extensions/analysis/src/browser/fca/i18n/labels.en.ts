/** The FCA part's labels (en). */
export const labels = {
  title: 'Formal concept analysis',
  menu: 'Formal concept analysis',
  contextTitle: 'Formal context',
};
