import type { BaseType } from '@ontobench/sdk/common';

/** The RDF, RDFS, OWL and XSD terms the OWL mapping uses (W3C namespaces). */
export const NS = {
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
  owl: 'http://www.w3.org/2002/07/owl#',
  xsd: 'http://www.w3.org/2001/XMLSchema#',
} as const;

export const RDF_TYPE = `${NS.rdf}type`;
export const RDF_PROPERTY = `${NS.rdf}Property`;
export const RDFS = {
  label: `${NS.rdfs}label`,
  comment: `${NS.rdfs}comment`,
  subClassOf: `${NS.rdfs}subClassOf`,
  domain: `${NS.rdfs}domain`,
  range: `${NS.rdfs}range`,
  Class: `${NS.rdfs}Class`,
} as const;
export const OWL = {
  Ontology: `${NS.owl}Ontology`,
  Class: `${NS.owl}Class`,
  ObjectProperty: `${NS.owl}ObjectProperty`,
  DatatypeProperty: `${NS.owl}DatatypeProperty`,
  FunctionalProperty: `${NS.owl}FunctionalProperty`,
  NamedIndividual: `${NS.owl}NamedIndividual`,
  AnnotationProperty: `${NS.owl}AnnotationProperty`,
  Thing: `${NS.owl}Thing`,
} as const;

/**
 * schema.org's way of giving a property's domain and range: a list of classes any of which may hold it
 * (a union, where several rdfs:domain mean an intersection). Both of the namespace's schemes are in use.
 */
export const DOMAIN_INCLUDES: ReadonlySet<string> = new Set([
  'https://schema.org/domainIncludes',
  'http://schema.org/domainIncludes',
]);
export const RANGE_INCLUDES: ReadonlySet<string> = new Set([
  'https://schema.org/rangeIncludes',
  'http://schema.org/rangeIncludes',
]);

/** Kinds of object property OWL has besides owl:ObjectProperty itself; each implies it. */
export const OBJECT_PROPERTY_KINDS: ReadonlySet<string> = new Set([
  OWL.ObjectProperty,
  `${NS.owl}TransitiveProperty`,
  `${NS.owl}SymmetricProperty`,
  `${NS.owl}AsymmetricProperty`,
  `${NS.owl}InverseFunctionalProperty`,
  `${NS.owl}ReflexiveProperty`,
  `${NS.owl}IrreflexiveProperty`,
]);

/** The XSD datatype each base type is written as. */
export const XSD_OF: Record<BaseType, string> = {
  string: `${NS.xsd}string`,
  integer: `${NS.xsd}integer`,
  real: `${NS.xsd}double`,
  boolean: `${NS.xsd}boolean`,
  date: `${NS.xsd}date`,
  file: `${NS.xsd}anyURI`,
};

/** XSD datatypes read back, the many numeric ones folded into integer and real. */
const XSD_TO: Record<string, BaseType> = {
  string: 'string',
  normalizedString: 'string',
  token: 'string',
  langString: 'string',
  anyURI: 'string',
  integer: 'integer',
  int: 'integer',
  long: 'integer',
  short: 'integer',
  byte: 'integer',
  nonNegativeInteger: 'integer',
  positiveInteger: 'integer',
  nonPositiveInteger: 'integer',
  negativeInteger: 'integer',
  unsignedInt: 'integer',
  unsignedLong: 'integer',
  unsignedShort: 'integer',
  double: 'real',
  float: 'real',
  decimal: 'real',
  boolean: 'boolean',
  date: 'date',
  dateTime: 'date',
};

export function baseTypeOfXsd(iri: string | undefined): BaseType {
  if (!iri) return 'string';
  const local = iri.startsWith(NS.xsd) ? iri.slice(NS.xsd.length) : iri.startsWith(NS.rdf) ? 'langString' : '';
  return XSD_TO[local] ?? 'string';
}

/** A datatype: an XSD one, rdfs:Literal or rdf:langString (a range that makes a property a data property). */
export function isDatatypeIri(iri: string): boolean {
  return iri.startsWith(NS.xsd) || iri === `${NS.rdfs}Literal` || iri === `${NS.rdf}langString`;
}

/** IRIs of the W3C vocabularies themselves: never imported as terms of an ontology. */
export function isVocabularyIri(iri: string): boolean {
  return Object.values(NS).some((ns) => iri.startsWith(ns));
}
