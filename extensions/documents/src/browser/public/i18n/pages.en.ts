import type { pages as ru } from './pages.ru.ts';

/** The public part's page texts (en), namespace `documents.pages`. */
export const pages: typeof ru = {
  title: 'Document',
  treeTitle: 'Publication',
  notFound: 'Document not found',
  notFoundHint: 'The link is wrong, or the document is no longer public.',
  treeNotFound: 'Publication not found',
  chooseDocument: 'Choose a document in the tree on the left.',
  tree: 'Documents of the publication',
  word: 'Download .docx',
};
