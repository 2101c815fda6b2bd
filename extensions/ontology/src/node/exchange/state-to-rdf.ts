import { DataFactory, type Quad, type Quad_Object } from 'n3';
import type { OntologyState, TermBase } from '../../common/state.ts';
import { NS, OWL, RDF_TYPE, RDFS, XSD_OF } from './owl-vocabulary.ts';

const { namedNode, literal, quad } = DataFactory;

/** Where terms without an IRI of their own live when the ontology has no base IRI either. */
export const DEFAULT_BASE = 'http://ontobench.local/ontology/';

export interface RdfDocument {
  quads: Quad[];
  /** Prefixes for the writers: the W3C vocabularies and the ontology's own base. */
  prefixes: Record<string, string>;
}

/**
 * The OWL form of an ontology state (spec issue #5): owl:Ontology with its labels, owl:Class with
 * rdfs:subClassOf, owl:ObjectProperty and owl:DatatypeProperty with domain and range (single-valued
 * ones also owl:FunctionalProperty), owl:NamedIndividual typed by its class, data values as typed
 * literals and links as object statements; names and labels as rdfs:label (labels `text@lang` with
 * their language tag), descriptions as rdfs:comment.
 */
export function stateToRdf(state: OntologyState): RdfDocument {
  const iris = termIris(state);
  const iri = (id: string) => namedNode(iris.get(id) ?? `urn:uuid:${id}`);
  const quads: Quad[] = [];
  const add = (s: string, p: string, o: Quad_Object) => quads.push(quad(namedNode(s), namedNode(p), o));
  const describe = (term: TermBase, type: string, ...more: string[]) => {
    const s = iris.get(term.id)!;
    add(s, RDF_TYPE, namedNode(type));
    for (const t of more) add(s, RDF_TYPE, namedNode(t));
    // The name as a plain label, unless the label an import would take the name from says it already.
    if (term.name && namingLabel(term.labels ?? [])?.text !== term.name) add(s, RDFS.label, literal(term.name));
    for (const label of term.labels ?? []) {
      const { text, lang } = splitLabel(label);
      if (lang || text !== term.name) add(s, RDFS.label, literal(text, lang));
    }
    if (term.description) add(s, RDFS.comment, literal(term.description));
  };

  describe(state.ontology, OWL.Ontology);
  for (const c of state.classes) {
    describe(c, OWL.Class);
    for (const p of c.parents) add(iris.get(c.id)!, RDFS.subClassOf, iri(p));
  }
  for (const p of state.objectProperties) {
    describe(p, OWL.ObjectProperty, ...(p.multiple ? [] : [OWL.FunctionalProperty]));
    for (const d of p.domain) add(iris.get(p.id)!, RDFS.domain, iri(d));
    for (const r of p.range) add(iris.get(p.id)!, RDFS.range, iri(r));
  }
  const baseTypes = new Map(state.dataProperties.map((p) => [p.id, p.baseType]));
  for (const p of state.dataProperties) {
    describe(p, OWL.DatatypeProperty, ...(p.multiple ? [] : [OWL.FunctionalProperty]));
    for (const d of p.domain) add(iris.get(p.id)!, RDFS.domain, iri(d));
    add(iris.get(p.id)!, RDFS.range, namedNode(XSD_OF[p.baseType] ?? XSD_OF.string));
  }
  for (const ind of state.individuals) {
    describe(ind, OWL.NamedIndividual);
    const s = iris.get(ind.id)!;
    add(s, RDF_TYPE, iri(ind.class));
    for (const v of ind.values) {
      const type = baseTypes.get(v.prop);
      if (!type) continue;
      const value = String(v.value);
      add(s, iris.get(v.prop)!, type === 'string' ? literal(value) : literal(value, namedNode(XSD_OF[type])));
    }
    for (const l of ind.links) if (iris.has(l.prop)) add(s, iris.get(l.prop)!, iri(l.target));
  }
  return { quads, prefixes: { ...NS, '': namespaceOf(state) } };
}

/**
 * The tagged label an import names a term after when it has no plain one (rdf-to-state.ts): Russian,
 * else English, else the first.
 */
function namingLabel(labels: readonly string[]): { text: string; lang?: string } | undefined {
  const split = labels.map(splitLabel);
  // A plain label among them would be taken first.
  if (split.some((l) => !l.lang)) return undefined;
  const tagged = split;
  const byLang = (lang: string) => tagged.find((l) => l.lang!.startsWith(lang));
  return byLang('ru') ?? byLang('en') ?? tagged[0];
}

/** `text@lang` → text and language tag; a label without a valid tag is plain text. */
export function splitLabel(label: string): { text: string; lang?: string } {
  const at = label.lastIndexOf('@');
  if (at > 0 && /^[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*$/.test(label.slice(at + 1)))
    return { text: label.slice(0, at), lang: label.slice(at + 1).toLowerCase() };
  return { text: label };
}

/** The namespace new term IRIs are made in: the base IRI followed by `#` (unless it ends in # or /). */
export function namespaceOf(state: OntologyState): string {
  const base = state.ontology.baseIri || state.ontology.iri || `${DEFAULT_BASE}${state.ontology.id}`;
  return /[#/]$/.test(base) ? base : `${base}#`;
}

/**
 * An IRI for every term: its own when it has one, otherwise `<base>#<slug of the name>`. Slugs are
 * given in the state's order (name, then id) with a numeric suffix on a clash, so the same ontology
 * always exports the same IRIs.
 */
export function termIris(state: OntologyState): Map<string, string> {
  const ns = namespaceOf(state);
  const out = new Map<string, string>();
  const taken = new Set<string>();
  const terms: TermBase[] = [
    ...state.classes,
    ...state.objectProperties,
    ...state.dataProperties,
    ...state.individuals,
  ];
  const ontologyIri = state.ontology.iri || ns.replace(/#$/, '');
  out.set(state.ontology.id, ontologyIri);
  taken.add(ontologyIri);
  for (const t of terms) {
    if (t.iri && !taken.has(t.iri)) {
      out.set(t.id, t.iri);
      taken.add(t.iri);
    }
  }
  for (const t of terms) {
    if (out.has(t.id)) continue;
    const slug = slugOf(t.name);
    let candidate = `${ns}${slug}`;
    for (let n = 2; taken.has(candidate); n++) candidate = `${ns}${slug}_${n}`;
    out.set(t.id, candidate);
    taken.add(candidate);
  }
  return out;
}

/** Letters (any script), digits, `_`, `-` and `.`; spaces become `_`. Unicode stays: IRIs allow it. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFC')
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^\p{L}\p{N}_.-]/gu, '')
    .replace(/^[.-]+/, '');
  // An XML name (RDF/XML writes property IRIs as element names) cannot start with a digit.
  return /^\p{N}/u.test(slug) ? `_${slug}` : slug || 'term';
}
