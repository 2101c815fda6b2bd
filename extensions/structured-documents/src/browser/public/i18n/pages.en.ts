import type { pages as ru } from './pages.ru.ts';

/** The public page's texts (en), namespace `structured-documents.pages`, key `publicDoc`. */
export const pages: typeof ru = {
  loading: 'Loading the document…',
  notFound: 'Document not found',
  notFoundHint: 'It does not exist, or it is not published for everyone.',
  failed: 'Could not load the document: {{message}}',
  published: 'Publication “{{name}}”, {{date}}',
};
