import type { BaseType } from '@ontobench/sdk/common';

/**
 * An ontology as one plain JSON document: what `GET /api/ontology/:id/state` returns, what the JSON
 * export writes and import reads, and the "state file" that comparison and diff take (domain.md §7
 * `POST ontologyDiff/diff`: state1, state2). Ids are store ids; `iri` keeps an imported term's IRI.
 */
export const ONTOLOGY_STATE_FORMAT = 'ontobench-ontology';

export interface TermBase {
  id: string;
  name: string;
  iri?: string | null;
  /** rdfs:label values, `text` or `text@lang`. */
  labels?: string[];
  description?: string | null;
  /** Synonyms (ONTO_PROP.synonym), for the glossary. */
  synonyms?: string[];
}

export interface ClassState extends TermBase {
  /** Parent class ids (several allowed). */
  parents: string[];
}

export interface ObjectPropertyState extends TermBase {
  domain: string[];
  range: string[];
  multiple?: boolean;
}

export interface DataPropertyState extends TermBase {
  domain: string[];
  baseType: BaseType;
  multiple?: boolean;
}

export interface IndividualState extends TermBase {
  /** The class the individual is an instance of. */
  class: string;
  /** Data property values. */
  values: { prop: string; value: string | number | boolean }[];
  /** Object property links to other individuals. */
  links: { prop: string; target: string }[];
}

export interface OntologyState {
  format: typeof ONTOLOGY_STATE_FORMAT;
  version: 1;
  /**
   * `axioms`: the ontology's statements the model has no place for, as Turtle (issue 14 item 6): kept on
   * import, shown and edited with the ontology (exchange/components/OntologyAxioms.tsx), written back on export.
   */
  ontology: TermBase & {
    isPublic?: boolean;
    baseIri?: string | null;
    axioms?: string | null;
    /** The IRIs of its terms when the axioms came, one a line (ONTO_PROP.axiomTerms). */
    axiomTerms?: string | null;
  };
  classes: ClassState[];
  objectProperties: ObjectPropertyState[];
  dataProperties: DataPropertyState[];
  individuals: IndividualState[];
}
