/** The tags part's labels (namespace `collaboration`, key `tags`). */
export const labels = {
  menu: 'Теги',
  title: 'Теги',
  create: 'Создать тег',
  manage: 'Управление тегами',
};
