import { DataFactory, type Quad, type Quad_Object } from 'n3';
import type { SwrlArgument, SwrlAtomDescription, SwrlRuleDescription } from '@ontobench/sdk/node';
import { NS, RDF_TYPE, RDFS } from './owl-vocabulary.ts';

const { namedNode, literal, quad } = DataFactory;

/** The SWRL vocabulary (W3C SWRL submission §5, the RDF concrete syntax) and its builtins. */
export const SWRL_NS = { swrl: 'http://www.w3.org/2003/11/swrl#', swrlb: 'http://www.w3.org/2003/11/swrlb#' };
const swrl = (local: string) => `${SWRL_NS.swrl}${local}`;
const RDF_FIRST = `${NS.rdf}first`;
const RDF_REST = `${NS.rdf}rest`;
const RDF_NIL = `${NS.rdf}nil`;

/**
 * OWL rules (the analysis area's, through the SDK's RULES_EXPORT) as SWRL in RDF: each rule a
 * `swrl:Imp` labelled with its name, body and head as `rdf:List`s of atoms, variables as
 * `swrl:Variable`s. Rules, atoms, list cells and variables are IRIs under `urn:uuid:<rule id>` (not
 * blank nodes), so the RDF/XML writer's one-description-per-subject form carries them too. `iriOf`
 * gives the ontology's IRI of a class or property.
 */
export function swrlQuads(rules: readonly SwrlRuleDescription[], iriOf: (id: string) => string): Quad[] {
  const quads: Quad[] = [];
  const add = (s: string, p: string, o: Quad_Object) => quads.push(quad(namedNode(s), namedNode(p), o));
  for (const rule of rules) {
    const base = `urn:uuid:${rule.id}`;
    let n = 0;
    const node = (kind: string) => `${base}#${kind}${++n}`;
    const declared = new Set<string>();
    const arg = (a: SwrlArgument): Quad_Object => {
      if (!('var' in a)) return valueLiteral(a.value);
      const v = `${base}#${a.var}`;
      if (!declared.has(v)) {
        declared.add(v);
        add(v, RDF_TYPE, namedNode(swrl('Variable')));
      }
      return namedNode(v);
    };
    const list = (items: Quad_Object[]): Quad_Object => {
      let rest: Quad_Object = namedNode(RDF_NIL);
      for (const item of [...items].reverse()) {
        const cell = node('list');
        add(cell, RDF_TYPE, namedNode(`${NS.rdf}List`));
        add(cell, RDF_FIRST, item);
        add(cell, RDF_REST, rest);
        rest = namedNode(cell);
      }
      return rest;
    };
    const atom = (a: SwrlAtomDescription): Quad_Object => {
      const s = node('atom');
      if (a.kind === 'class') {
        add(s, RDF_TYPE, namedNode(swrl('ClassAtom')));
        add(s, swrl('classPredicate'), namedNode(iriOf(a.class)));
        add(s, swrl('argument1'), arg(a.arg));
      } else if (a.kind === 'builtin') {
        add(s, RDF_TYPE, namedNode(swrl('BuiltinAtom')));
        add(s, swrl('builtin'), namedNode(`${SWRL_NS.swrlb}${a.builtin}`));
        add(s, swrl('arguments'), list(a.args.map(arg)));
      } else {
        add(s, RDF_TYPE, namedNode(swrl(a.kind === 'object' ? 'IndividualPropertyAtom' : 'DatavaluedPropertyAtom')));
        add(s, swrl('propertyPredicate'), namedNode(iriOf(a.property)));
        add(s, swrl('argument1'), arg(a.args[0]));
        add(s, swrl('argument2'), arg(a.args[1]));
      }
      return namedNode(s);
    };
    add(base, RDF_TYPE, namedNode(swrl('Imp')));
    add(base, RDFS.label, literal(rule.name));
    add(base, swrl('body'), list(rule.body.map(atom)));
    add(base, swrl('head'), list(rule.head.map(atom)));
  }
  return quads;
}

function valueLiteral(value: string | number | boolean): Quad_Object {
  if (typeof value === 'string') return literal(value);
  const type = typeof value === 'boolean' ? 'boolean' : Number.isInteger(value) ? 'integer' : 'decimal';
  return literal(String(value), namedNode(`${NS.xsd}${type}`));
}
