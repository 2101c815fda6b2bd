import { formatReference, type Expansion, type ReferenceKind } from '@ontobench/sdk/common';

/** What the picker finds: the kinds of ontology terms and documents (docs/documents.md "Editor"). */
export type TermKind = 'class' | 'objectProperty' | 'dataProperty' | 'individual' | 'document';

/**
 * The reference kind (domain.md §5) each picked term is written with. A class is `class`, a document
 * `document`; properties and individuals are `ontology` terms: `property` and `scalar` are value
 * references (a property's value on an object, with the second UUID), which the picker does not make.
 */
export const REFERENCE_KIND: Readonly<Record<TermKind, ReferenceKind>> = {
  class: 'class',
  objectProperty: 'ontology',
  dataProperty: 'ontology',
  individual: 'ontology',
  document: 'document',
};

/** Characters other than these cannot stand in a display name (domain.md §5: letters, digits, …). */
const NOT_ALLOWED = /[^A-Za-zА-Яа-яЁё0-9\s_!#@'"«»„“”]/gu;

/**
 * A name as a reference's display name: the characters the syntax does not allow are left out (so
 * "Пицца (итальянская), 2-я" is "Пицца итальянская 2я"), runs of whitespace become one space. Empty when
 * nothing is left: the reference is then written without a display name and shows the target's name.
 */
export function displayName(name: string): string {
  return name.replace(NOT_ALLOWED, '').replace(/\s+/gu, ' ').trim();
}

/** The text the picker inserts: `:kind-uuid(name)`, with `!` when the target's content is to be expanded. */
export function referenceText(term: { kind: TermKind; id: string; name: string }, expand: Expansion): string {
  const name = displayName(term.name);
  return formatReference({
    kind: REFERENCE_KIND[term.kind],
    id: term.id.toLowerCase(),
    expand,
    ...(name ? { name } : {}),
  });
}
