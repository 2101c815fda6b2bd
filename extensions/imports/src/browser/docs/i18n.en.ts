import type { pages as ru } from './i18n.ru.ts';

export const pages: typeof ru = {
  title: 'Document import',
  intro:
    'A Word (.docx) or Markdown (.md) file becomes a document of the Documents area: headings, paragraphs, emphasis, links, lists and tables. The document is named after its first heading or the file.',
  file: {
    label: '.docx or .md files',
    hint: 'You may choose several files: each becomes a document of its own. At most 20 MB.',
    wrongType: 'Word (.docx) and Markdown (.md) files are supported',
    tooLarge: 'The file is larger than {{mb}} MB',
  },
  empty: 'No files chosen',
  emptyHint: 'Choose a .docx or .md document: you will see what it becomes first.',
  checking: 'Checking the file…',
  refused: 'The file cannot be imported: {{message}}',
  failed: 'The import failed, nothing was written: {{message}}',
  format: { docx: 'Word (.docx)', markdown: 'Markdown' },
  preview: {
    name: 'Document name: {{name}}',
    counts: 'Headings: {{headings}}, paragraphs: {{paragraphs}}, tables: {{tables}}, images: {{images}}',
    outline: 'Headings of the document',
    noHeadings: 'The document has no headings',
    warnings: 'Notes',
  },
  actions: {
    run_one: 'Import {{count}} file',
    run_few: 'Import {{count}} files',
    run_many: 'Import {{count}} files',
    run_other: 'Import {{count}} files',
    running: 'Importing…',
    remove: 'Remove',
    clear: 'Clear the list',
  },
  remove: 'Remove the file "{{name}}" from the list',
  done: 'Document "{{name}}" created.',
  open: 'Open the document',
  results: 'All imports',
};
