import { BUILT_IN_KINDS } from './kinds.ts';

/**
 * The builder's rules for the kinds a document class offers (issue 16 item 8; domain.md §6 "Builder of
 * structured documents is admin only"): which kinds may be offered, which others each one needs, and the
 * groups the builder shows them in. Pure: the builder's page and the server's class calls use the same code.
 */

/** Every kind a class may offer: the built-in kinds but the root (`document` is the document itself). */
export const OFFERABLE_KINDS: readonly string[] = BUILT_IN_KINDS.filter((k) => k !== 'document');

/**
 * What a kind needs to be of use: a table its parts, a list its items, columns a column, a bibliography,
 * glossary or alphabet index its items. Offering the kind offers these too.
 */
export const REQUIRED_KINDS: Readonly<Record<string, readonly string[]>> = {
  table: ['tableColumns', 'tableRows'],
  tableColumns: ['tableColumn'],
  tableRows: ['tableRow'],
  tableRow: ['tableCell'],
  columns: ['column'],
  orderedList: ['contentHolder'],
  unorderedList: ['contentHolder'],
  bibliography: ['bibliographyItem'],
  glossary: ['glossaryItem'],
  alphabetIndex: ['alphabetIndexItem'],
};

/**
 * The kinds with everything they need (transitively), without repeats, in the order of `order` (the
 * built-in order unless told); kinds `order` does not name (a plugin's) follow in the order given.
 */
export function withRequiredKinds(kinds: readonly string[], order: readonly string[] = OFFERABLE_KINDS): string[] {
  const found = new Set<string>();
  const add = (kind: string) => {
    if (found.has(kind)) return;
    found.add(kind);
    for (const needed of REQUIRED_KINDS[kind] ?? []) add(needed);
  };
  kinds.forEach(add);
  const known = order.filter((k) => found.has(k));
  return [...known, ...[...found].filter((k) => !order.includes(k))];
}

/** The kinds of the list that are not offerable (unknown ids, the root `document`): a save with any is refused. */
export function unknownKinds(kinds: readonly string[], offerable: readonly string[] = OFFERABLE_KINDS): string[] {
  return kinds.filter((k) => !offerable.includes(k));
}

/** A group of kinds as the builder shows them. */
export interface KindGroup {
  id: 'text' | 'structure' | 'tables' | 'illustrations' | 'references' | 'generated';
  kinds: readonly string[];
}

/** The built-in kinds in the builder's groups (each offerable kind in exactly one). */
export const KIND_GROUPS: readonly KindGroup[] = [
  { id: 'text', kinds: ['paragraph', 'contentHolder', 'orderedList', 'unorderedList', 'externalContent'] },
  { id: 'structure', kinds: ['section', 'columns', 'column', 'composer', 'documentMetadata'] },
  { id: 'tables', kinds: ['table', 'tableColumns', 'tableColumn', 'tableRows', 'tableRow', 'tableCell', 'tableList'] },
  { id: 'illustrations', kinds: ['illustration', 'illustrationList'] },
  {
    id: 'references',
    kinds: ['bibliography', 'bibliographyItem', 'glossary', 'glossaryItem', 'alphabetIndex', 'alphabetIndexItem'],
  },
  { id: 'generated', kinds: ['generator', 'semanticSearchResult'] },
];

/**
 * The index of the diff's first insert of a kind the document's class does not offer, or -1 (every kind
 * is offered when `offered` is null). Moves, updates and deletes of elements already there are not
 * refused: a class changed later leaves the documents of it as they were.
 */
export function firstNotOffered(
  diff: readonly { op: string; kind?: string }[],
  offered: readonly string[] | null,
): number {
  if (!offered) return -1;
  return diff.findIndex((op) => op.op === 'insert' && !offered.includes(op.kind ?? ''));
}
