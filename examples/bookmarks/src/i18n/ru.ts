/** Russian texts (the default and fallback language). */
export const ru = {
  menu: 'В закладки',
  command: 'Добавить страницу в закладки',
  recentType: 'Закладка',
  tagKind: 'Тег',
  added: 'Страница «{{name}}» добавлена в закладки',
  untitled: 'Страница {{path}}',
};
