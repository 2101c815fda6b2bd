/** Texts every part's pages use (ru). */
export const shared = {
  retry: 'Повторить',
  previous: 'Назад',
  next: 'Вперёд',
  page: 'Страница {{page}} из {{pages}}',
  save: 'Сохранить',
  create: 'Создать',
  cancel: 'Отмена',
  delete: 'Удалить',
  edit: 'Изменить',
  yes: 'да',
  no: 'нет',
  search: 'Найти',
  reset: 'Сбросить',
};
