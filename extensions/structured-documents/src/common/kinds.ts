/**
 * The component kinds of a structured document (domain.md §3 "Component kinds"), as the ids the store,
 * the document-component contribution point and the container rules use. A plugin adds kinds of its own
 * (e.g. `callout`); these are the built-in ones.
 */
export const BUILT_IN_KINDS = [
  /** The structured document itself: the root of the element tree, placed in nothing. */
  'document',
  'paragraph',
  'section',
  'contentHolder',
  'semanticSearchResult',
  'orderedList',
  'unorderedList',
  'bibliography',
  'bibliographyItem',
  'glossary',
  'glossaryItem',
  'externalContent',
  'columns',
  'column',
  'documentMetadata',
  'generator',
  'table',
  'tableColumns',
  'tableColumn',
  'tableRows',
  'tableRow',
  'tableCell',
  'alphabetIndex',
  'alphabetIndexItem',
  'illustration',
  'illustrationList',
  'tableList',
  'composer',
] as const;

/** A built-in component kind's id. */
export type BuiltInKind = (typeof BUILT_IN_KINDS)[number];

/** The list-type containers (§5 "ordered or unordered list"; §4 "the first child of a list-type container starts"). */
export const LIST_KINDS: readonly BuiltInKind[] = ['orderedList', 'unorderedList'];

const builtIn: ReadonlySet<string> = new Set(BUILT_IN_KINDS);

/** Whether the id names a built-in kind (a plugin's kind or a typo does not). */
export function isBuiltInKind(kind: string): kind is BuiltInKind {
  return builtIn.has(kind);
}

/** Whether the kind is a list-type container: an ordered or unordered list. */
export function isListKind(kind: string): boolean {
  return kind === 'orderedList' || kind === 'unorderedList';
}
