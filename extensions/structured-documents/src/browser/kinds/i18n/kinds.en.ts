import type { kindEditors as ru } from './kinds.ru.ts';

/** The kinds' own editors and previews (en), namespace `structured-documents.pages`, key `kindEditors`. */
export const kindEditors: typeof ru = {
  settings: 'Settings: {{kind}}',
  preview: 'How it looks',
  previewEmpty: 'Nothing to show yet.',
  table: {
    showTitle: 'Show the title',
    maxWidth: 'Full page width',
    border: 'Borders',
    borders: { all: 'All', outer: 'Outer', inner: 'Inner', horizontal: 'Horizontal', none: 'No borders' },
    borderSize: 'Border width, px',
    borderSizeInvalid: 'A number of 0 or more is needed.',
    showHeaders: 'Show column headers',
    showInTableList: 'Include in the table list',
    markdownHeaderLevel: 'Heading level of the table title in {{format}} (0 — no heading)',
    markdownHeaderLevelInvalid: 'A whole number from 0 to 6 is needed.',
  },
  column: {
    align: 'Alignment',
    aligns: { left: 'Left', center: 'Center', right: 'Right', justify: 'Justify' },
    widthType: 'Width is given in',
    widthTypes: { px: 'pixels', percent: 'percent' },
    width: 'Width',
    widthHint: '−1 — no width set.',
    widthInvalid: 'A number of 0 or more, or −1 (no width set), is needed.',
  },
  cell: {
    rowspan: 'Rows spanned',
    colspan: 'Columns spanned',
    spanInvalid: 'A whole number of 1 or more is needed.',
  },
  generator: {
    mode: 'Mode',
    modes: { free: 'Free', table: 'Fills the table' },
    tableOnlyInEmptyTable: 'The “Fills the table” mode is possible only in an empty table.',
    tableNeedsTableMode: 'In a table a generator works only in the “Fills the table” mode.',
  },
  search: {
    columnTitle: 'Column title',
    label: 'Semantic search',
    hint: 'The name or id of a semantic search; its rows fill the component. In a free-mode generator the content is a row template: {{placeholder}} is replaced by that column’s value in the row.',
  },
  illustration: {
    width: 'Width, px',
    widthInvalid: 'A number greater than 0 is needed.',
    detected: 'The content is recognised as: {{type}}',
    types: {
      markdownImage: 'a {{format}} image',
      url: 'an image URL',
      dataImage: 'an embedded image',
      relativePath: 'a relative file path',
      mermaid: 'a {{format}} diagram',
      taxonomy: 'a taxonomy',
      discourse: 'a discourse',
      diagram: 'a diagram',
      unknown: 'not recognised (shown as text)',
    },
  },
  external: {
    url: 'Address of the external content',
    urlHint: 'An address starting with {{schemes}}.',
    urlInvalid: 'An address starting with {{schemes}} is needed.',
  },
  refused: 'The document did not accept the change.',
};
