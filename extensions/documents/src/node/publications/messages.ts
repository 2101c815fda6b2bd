/** What the publications calls answer on a refusal (Russian, the default; missing and forbidden alike). */
export const PUBLICATION_MESSAGES = {
  publicationNotFound: 'Публикация не найдена',
  documentNotFound: 'Документ не найден',
  cannotChange: 'Изменять публикацию может её автор или редактор',
  badParent: 'Родительская ссылка должна принадлежать этой публикации',
  badOrder: 'order: целое число от 0 до 1 000 000',
  badDocument: 'documentId: идентификатор документа',
} as const;
