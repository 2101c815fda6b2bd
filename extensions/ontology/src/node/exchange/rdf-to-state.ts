import type { BaseType, Scalar } from '@ontobench/sdk/common';
import type { Quad } from 'n3';
import {
  ONTOLOGY_STATE_FORMAT,
  type ClassState,
  type DataPropertyState,
  type IndividualState,
  type ObjectPropertyState,
  type OntologyState,
  type TermBase,
} from '../../common/state.ts';
import {
  baseTypeOfXsd,
  DOMAIN_INCLUDES,
  isDatatypeIri,
  isVocabularyIri,
  OBJECT_PROPERTY_KINDS,
  OWL,
  RANGE_INCLUDES,
  RDF_PROPERTY,
  RDF_TYPE,
  RDFS,
} from './owl-vocabulary.ts';
import { cutParentCycles } from './parent-cycles.ts';

export interface MappedOntology {
  /** Term ids are the terms' IRIs here; the import gives them store ids. */
  state: OntologyState;
  /** What could not be kept, in plain words (shown to the user after the import). */
  warnings: string[];
}

/** Used when the file names no ontology label and the user gave no name. */
export const FALLBACK_ONTOLOGY_NAME = 'Импортированная онтология';

/**
 * Maps RDF statements of an OWL ontology to the state document: named owl:Class / rdfs:Class
 * (and named classes used as parents, domains, ranges or individuals' types), object properties of
 * every OWL kind, datatype properties (range → base type), and individuals (owl:NamedIndividual, or
 * typed by a known class) with their values and links. Properties typed only rdf:Property are data
 * properties when every range is a datatype, object properties otherwise; schema.org's domainIncludes
 * and rangeIncludes count as domains and ranges. Blank nodes (restrictions, unions) have no place in
 * the model: they, and every other statement `stateToRdf` does not give back, become the ontology's
 * axioms (axioms.ts). The reverse of `stateToRdf`.
 */
export function rdfToState(quads: readonly Quad[], name?: string): MappedOntology {
  const warnings: string[] = [];
  const bySubject = new Map<string, Quad[]>();
  for (const q of quads) {
    if (q.subject.termType !== 'NamedNode') continue;
    const list = bySubject.get(q.subject.value);
    if (list) list.push(q);
    else bySubject.set(q.subject.value, [q]);
  }
  const objects = (s: string, p: string) =>
    (bySubject.get(s) ?? []).filter((q) => q.predicate.value === p).map((q) => q.object);
  const named = (s: string, p: string) =>
    objects(s, p)
      .filter((o) => o.termType === 'NamedNode')
      .map((o) => o.value);
  const typesOf = (s: string) => new Set(named(s, RDF_TYPE));
  const namedAny = (s: string, ps: ReadonlySet<string>) =>
    (bySubject.get(s) ?? []).filter((q) => ps.has(q.predicate.value) && q.object.termType === 'NamedNode');
  const domainsOf = (s: string) => [
    ...named(s, RDFS.domain),
    ...namedAny(s, DOMAIN_INCLUDES).map((q) => q.object.value),
  ];
  const rangesOf = (s: string) => [...named(s, RDFS.range), ...namedAny(s, RANGE_INCLUDES).map((q) => q.object.value)];
  const isTerm = (iri: string) => !isVocabularyIri(iri);

  let ontologyIri: string | null = null;
  const classIris = new Set<string>();
  const objectProps = new Set<string>();
  const dataProps = new Set<string>();
  const typed = new Map<string, Set<string>>();
  for (const s of bySubject.keys()) {
    const types = typesOf(s);
    typed.set(s, types);
    if (types.has(OWL.Ontology)) ontologyIri ??= s;
    else if (!isTerm(s)) continue;
    else if (types.has(OWL.Class) || types.has(RDFS.Class)) classIris.add(s);
    else if ([...types].some((t) => OBJECT_PROPERTY_KINDS.has(t))) objectProps.add(s);
    else if (types.has(OWL.DatatypeProperty)) dataProps.add(s);
    else if (types.has(RDF_PROPERTY) && !types.has(OWL.AnnotationProperty)) {
      const ranges = rangesOf(s);
      (ranges.length > 0 && ranges.every(isDatatypeIri) ? dataProps : objectProps).add(s);
    }
  }
  // Named classes used without being declared are classes too; otherwise their subclasses would dangle.
  const useAsClass = (iri: string) => {
    if (isTerm(iri) && !objectProps.has(iri) && !dataProps.has(iri) && iri !== ontologyIri) classIris.add(iri);
  };
  for (const c of [...classIris]) named(c, RDFS.subClassOf).forEach(useAsClass);
  for (const p of objectProps) [...domainsOf(p), ...rangesOf(p)].forEach(useAsClass);
  for (const p of dataProps) domainsOf(p).forEach(useAsClass);

  const individualIris: string[] = [];
  for (const [s, types] of typed) {
    if (s === ontologyIri || classIris.has(s) || objectProps.has(s) || dataProps.has(s) || !isTerm(s)) continue;
    if (types.has(OWL.NamedIndividual) || [...types].some((t) => classIris.has(t))) individualIris.push(s);
  }

  const term = (iri: string): TermBase => ({
    id: iri,
    iri,
    ...namesOf(objects(iri, RDFS.label), iri),
    description: commentOf(objects(iri, RDFS.comment)),
  });
  const classes: ClassState[] = [...classIris].map((iri) => ({
    ...term(iri),
    parents: named(iri, RDFS.subClassOf).filter((p) => classIris.has(p) && p !== iri),
  }));
  const names = new Map(classes.map((c) => [c.id, c.name]));
  for (const [child, parent] of cutParentCycles(classes))
    warnings.push(
      `«${names.get(child)}» ⊑ «${names.get(parent)}»: связь замкнула бы цикл родительских классов, она сохранена как аксиома`,
    );
  const functional = (iri: string) => typed.get(iri)?.has(OWL.FunctionalProperty) ?? false;
  const objectProperties: ObjectPropertyState[] = [...objectProps].map((iri) => ({
    ...term(iri),
    domain: unique(domainsOf(iri).filter((c) => classIris.has(c))),
    range: unique(rangesOf(iri).filter((c) => classIris.has(c))),
    multiple: !functional(iri),
  }));
  const dataProperties: DataPropertyState[] = [...dataProps].map((iri) => ({
    ...term(iri),
    domain: unique(domainsOf(iri).filter((c) => classIris.has(c))),
    baseType: baseTypeOfXsd(rangesOf(iri)[0]),
    multiple: !functional(iri),
  }));
  const baseTypes = new Map(dataProperties.map((p) => [p.id, p.baseType]));
  const individualSet = new Set(individualIris);

  const individuals: IndividualState[] = [];
  for (const iri of individualIris) {
    const cls = [...typed.get(iri)!].find((t) => classIris.has(t));
    const base = term(iri);
    if (!cls) {
      warnings.push(`«${base.name}»: у индивида нет класса, он пропущен`);
      continue;
    }
    const ind: IndividualState = { ...base, class: cls, values: [], links: [] };
    for (const q of bySubject.get(iri) ?? []) {
      const prop = q.predicate.value;
      const type = baseTypes.get(prop);
      if (type && q.object.termType === 'Literal') {
        const value = literalValue(q.object.value, type);
        if (value === null) warnings.push(`«${base.name}»: значение «${q.object.value}» не подходит к типу ${type}`);
        else ind.values.push({ prop, value });
      } else if (objectProps.has(prop) && q.object.termType === 'NamedNode' && individualSet.has(q.object.value)) {
        ind.links.push({ prop, target: q.object.value });
      }
    }
    individuals.push(ind);
  }

  const head = ontologyIri ? term(ontologyIri) : { id: 'ontology', iri: null, name: '', labels: [], description: null };
  const state: OntologyState = {
    format: ONTOLOGY_STATE_FORMAT,
    version: 1,
    ontology: {
      ...head,
      name:
        name?.trim() ||
        (ontologyIri && hasLabel(objects(ontologyIri, RDFS.label)) ? head.name : '') ||
        FALLBACK_ONTOLOGY_NAME,
      baseIri: ontologyIri,
    },
    classes,
    objectProperties,
    dataProperties,
    individuals,
  };
  return { state, warnings };
}

