/**
 * The two ids of the ontology area's store another area needs to put objects into a model (an ontology):
 * the class Ontology and the property `ontology` a class, property or individual belongs to it by (the
 * ontology area's lists and maps show what points at the ontology through it). Declared by the ontology
 * area (extensions/ontology/src/common/schema.ts takes them from here); the imports area writes CSV rows
 * into a model with them (issue 21 item 4).
 */
export const ONTOLOGY_MODEL = {
  /** The class of ontologies (models). */
  ontologyClass: '0e0e0000-0000-4000-8000-000000000001',
  /** The object property (multiple) a term or an individual belongs to an ontology by. */
  memberOf: '0e0e0000-0000-4000-8000-000000000101',
} as const;
