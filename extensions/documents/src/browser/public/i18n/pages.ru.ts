/** The public part's page texts (ru), namespace `documents.pages`. */
export const pages = {
  title: 'Документ',
  treeTitle: 'Публикация',
  notFound: 'Документ не найден',
  notFoundHint: 'Ссылка неверна, или документ больше не публичный.',
  treeNotFound: 'Публикация не найдена',
  chooseDocument: 'Выберите документ в дереве слева.',
  tree: 'Документы публикации',
  word: 'Скачать .docx',
};
