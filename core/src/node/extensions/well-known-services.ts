import type { Reference, Resolve } from '../../common/references/index.ts';
import type { UserContext } from '../auth/user-context.ts';
import type { DataReader } from './unrestricted-reader.ts';
import { HttpError } from '../http/http-error.ts';
import { serviceToken } from './services.ts';

/** A `Resolve` that can be handed every reference of a text first, to ask for them in batches. */
export type BatchResolve = Resolve & { prefetch(refs: readonly Reference[]): Promise<void> };

/**
 * The term resolution of domain.md §7 on the server: references in text (§5) resolved to their targets
 * as the reader's user. The documents area provides it; an area that shows text with references (the
 * structured documents' render) declares it `optional` and shows display names without it.
 */
export interface TermResolution {
  /** A resolver reading as `read`'s user, each reference asked once. */
  resolverFor(read: DataReader): BatchResolve;
}

/** The token of the term-resolution service. */
export const TERM_RESOLUTION = serviceToken<TermResolution>('documents.TermResolution');

/** A semantic search's result as a table: its visible columns in order and each row's display texts. */
export interface SearchTable {
  searchId: string;
  name: string;
  columns: { code: string; title: string }[];
  /** One array per row, a text per column (several values joined with ', '). */
  rows: string[][];
  /** The instance each row is about (the search's class), in the order of `rows`. */
  ids: string[];
  /** Rows matching before the limit. */
  total: number;
}

/**
 * The semantic search of domain.md §3 on the server: a stored search (its `json` holds a get_data request
 * and the columns) run as the reader's user. The analysis area provides it; an area that shows a search's
 * result (the structured documents' generator) declares it `optional`.
 */
export interface SemanticSearch {
  /**
   * Runs the search named by `search` (its id, or its name: §7 "settings are read from the semantic
   * search class by name") as `read`'s user. Rejects with an `HttpError` carrying §8's text when the
   * search cannot be read or run: "Не удалось загрузить семантический поиск …".
   */
  run(read: DataReader, search: string, options?: { limit?: number }): Promise<SearchTable>;
}

/** The token of the semantic-search service. */
export const SEMANTIC_SEARCH = serviceToken<SemanticSearch>('analysis.SemanticSearch');

/** An argument of a SWRL atom: a variable (`?x`) or a literal. */
export type SwrlArgument = { var: string } | { value: string | number | boolean };

/**
 * One SWRL atom (W3C SWRL submission): a class atom, an object or data property atom, or a builtin (in
 * `swrlb:`). Classes and properties are named by their store ids; the exporter gives them its IRIs.
 */
export type SwrlAtomDescription =
  | { kind: 'class'; class: string; arg: SwrlArgument }
  | { kind: 'object' | 'data'; property: string; args: [SwrlArgument, SwrlArgument] }
  | { kind: 'builtin'; builtin: string; args: SwrlArgument[] };

/** A stored rule as SWRL: its id, name and the atoms of its body and head. */
export interface SwrlRuleDescription {
  id: string;
  name: string;
  body: SwrlAtomDescription[];
  head: SwrlAtomDescription[];
}

/**
 * The OWL rules of domain.md §3 for an ontology's OWL export: the rules `read`'s user may read that
 * name at least one of `terms` (the exported ontology's class and property ids), as SWRL. The analysis
 * area provides it; the ontology area's exporter declares it `optional` and exports no rules without it.
 */
export interface RulesExport {
  swrlRules(read: DataReader, terms: ReadonlySet<string>): Promise<SwrlRuleDescription[]>;
}

/** The token of the rules-export service. */
export const RULES_EXPORT = serviceToken<RulesExport>('analysis.RulesExport');

/** What keeps a diagram from running: the element at fault (null for the whole process) and why, in Russian. */
export interface ExecutableProblem {
  elementId: string | null;
  message: string;
}

/** A diagram's executable BPMN (issue 17 item 5) or what keeps it from running. */
export type ExecutableDiagram =
  | { ok: true; name: string; version: number; processId: string; xml: string }
  | { ok: false; problems: ExecutableProblem[] };

/**
 * The 400 of a diagram that cannot run: `{ error, message, problems }`, the same body from the diagrams'
 * export and the processes' publication, so one client reads both.
 */
export function notExecutable(problems: readonly ExecutableProblem[]): HttpError {
  const count = problems.length === 1 ? 'найдена 1 ошибка' : `найдено ошибок: ${problems.length}`;
  const message = `Диаграмму нельзя выполнить: ${count}`;
  return new HttpError(400, message, { details: { message, problems } });
}

