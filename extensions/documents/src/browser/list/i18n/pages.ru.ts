/** The list part's page texts (ru), namespace `documents.pages`. */
export const pages = {
  title: 'Документы',
  create: {
    button: 'Создать документ',
    title: 'Новый документ',
    name: 'Название',
    nameRequired: 'Введите название',
    submit: 'Создать',
    cancel: 'Отмена',
    failed: 'Не удалось создать документ',
  },
  column: { name: 'Название', code: 'Шифр', status: 'Статус', stage: 'Стадия', author: 'Автор', created: 'Дата' },
  filter: { subjectArea: 'Предметная область' },
  action: {
    delete: 'Удалить',
    deleteTitle: 'Удалить документ «{{name}}»?',
    deleteMessage: 'Документ и его комментарии будут удалены.',
    deleteFailed: 'Не удалось удалить документ',
  },
};
