import { Parser, type Quad } from 'n3';
import type { OntologyState } from '../../common/state.ts';
import { compareGraphs } from './graph-compare.ts';
import { writeRdf } from './rdf-formats.ts';
import { DOMAIN_INCLUDES, NS, OWL, RANGE_INCLUDES, RDF_TYPE, RDFS } from './owl-vocabulary.ts';
import { dropStaleAxioms, type DroppedAxioms } from './stale-axioms.ts';
import { stateToRdf, type RdfDocument } from './state-to-rdf.ts';

/**
 * The ontology's axioms (issue 14 item 6): every statement of an imported file that the model does not
 * give back — restrictions, unions, equivalences, inverses, sub-properties, annotations, a second
 * comment, a label of a term the model lacks… They are what the file has and `stateToRdf` of the mapped
 * state has not (compared as graphs), kept as Turtle with the ontology and written back on export.
 */
export function axiomsOf(input: readonly Quad[], state: OntologyState): Quad[] {
  return compareGraphs(input, stateToRdf(state).quads).missing;
}

/** Turtle text of the axioms, with the file's prefixes so it reads as the file did. */
export function writeAxioms(axioms: readonly Quad[], prefixes: Record<string, string>): Promise<string> {
  const used = new Set<string>();
  for (const q of axioms) for (const t of [q.subject, q.predicate, q.object]) used.add(t.value);
  // Only the prefixes the axioms use, so a small set of axioms is not headed by a page of them.
  const wanted = Object.fromEntries(
    Object.entries({ ...NS, ...prefixes }).filter(([, iri]) => [...used].some((v) => v.startsWith(iri))),
  );
  return writeRdf(axioms, wanted, 'turtle');
}

/** The axioms stored with the ontology, read back (a text that no longer parses gives none). */
export function readAxioms(text: string | null | undefined): { quads: Quad[]; prefixes: Record<string, string> } {
  const prefixes: Record<string, string> = {};
  if (!text?.trim()) return { quads: [], prefixes };
  try {
    const quads = new Parser({ format: 'text/turtle', blankNodePrefix: 'ax' }).parse(text, null, (prefix, iri) => {
      prefixes[prefix] = iri.value;
    });
    return { quads, prefixes };
  } catch {
    console.warn('Unparseable ontology axioms: exported without them');
    return { quads: [], prefixes: {} };
  }
}

/**
 * The whole RDF of an ontology: the model's statements and the stored axioms. The model is the truth
 * for what it holds, but where the file said the same thing its own way the file's form is written
 * instead of the model's (the model's statement is left out when an axiom says it):
 * - a domain or range given as schema.org domainIncludes / rangeIncludes: no rdfs:domain / rdfs:range;
 * - a data property whose range the file named (xsd:dateTime, rdfs:Literal …): not the base type's;
 * - a literal the file wrote with a language tag or another datatype (a comment `…@en`, `1.50`): not
 *   the model's plain or normalised one.
 * (A class declared only rdfs:Class, a property only rdf:Property, still gets its OWL type too: the file
 * cannot be told from one that says both, and the extra type is true.)
 * domainIncludes / rangeIncludes axioms of a property of the model whose domain or range no longer has
 * that class (removed in the editor) are dropped: the model decides. So are the axioms about a term
 * deleted in the editor (stale-axioms.ts), named in `dropped` for the export's warnings.
 */
export function ontologyToRdf(state: OntologyState): RdfDocument & { dropped: DroppedAxioms | null } {
  const model = stateToRdf(state);
  const read = readAxioms(state.ontology.axioms);
  const prefixes = read.prefixes;
  const { kept: axioms, dropped } = dropStaleAxioms(read.quads, state);
  if (axioms.length === 0) return { ...model, dropped };
  const said = new Map<string, Quad[]>();
  for (const q of axioms) {
    const key = `${q.subject.value} ${q.predicate.value}`;
    const list = said.get(key);
    if (list) list.push(q);
    else said.set(key, [q]);
  }
  const saidAs = (s: string, ps: Iterable<string>, test: (q: Quad) => boolean) => {
    for (const p of ps) if ((said.get(`${s} ${p}`) ?? []).some(test)) return true;
    return false;
  };
  const objectIs = (value: string) => (q: Quad) => q.object.value === value;
  const shadowed = (q: Quad): boolean => {
    const s = q.subject.value;
    const p = q.predicate.value;
    const o = q.object;
    if (p === RDFS.domain) return saidAs(s, DOMAIN_INCLUDES, objectIs(o.value));
    if (p === RDFS.range && o.value.startsWith(NS.xsd)) return saidAs(s, [RDFS.range], () => true);
    if (p === RDFS.range) return saidAs(s, RANGE_INCLUDES, objectIs(o.value));
    // Only the model's own form (plain text, a normalised number or date): a tagged label is the file's.
    if (o.termType === 'Literal' && !(o as { language?: string }).language)
      return saidAs(s, [p], (a) => a.object.termType === 'Literal' && sameValue(a, q));
    return false;
  };
  const domains = new Map<string, Set<string>>();
  const ranges = new Map<string, Set<string>>();
  const classIris = new Set<string>();
  for (const q of model.quads) {
    const p = q.predicate.value;
    if (p === RDFS.domain) add(domains, q.subject.value, q.object.value);
    if (p === RDFS.range) add(ranges, q.subject.value, q.object.value);
    if (p === RDF_TYPE && q.object.value === OWL.Class) classIris.add(q.subject.value);
    if (p === RDF_TYPE && (q.object.value === OWL.ObjectProperty || q.object.value === OWL.DatatypeProperty)) {
      domains.set(q.subject.value, domains.get(q.subject.value) ?? new Set());
      ranges.set(q.subject.value, ranges.get(q.subject.value) ?? new Set());
    }
  }
  // An includes-axiom naming a class of the model for a property of the model holds only while the model
  // still has it.
  const stale = (q: Quad): boolean => {
    const p = q.predicate.value;
    const of = DOMAIN_INCLUDES.has(p) ? domains : RANGE_INCLUDES.has(p) ? ranges : null;
    const known = of?.get(q.subject.value);
    return !!known && classIris.has(q.object.value) && !known.has(q.object.value);
  };
  return {
    quads: [...model.quads.filter((q) => !shadowed(q)), ...axioms.filter((q) => !stale(q))],
    prefixes: { ...prefixes, ...model.prefixes },
    dropped,
  };
}

function add(map: Map<string, Set<string>>, key: string, value: string): void {
  const set = map.get(key) ?? new Set<string>();
  set.add(value);
  map.set(key, set);
}

/** The same text, or the same number, or the same day: a literal the model normalised on the way in. */
function sameValue(a: Quad, b: Quad): boolean {
  const x = a.object.value.trim();
  const y = b.object.value.trim();
  if (x === y) return true;
  if (x !== '' && y !== '' && Number.isFinite(Number(x)) && Number(x) === Number(y)) return true;
  return /^\d{4}-\d{2}-\d{2}/.test(x) && x.slice(0, 10) === y.slice(0, 10);
}