/**
 * The diagrams area's executable export on the server: the saved diagram `diagramId`, read as `read`'s
 * user, as a process engine runs it. The diagrams area provides it; the processes area publishes
 * workflows from it. Null: no such diagram, or the user may not read it.
 */
export interface ExecutableBpmn {
  executable(read: DataReader, diagramId: string): Promise<ExecutableDiagram | null>;
  /**
   * The id of the diagram whose `code` (domain.md §3 "Diagram") is `code`, as `read`'s user reads it: of
   * several versions with that code, the highest. Null: none the user may read. How an area finds a diagram
   * another area seeded (e.g. the processes' demo publishes the diagrams' demo review process).
   */
  findByCode(read: DataReader, code: string): Promise<string | null>;
}

/** The token of the executable-BPMN service. */
export const EXECUTABLE_BPMN = serviceToken<ExecutableBpmn>('diagrams.ExecutableBpmn');

/** What a document import hands the documents area: the new document's name, its content as HTML, an annotation. */
export interface DocumentImportInput {
  name: string;
  /**
   * The content as HTML (mammoth's output of a .docx, markdown-it's of a Markdown file). Only what the
   * documents area's content model holds is kept (headings, paragraphs, marks, safe links, lists,
   * tables, safe images, line breaks); other markup is reduced to its text, never kept as HTML.
   */
  html: string;
  annotation?: string;
}

/** What the content of a document import will be, before anything is written (the import's preview). */
export interface DocumentImportOutline {
  /** The first heading's text; null when the content has none. */
  title: string | null;
  headings: { level: number; text: string }[];
  /** Paragraphs with text (in lists and tables too). */
  paragraphs: number;
  images: number;
  tables: number;
  /** What the conversion left out, in Russian (images with unsafe addresses, refused links). */
  warnings: string[];
}

/**
 * The documents area's import on the server (issue 21 item 4, `/docs-import`): HTML turned into the
 * area's content model, and a new document of that content created as a user. The documents area
 * provides it; the imports area declares it `optional` and answers 503 without it.
 */
export interface DocumentImport {
  /** The outline of the content `html` gives, nothing written. A 400 (Russian) when it has no text. */
  outline(html: string): DocumentImportOutline;
  /**
   * Creates the document as `user` through the data API, in one transaction: the store's rules for
   * creating a document apply (a refusal is a 403). A 400 (Russian) when the content has no text or is
   * too large; nothing is written then.
   */
  create(user: UserContext, input: DocumentImportInput): Promise<{ id: string; outline: DocumentImportOutline }>;
}

/** The token of the document-import service. */
export const DOCUMENT_IMPORT = serviceToken<DocumentImport>('documents.DocumentImport');

/** How one term of a reference ontology compares with the other ontology's (OntologyDiff.compare). */
export interface TermComparison {
  /**
   * `unchanged`: found and alike; `changed`: found, some fields differ (`changes`); `removed`: in the
   * reference, not in the other; `added`: in the other only.
   */
  status: 'added' | 'removed' | 'changed' | 'unchanged';
  /** The term's name: the reference's when it has the term, else the other's. */
  name: string;
  /** The fields that differ, with the reference's values and the other's, as names (`parents`, `domain`…). */
  changes: { field: string; before: string[]; after: string[] }[];
  /** For a property: the names of its domain classes in the reference (or in the other, when added). */
  domain: string[];
}

/** Two ontologies compared term by term, matched by IRI, id, or a name unique on both sides (case-insensitive). */
export interface OntologyComparison {
  classes: TermComparison[];
  objectProperties: TermComparison[];
  dataProperties: TermComparison[];
  individuals: TermComparison[];
}

/**
 * The ontology diff of domain.md §7 (`POST ontologyDiff/diff`) for other areas on the server: two stored
 * ontologies, each read as `read`'s user, compared. The ontology area provides it; the education area checks
 * a student's ontology task against the unit's reference model with it. Null: either ontology does not
 * exist or the user may not read it.
 */
export interface OntologyDiff {
  compare(read: DataReader, referenceId: string, otherId: string): Promise<OntologyComparison | null>;
}

/** The token of the ontology-diff service. */
export const ONTOLOGY_DIFF = serviceToken<OntologyDiff>('ontology.OntologyDiff');
