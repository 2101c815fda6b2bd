/** The index page's texts (ru), namespace `structured-documents.pages`. */
export const pages = {
  title: 'Структурированные документы',
  loading: 'Загрузка документов…',
  empty: 'Структурированных документов пока нет.',
  emptyHint: 'Создайте первый: кнопка «Создать документ».',
  failed: 'Не удалось загрузить документы: {{message}}',
  reload: 'Повторить',
  open: 'Открыть в редакторе: {{name}}',
  created: 'Создан {{date}}',
  create: {
    button: 'Создать документ',
    title: 'Новый структурированный документ',
    name: 'Название',
    nameRequired: 'Введите название',
    submit: 'Создать',
    cancel: 'Отмена',
    failed: 'Не удалось создать документ',
  },
};
