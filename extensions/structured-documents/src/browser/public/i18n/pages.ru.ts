/** The public page's texts (ru), namespace `structured-documents.pages`, key `publicDoc`. */
export const pages = {
  loading: 'Загрузка документа…',
  notFound: 'Документ не найден',
  notFoundHint: 'Его нет, или он не опубликован для всех.',
  failed: 'Не удалось загрузить документ: {{message}}',
  published: 'Публикация «{{name}}», {{date}}',
};
