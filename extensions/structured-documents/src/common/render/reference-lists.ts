import { parseReferences } from '@ontobench/sdk/common';
import type { ElementState } from '../api.ts';
import { walk } from '../tree.ts';

/**
 * The lists built from the document (issue 16 item 5; domain.md §3 bibliography, glossary, alphabet
 * index): the bibliography's items sorted and numbered (citations link to them), the glossary's items
 * with the terms the document refers to that have no item yet, and the alphabet index of the document's
 * terms by first letter with the sections each appears in. Pure: the server's render and the browser
 * use the same lists. Disabled elements, and what they hold, count for nothing.
 */

/** Russian alphabet first, then Latin, then anything else; in each, `localeCompare('ru')`. */
export function compareTerms(a: string, b: string): number {
  const rank = (s: string) => (/^[А-Яа-яЁё]/.test(s) ? 0 : /^[A-Za-z]/.test(s) ? 1 : 2);
  return rank(a) - rank(b) || a.localeCompare(b, 'ru', { sensitivity: 'base' }) || a.localeCompare(b, 'ru');
}

/** One numbered bibliography entry. */
export interface BibliographyEntry {
  id: string;
  number: number;
  title: string;
  content: string;
}

const enabledChildren = (node: ElementState, kind: string) =>
  node.children.filter((c) => c.kind === kind && !c.disabled);
const textOf = (node: ElementState) => (node.title || node.content).trim();

/** A bibliography's items sorted by their text (author, then title, as written) and numbered from 1. */
export function bibliographyEntries(bibliography: ElementState): BibliographyEntry[] {
  return enabledChildren(bibliography, 'bibliographyItem')
    .sort((a, b) => compareTerms(textOf(a), textOf(b)))
    .map((item, i) => ({ id: item.id, number: i + 1, title: item.title, content: item.content }));
}

/** A section where a term appears: its id, numbering label and title. */
export interface TermPlace {
  id: string;
  label: string;
  title: string;
}

/** A term of the document: as first written, and the sections it appears in (document order). */
export interface DocumentTerm {
  term: string;
  places: TermPlace[];
}

/** Each enabled element with the nearest section it stands in (itself for a section), in document order. */
function* withSections(root: ElementState): Generator<{ node: ElementState; section: ElementState | null }> {
  const sectionOf = new Map<string, ElementState | null>([[root.id, null]]);
  const off = new Set<string>();
  for (const { node, parent } of walk(root)) {
    if (!parent) continue;
    if (node.disabled || off.has(parent.id)) {
      off.add(node.id);
      continue;
    }
    const section = node.kind === 'section' ? node : (sectionOf.get(parent.id) ?? null);
    sectionOf.set(node.id, section);
    yield { node, section };
  }
}

function addPlace(term: DocumentTerm, section: ElementState | null, labels: ReadonlyMap<string, string>): void {
  if (!section || term.places.some((p) => p.id === section.id)) return;
  term.places.push({ id: section.id, label: labels.get(section.id) ?? '', title: section.title });
}

/** The terms the document refers to (references' display names, bibliography citations left out), by lower-case name. */
export function referencedTerms(root: ElementState, labels: ReadonlyMap<string, string>): Map<string, DocumentTerm> {
  const terms = new Map<string, DocumentTerm>();
  for (const { node, section } of withSections(root)) {
    if (!node.content.includes(':')) continue;
    for (const s of parseReferences(node.content, () => undefined)) {
      const name = s.type === 'ref' && s.kind !== 'bibliography' ? s.name?.trim() : undefined;
      if (!name) continue;
      const key = name.toLocaleLowerCase('ru');
      const term = terms.get(key) ?? { term: name, places: [] };
      terms.set(key, term);
      addPlace(term, section, labels);
    }
  }
  return terms;
}

/** One glossary entry: an item's term and definition, or a term referred to with no item yet (`id` null). */
export interface GlossaryEntry {
  id: string | null;
  term: string;
  definition: string;
}

/** A glossary's items sorted by term, then the referenced terms that have no item, sorted. */
export function glossaryEntries(
  glossary: ElementState,
  referenced: ReadonlyMap<string, DocumentTerm>,
): GlossaryEntry[] {
  const items = enabledChildren(glossary, 'glossaryItem')
    .map((item) => ({ id: item.id as string | null, term: item.title.trim(), definition: item.content }))
    .filter((e) => e.term !== '')
    .sort((a, b) => compareTerms(a.term, b.term));
  const known = new Set(items.map((e) => e.term.toLocaleLowerCase('ru')));
  const missing = [...referenced.entries()]
    .filter(([key]) => !known.has(key))
    .map(([, t]) => ({ id: null, term: t.term, definition: '' }))
    .sort((a, b) => compareTerms(a.term, b.term));
  return [...items, ...missing];
}

/** One letter of the alphabet index with its terms. */
export interface IndexGroup {
  letter: string;
  terms: DocumentTerm[];
}

/**
 * The alphabet index: its own items' terms when it has any, else the document's terms (references and
 * glossary items' terms); each with the sections where it is referred to or written, grouped by first
 * letter (Russian, then Latin).
 */
export function alphabetIndexGroups(
  index: ElementState,
  root: ElementState,
  labels: ReadonlyMap<string, string>,
  referenced: ReadonlyMap<string, DocumentTerm> = referencedTerms(root, labels),
): IndexGroup[] {
  const own = enabledChildren(index, 'alphabetIndexItem').map((i) => i.title.trim());
  const glossaryTerms: string[] = [];
  for (const { node } of withSections(root))
    if (node.kind === 'glossaryItem' && node.title.trim()) glossaryTerms.push(node.title.trim());
  const names = own.some(Boolean) ? own : [...[...referenced.values()].map((t) => t.term), ...glossaryTerms];
  const terms = new Map<string, DocumentTerm>();
  for (const name of names.filter(Boolean)) {
    const key = name.toLocaleLowerCase('ru');
    if (!terms.has(key)) terms.set(key, { term: name, places: [...(referenced.get(key)?.places ?? [])] });
  }
  // Written in the text counts as well as referred to.
  for (const { node, section } of withSections(root)) {
    const text = `${node.title}\n${node.content}`.toLocaleLowerCase('ru');
    for (const [key, term] of terms) if (text.includes(key)) addPlace(term, section, labels);
  }
  const order = new Map<string, number>();
  for (const { node } of withSections(root)) if (node.kind === 'section') order.set(node.id, order.size);
  for (const term of terms.values()) term.places.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  const groups = new Map<string, DocumentTerm[]>();
  for (const term of [...terms.values()].sort((a, b) => compareTerms(a.term, b.term))) {
    const letter = term.term[0]!.toLocaleUpperCase('ru');
    groups.set(letter, [...(groups.get(letter) ?? []), term]);
  }
  return [...groups.entries()].map(([letter, list]) => ({ letter, terms: list }));
}
