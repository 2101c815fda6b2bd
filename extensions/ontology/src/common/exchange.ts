/**
 * What the exchange part's server and browser halves share: the file formats of import and export,
 * and the reply of `POST /api/ontologyDiff/diff` (domain.md §7: errors, warnings, stats, diff).
 */
export type ExchangeFormat = 'turtle' | 'rdfxml' | 'json';
export const EXCHANGE_FORMATS: readonly ExchangeFormat[] = ['turtle', 'rdfxml', 'json'];

/** File name extension and media type of each export format. */
export const FORMAT_FILES: Record<ExchangeFormat, { ext: string; type: string }> = {
  turtle: { ext: 'ttl', type: 'text/turtle; charset=utf-8' },
  rdfxml: { ext: 'owl', type: 'application/rdf+xml; charset=utf-8' },
  json: { ext: 'json', type: 'application/json; charset=utf-8' },
};

/** The format of a file by its name, then by its first characters; null when neither tells. */
export function detectFormat(fileName: string | undefined, text: string): ExchangeFormat | null {
  const ext = fileName?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (ext === 'ttl' || ext === 'nt' || ext === 'n3') return 'turtle';
  if (ext === 'rdf' || ext === 'owl' || ext === 'xml') return 'rdfxml';
  if (ext === 'json') return 'json';
  const head = text.replace(/^\uFEFF/, '').trimStart();
  if (head.startsWith('{')) return 'json';
  if (head.startsWith('<?xml') || head.startsWith('<rdf:RDF') || head.startsWith('<!DOCTYPE')) return 'rdfxml';
  if (/^(@prefix|@base|PREFIX|BASE|<[^>]*>\s*<|#)/i.test(head)) return 'turtle';
  return null;
}

/** How many statements of one predicate (an IRI): the axioms an import kept, or what it lost. */
export interface PredicateCount {
  predicate: string;
  count: number;
}

/**
 * What an RDF import kept beyond the model (issue 14 item 6): the statements stored as the ontology's
 * axioms, and those an export would not give back (also named in the warnings), by predicate.
 */
export interface ImportFidelity {
  axioms: { total: number; byPredicate: PredicateCount[] };
  lost: { total: number; byPredicate: PredicateCount[] };
}

/**
 * What an RDF export left out (issue 14): the axioms about terms deleted in the editor. Sent beside the
 * file in the `EXPORT_WARNINGS_HEADER` header, as percent-encoded JSON (a header is ASCII).
 */
export interface ExportWarnings {
  droppedAxioms?: {
    /** How many statements were left out. */
    statements: number;
    /** How many deleted terms they were about. */
    terms: number;
    /** The first of those terms' IRIs (at most `EXPORT_WARNING_IRIS`), sorted. */
    iris: string[];
  };
}
export const EXPORT_WARNINGS_HEADER = 'x-export-warnings';
export const EXPORT_WARNING_IRIS = 20;

/** The four categories of terms a diff compares. */
export type DiffCategory = 'classes' | 'objectProperties' | 'dataProperties' | 'individuals';
export const DIFF_CATEGORIES: readonly DiffCategory[] = [
  'classes',
  'objectProperties',
  'dataProperties',
  'individuals',
];

/** Fields compared per term; `ignoredProps` names any of them to leave out. */
export type DiffField =
  | 'name'
  | 'labels'
  | 'description'
  | 'parents'
  | 'domain'
  | 'range'
  | 'baseType'
  | 'multiple'
  | 'class'
  | 'values'
  | 'links';
export const DIFF_FIELDS: readonly DiffField[] = [
  'name',
  'labels',
  'description',
  'parents',
  'domain',
  'range',
  'baseType',
  'multiple',
  'class',
  'values',
  'links',
];

export type DiffStatus = 'added' | 'removed' | 'changed' | 'unchanged';

/** One field that differs; values are shown as text (references by the name of the term). */
export interface FieldChange {
  field: DiffField;
  before: string[];
  after: string[];
}

export interface TermDiff {
  status: DiffStatus;
  /** The term's name in state 2, or in state 1 when removed. */
  name: string;
  /** How the two were matched: `iri`, `id` or `name`; absent for added or removed terms. */
  matchedBy?: 'iri' | 'id' | 'name';
  id1?: string;
  id2?: string;
  changes: FieldChange[];
}

export type DiffStats = Record<DiffCategory, Record<DiffStatus, number>>;

export interface DiffReply {
  errors: string[];
  warnings: string[];
  stats: DiffStats;
  diff: Record<DiffCategory, TermDiff[]>;
}
