import type { BuiltInKind } from './kinds.ts';

/**
 * The §5 container table as data (domain.md §5 "Structured document containers"), apart from the rules
 * that read it (containers.ts): the kinds' contributions (browser/contributions/kinds.ts) carry these rows
 * in the area's eager part, which should hold data only.
 */

/** §5 content holder row: document, column, section, ordered or unordered list, table cell, composer. */
const CONTENT_HOLDER_PLACES: readonly BuiltInKind[] = [
  'document',
  'column',
  'section',
  'orderedList',
  'unorderedList',
  'tableCell',
  'composer',
];

/** §5 generator, free mode: in content holder, section, lists, external content, columns. */
const GENERATOR_FREE_PLACES: readonly BuiltInKind[] = [
  'contentHolder',
  'section',
  'orderedList',
  'unorderedList',
  'externalContent',
  'columns',
];

/**
 * The §5 table as data, one row per kind. Kinds the table does not name are placed like a content holder
 * ("content-holder-like": they hold or show content where a content holder may stand): paragraph,
 * illustration, columns, table, bibliography, glossary, alphabet index, illustration list, table list,
 * document metadata, composer. The table's own parts `tableColumns` and `tableRows` go in a table only.
 * The document is the root and goes in nothing.
 */
export const ALLOWED_IN: Readonly<Record<BuiltInKind, readonly BuiltInKind[]>> = {
  document: [],
  contentHolder: CONTENT_HOLDER_PLACES,
  semanticSearchResult: CONTENT_HOLDER_PLACES.filter((k) => k !== 'tableCell'),
  section: ['document', 'column', 'section', 'composer'],
  orderedList: CONTENT_HOLDER_PLACES,
  unorderedList: CONTENT_HOLDER_PLACES,
  bibliographyItem: ['bibliography'],
  glossaryItem: ['glossary'],
  column: ['columns'],
  tableColumn: ['table', 'tableColumns'],
  tableRow: ['table', 'tableRows'],
  tableCell: ['tableRow'],
  alphabetIndexItem: ['alphabetIndex'],
  externalContent: ['document', 'column', 'section', 'tableCell', 'composer'],
  generator: [...GENERATOR_FREE_PLACES, 'table'],
  tableColumns: ['table'],
  tableRows: ['table'],
  // Not named by §5: placed like a content holder (see above).
  paragraph: CONTENT_HOLDER_PLACES,
  illustration: CONTENT_HOLDER_PLACES,
  columns: CONTENT_HOLDER_PLACES,
  table: CONTENT_HOLDER_PLACES,
  bibliography: CONTENT_HOLDER_PLACES,
  glossary: CONTENT_HOLDER_PLACES,
  alphabetIndex: CONTENT_HOLDER_PLACES,
  illustrationList: CONTENT_HOLDER_PLACES,
  tableList: CONTENT_HOLDER_PLACES,
  documentMetadata: CONTENT_HOLDER_PLACES,
  composer: CONTENT_HOLDER_PLACES,
};
