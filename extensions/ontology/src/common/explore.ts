/**
 * The explore part's wire types (fact explorer, term page, search): what its procedures on
 * `POST /api/execute` answer. Shared by `src/node/explore` and `src/browser/explore`.
 */
import type { BaseType } from '@ontobench/sdk/common';
import type { OntologyState } from './state.ts';

export const EXPLORE_PROCEDURES = {
  /** `{ id }` → `TermView`: one object as the viewer may see it; 404 when it is not visible. */
  term: 'ontology.explore.term',
  /** `{ text, own? }` → `SearchResult`: terms whose name contains the text (`own`: the viewer's only), by kind. */
  search: 'ontology.explore.search',
} as const;

/** The public documentation endpoint, mounted under `/api/`. */
export const PUBLIC_DOC_PATH = 'public/ontology-doc';

export type TermKind = 'class' | 'objectProperty' | 'dataProperty' | 'individual' | 'ontology' | 'other';

export interface Ref {
  id: string;
  name: string;
  /**
   * The ontologies (by name) the term belongs to, where the answer names them (term page, search): what
   * tells "Пицца" of one ontology from "Пицца" of another (issue 14 item 3).
   */
  ontologies?: string[];
}

export interface TermView {
  id: string;
  name: string;
  kind: TermKind;
  /** The class the object is an instance of. */
  class: Ref;
  description: string | null;
  labels: string[];
  synonyms: string[];
  iri: string | null;
  /** The ontologies the term belongs to (ONTO_PROP.ontology). */
  ontologies: Ref[];
  /** Class: its parents. */
  parents: Ref[];
  /** Property: its domain classes. */
  domain: Ref[];
  /** Object property: its range classes. */
  range: Ref[];
  /** Data property: its base type. */
  baseType: string | null;
  /** Data values under the object's own properties (an individual's facts). */
  values: { prop: Ref; value: string | number | boolean; baseType: BaseType | null }[];
  /** Links from this object to others through object properties. */
  outgoing: { prop: Ref; target: Ref }[];
  /** Links from others to this object (children of a class come as parentClass links). */
  incoming: { prop: Ref; source: Ref }[];
  /** Class: some of its instances and how many there are. Property: individuals that use it. */
  usage: { count: number; items: Ref[] };
}

/**
 * One term found, with the class it is an instance of (an individual: its user class, by name too); a
 * term in ontologies names them (tells same names apart).
 */
export interface SearchItem extends Ref {
  classId?: string;
  className?: string;
}

export interface SearchResult {
  text: string;
  groups: { kind: TermKind; count: number; items: SearchItem[] }[];
}

/** What `GET /api/public/ontology-doc/:id` answers: the state of a public ontology, its own terms only. */
export type PublicOntologyDoc = OntologyState;
