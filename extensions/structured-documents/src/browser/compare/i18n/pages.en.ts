import type { pages as ru } from './pages.ru.ts';

/** The compare page's texts (en), namespace `structured-documents.pages`, key `compare`. */
export const pages: typeof ru = {
  title: 'Compare publications',
  loading: 'Loading the publications…',
  notFound: 'Publications not found',
  notFoundHint: 'They do not exist, are of another document, or you may not read them.',
  failed: 'Could not load the publications: {{message}}',
  older: 'Before: “{{name}}”, {{date}}',
  newer: 'After: “{{name}}”, {{date}}',
  back: 'Back to the document',
  onlyChanges: 'Only changes',
  noChanges: 'The publications are the same.',
  legend: 'Legend',
  column: { element: 'Element', before: 'Before', after: 'After', change: 'Change' },
  change: {
    added: 'Added',
    removed: 'Removed',
    changed: 'Changed',
    moved: 'Moved',
    same: 'Unchanged',
  },
  count: {
    added: 'Added: {{count}}',
    removed: 'Removed: {{count}}',
    changed: 'Changed: {{count}}',
    moved: 'Moved: {{count}}',
  },
  fields: 'Fields: {{fields}}',
  field: {
    title: 'title',
    content: 'content',
    settings: 'settings',
    numberingStrategy: 'numbering',
    startNumber: 'start number',
    numberingSetAlias: 'numbering set',
    highlight: 'highlight',
    logicalLevel: 'logical level',
    disabled: 'disabled',
    extraClasses: 'style classes',
  },
};
