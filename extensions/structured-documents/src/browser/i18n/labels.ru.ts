/** The area's labels (Russian, the default), namespace `structured-documents`: menu entries and route titles. */
export const labelsRu = {
  list: { title: 'Структурированные документы', menu: 'Структурированные документы' },
  editor: { title: 'Редактор структурированного документа' },
};
