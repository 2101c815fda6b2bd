import type { pages as ru } from './pages.ru.ts';

/** The viewer part's page texts (en), namespace `documents.pages`. */
export const pages: typeof ru = {
  title: 'Document',
  loading: 'Loading the document…',
  notFound: 'Document not found',
  notFoundHint: 'It does not exist, or you have no access to it.',
  failed: 'The document could not be loaded: {{message}}',
  retry: 'Retry',
  edit: 'Edit',
  empty: 'The document has no text yet.',
  side: { label: 'Comments and publications', comments: 'Comments', publications: 'Publications' },
  toc: {
    title: 'Contents',
    empty: 'The document has no headings.',
    hide: 'Hide contents',
    show: 'Show contents',
    resize: 'Contents width',
  },
  field: {
    code: 'Code',
    status: 'Status',
    stage: 'Stage',
    author: 'Author',
    editor: 'Editor',
    created: 'Created',
    version: 'Version',
    connections: 'Connections',
    subjectAreas: 'Subject areas',
    public: 'Public link',
  },
};
