import { kinds } from '../editor/i18n/kinds.ru.ts';

/** The area's labels (Russian, the default), namespace `structured-documents`: menu entries and route titles. */
export const labelsRu = {
  list: { title: 'Структурированные документы', menu: 'Структурированные документы' },
  /** The component kinds' names: the `labelKey`s of the kinds the area contributes (contributions/kinds.ts). */
  kinds,
  editor: { title: 'Редактор структурированного документа' },
  viewer: { title: 'Структурированный документ', elementTitle: 'Переход к элементу документа' },
  compare: { title: 'Сравнение публикаций' },
  publicDoc: { title: 'Опубликованный документ' },
  builder: { title: 'Конструктор структурированных документов', menu: 'Конструктор документов' },
};
