import type { TermKind } from '../../../common/explore.ts';
import type { OntologyState, TermBase } from '../../../common/state.ts';

export interface GlossaryEntry {
  id: string;
  name: string;
  kind: Exclude<TermKind, 'ontology' | 'other'>;
  description: string | null;
  synonyms: string[];
  labels: string[];
  /** The index letter: the first letter, upper case; '#' for names that start with anything else. */
  letter: string;
}

const collator = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });

/** The index letter of a name: its first letter in upper case, or '#' for a digit, sign or nothing. */
export function letterOf(name: string): string {
  const first = name.trim().charAt(0);
  return /\p{L}/u.test(first) ? first.toLocaleUpperCase('ru') : '#';
}

/**
 * The glossary of an ontology: every class, property and individual in alphabetical order (the Russian
 * collation, case and accents ignored). Synonyms come from the state's terms, or from `synonyms` when
 * the state does not carry them.
 */
export function glossaryEntries(state: OntologyState, synonyms?: ReadonlyMap<string, string[]>): GlossaryEntry[] {
  const entry = (kind: GlossaryEntry['kind']) => (term: TermBase) => ({
    id: term.id,
    name: term.name,
    kind,
    description: term.description ?? null,
    synonyms: term.synonyms?.length ? term.synonyms : (synonyms?.get(term.id) ?? []),
    labels: term.labels ?? [],
    letter: letterOf(term.name),
  });
  return [
    ...state.classes.map(entry('class')),
    ...state.objectProperties.map(entry('objectProperty')),
    ...state.dataProperties.map(entry('dataProperty')),
    ...state.individuals.map(entry('individual')),
  ].sort((a, b) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id));
}

/** The letters that have entries, in the entries' order ('#' first when present). */
export function letterIndex(entries: readonly GlossaryEntry[]): string[] {
  const letters = [...new Set(entries.map((e) => e.letter))];
  return letters.sort((a, b) => (a === '#' ? -1 : b === '#' ? 1 : collator.compare(a, b)));
}

/** Entries whose name, a synonym, a label or the description contains the text, ignoring case. */
export function filterEntries(entries: readonly GlossaryEntry[], text: string): GlossaryEntry[] {
  const needle = text.trim().toLocaleLowerCase('ru');
  if (needle === '') return [...entries];
  const has = (s: string | null) => !!s && s.toLocaleLowerCase('ru').includes(needle);
  return entries.filter((e) => has(e.name) || e.synonyms.some(has) || e.labels.some(has) || has(e.description));
}