type Term = Quad['object'];

const unique = (list: readonly string[]) => [...new Set(list)];

const hasLabel = (labels: readonly Term[]) => labels.some((l) => l.termType === 'Literal');

/**
 * The name is the first plain rdfs:label (as the export writes it), else a Russian, then an English,
 * then any label, else the IRI's local name. The other labels stay, `text@lang`.
 */
function namesOf(labels: readonly Term[], iri: string): { name: string; labels: string[] } {
  const literals = labels.filter((l) => l.termType === 'Literal') as Extract<Term, { termType: 'Literal' }>[];
  const plain = literals.find((l) => !l.language);
  const byLang = (lang: string) => literals.find((l) => l.language.toLowerCase().startsWith(lang));
  const chosen = plain ?? byLang('ru') ?? byLang('en') ?? literals[0];
  const name = chosen?.value.trim() || localName(iri);
  return {
    name,
    labels: literals.filter((l) => l !== plain).map((l) => (l.language ? `${l.value}@${l.language}` : l.value)),
  };
}

function commentOf(comments: readonly Term[]): string | null {
  const literal = comments.find((c) => c.termType === 'Literal');
  return literal ? literal.value : null;
}

/** The part of an IRI after the last `#` or `/`, decoded. */
export function localName(iri: string): string {
  const tail = iri.slice(Math.max(iri.lastIndexOf('#'), iri.lastIndexOf('/')) + 1) || iri;
  try {
    return decodeURIComponent(tail).replace(/_/g, ' ');
  } catch {
    return tail;
  }
}

/** A literal's text as a value of the base type, or null when it is not one. */
export function literalValue(text: string, type: BaseType): Scalar | null {
  const t = text.trim();
  switch (type) {
    case 'integer':
      return /^[+-]?\d+$/.test(t) && Number.isSafeInteger(Number(t)) ? Number(t) : null;
    case 'real':
      return t !== '' && Number.isFinite(Number(t)) ? Number(t) : null;
    case 'boolean':
      return t === 'true' || t === '1' ? true : t === 'false' || t === '0' ? false : null;
    case 'date':
      return /^\d{4}-\d{2}-\d{2}/.test(t) ? t.slice(0, 10) : null;
    default:
      return text;
  }
}
