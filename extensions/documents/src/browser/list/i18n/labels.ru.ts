/** The list part's labels (ru): menu entries, quick-launch and command names (namespace `documents`). */
export const labels = {
  menuGroup: 'Документы',
  menu: { docs: 'Документы', publications: 'Публикации', comments: 'Комментарии' },
};
