/** The editor part's labels (ru): menu entries, quick-launch and command names (namespace `documents`). */
export const labels = {
  title: 'Редактор документа',
};
