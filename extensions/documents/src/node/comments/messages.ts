/**
 * What the comments, publications and manuals calls answer on a refusal (Russian, the interface's default;
 * the browser shows its own translated text by status). Missing and forbidden answer alike, so an id
 * reveals nothing.
 */
export const MESSAGES = {
  documentNotFound: 'Документ не найден',
  commentNotFound: 'Комментарий не найден',
  textLength: 'Текст комментария: от 1 до 10 000 символов',
  badParent: 'Ответ возможен только на комментарий того же документа',
  badRange: 'Неверный диапазон текста',
  nothingToChange: 'Нечего изменить: передайте text или completed',
  onlyAuthorEdits: 'Изменить текст комментария может только его автор',
  cannotComplete: 'Завершить комментарий может его автор или тот, кто может изменять документ',
  cannotRemove: 'Удалить комментарий может его автор или тот, кто может изменять документ',
  badDocumentIds: 'documentIds: список из не более чем 200 идентификаторов',
} as const;
