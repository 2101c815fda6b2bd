import { randomUUID } from 'node:crypto';
import { CLASS, PROP, type Scalar, type SetDataOperation } from '@ontobench/sdk/common';
import { ONTO_CLASS, ONTO_PROP } from '../../common/schema.ts';
import type { OntologyState, TermBase } from '../../common/state.ts';
import { literalValue } from './rdf-to-state.ts';
import { axiomPieces } from '../../common/axiom-pieces.ts';
import { axiomTermsOf } from './stale-axioms.ts';

export interface ImportPlan {
  /** One set_data list: the store writes it in one transaction, all or nothing. */
  ops: SetDataOperation[];
  /** The ontology the terms join: a new one, or the given target. */
  ontologyId: string;
  counts: { classes: number; objectProperties: number; dataProperties: number; individuals: number };
  warnings: string[];
}

/**
 * Turns a state document (from OWL, JSON or another store) into set_data operations with fresh ids:
 * the ontology (unless a target is given), classes, then parents, properties, individuals with their
 * values and links, each term pointing at the ontology through ONTO_PROP.ontology. What the store
 * would refuse (a value outside the property's domain, a link outside its range, a second value of a
 * single-valued property, a file value) is left out with a warning instead of failing the import.
 */
export function planImport(state: OntologyState, target?: string): ImportPlan {
  const warnings: string[] = [];
  const ops: SetDataOperation[] = [];
  const ids = new Map<string, string>();
  const fresh = (old: string) => {
    const id = randomUUID();
    ids.set(old, id);
    return id;
  };
  const ontologyId = target ?? randomUUID();
  const annotate = (inst: string, term: TermBase, isTerm = false) => {
    if (term.iri) ops.push({ op: 'upd', inst, prop: ONTO_PROP.iri, val: term.iri });
    // Synonyms apply to classes and properties only (ONTO_PROP.synonym's domain).
    if (isTerm && term.synonyms?.length) ops.push({ op: 'upd', inst, prop: ONTO_PROP.synonym, val: term.synonyms });
    if (term.labels?.length) ops.push({ op: 'upd', inst, prop: ONTO_PROP.label, val: term.labels });
    if (term.description) ops.push({ op: 'upd', inst, prop: PROP.description, val: term.description });
  };
  const join = (inst: string) => ops.push({ op: 'add', inst, prop: ONTO_PROP.ontology, val: ontologyId });
  const nameOf = (term: TermBase) => term.name?.trim() || term.iri || term.id;

  if (!target) {
    ops.push({ op: 'new', class: ONTO_CLASS.Ontology, name: nameOf(state.ontology), inst: ontologyId });
    if (state.ontology.baseIri)
      ops.push({ op: 'upd', inst: ontologyId, prop: ONTO_PROP.baseIri, val: state.ontology.baseIri });
    annotate(ontologyId, state.ontology);
  }
  // Axioms join those the ontology has (an import into a target adds its own after them), and so do the
  // IRIs of the terms they may be about, so an export knows which of them were deleted since.
  const axioms = axiomPieces(state.ontology.axioms);
  if (axioms.length) {
    ops.push({ op: 'add', inst: ontologyId, prop: ONTO_PROP.axioms, val: axioms });
    const terms = axiomPieces(axiomTermsOf(state).join('\n'));
    if (terms.length) ops.push({ op: 'add', inst: ontologyId, prop: ONTO_PROP.axiomTerms, val: terms });
  }

  for (const c of state.classes) {
    const id = fresh(c.id);
    ops.push({ op: 'new', class: CLASS.Class, name: nameOf(c), inst: id });
    join(id);
    annotate(id, c, true);
  }
  const known = (list: readonly string[]) => list.map((x) => ids.get(x)).filter((x): x is string => !!x);
  for (const c of state.classes) {
    const parents = known(c.parents);
    if (parents.length) ops.push({ op: 'upd', inst: ids.get(c.id)!, prop: PROP.parentClass, val: parents });
  }
  for (const p of state.objectProperties) {
    const id = fresh(p.id);
    ops.push({ op: 'new', class: CLASS.ObjectProperty, name: nameOf(p), inst: id });
    ops.push({ op: 'upd', inst: id, prop: PROP.multiple, val: p.multiple !== false });
    if (known(p.domain).length) ops.push({ op: 'upd', inst: id, prop: PROP.domain, val: known(p.domain) });
    if (known(p.range).length) ops.push({ op: 'upd', inst: id, prop: PROP.range, val: known(p.range) });
    join(id);
    annotate(id, p, true);
  }
  for (const p of state.dataProperties) {
    const id = fresh(p.id);
    ops.push({ op: 'new', class: CLASS.DataProperty, name: nameOf(p), inst: id });
    ops.push({ op: 'upd', inst: id, prop: PROP.baseType, val: p.baseType });
    ops.push({ op: 'upd', inst: id, prop: PROP.multiple, val: p.multiple !== false });
    if (known(p.domain).length) ops.push({ op: 'upd', inst: id, prop: PROP.domain, val: known(p.domain) });
    join(id);
    annotate(id, p, true);
  }

  // The class hierarchy of the document, to check domains and ranges as the store will.
  const parentsOf = new Map(state.classes.map((c) => [c.id, c.parents]));
  const isA = (cls: string, targets: readonly string[]): boolean => {
    if (targets.length === 0) return true;
    const seen = new Set<string>();
    const queue = [cls];
    while (queue.length) {
      const next = queue.shift()!;
      if (targets.includes(next)) return true;
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(...(parentsOf.get(next) ?? []));
    }
    return false;
  };
  const dataProps = new Map(state.dataProperties.map((p) => [p.id, p]));
  const objectProps = new Map(state.objectProperties.map((p) => [p.id, p]));
  const classOf = new Map(state.individuals.map((i) => [i.id, i.class]));

  let individuals = 0;
  const pendingLinks: { inst: string; values: Map<string, Scalar[]> }[] = [];
  for (const ind of state.individuals) {
    const cls = ids.get(ind.class);
    if (!cls) {
      warnings.push(`«${nameOf(ind)}»: класса индивида нет в онтологии, индивид пропущен`);
      continue;
    }
    const id = fresh(ind.id);
    individuals++;
    ops.push({ op: 'new', class: cls, name: nameOf(ind), inst: id });
    join(id);
    annotate(id, ind);
    const values = new Map<string, Scalar[]>();
    for (const v of ind.values) {
      const prop = dataProps.get(v.prop);
      if (!prop) continue;
      const value = prop.baseType === 'file' ? null : literalValue(String(v.value), prop.baseType);
      if (value === null) warnings.push(`«${nameOf(ind)}»: значение «${String(v.value)}» пропущено (${prop.name})`);
      else if (!isA(ind.class, prop.domain))
        warnings.push(`«${nameOf(ind)}»: свойство «${prop.name}» не относится к классу индивида, значение пропущено`);
      else values.set(prop.id, [...(values.get(prop.id) ?? []), value]);
    }
    for (const l of ind.links) {
      const prop = objectProps.get(l.prop);
      const targetClass = classOf.get(l.target);
      if (!prop || targetClass === undefined) continue;
      if (!isA(ind.class, prop.domain) || !isA(targetClass, prop.range))
        warnings.push(`«${nameOf(ind)}»: связь «${prop.name}» не подходит к домену или диапазону, пропущена`);
      else values.set(prop.id, [...(values.get(prop.id) ?? []), l.target]);
    }
    for (const [prop, list] of values) {
      const single = (dataProps.get(prop) ?? objectProps.get(prop))!.multiple === false;
      if (single && list.length > 1) warnings.push(`«${nameOf(ind)}»: у свойства одно значение, лишние пропущены`);
      // Links are written after every individual exists (below); values now.
      if (dataProps.has(prop)) ops.push({ op: 'upd', inst: id, prop: ids.get(prop)!, val: single ? list[0]! : list });
    }
    pendingLinks.push({ inst: id, values });
  }
  const single = (prop: string) => objectProps.get(prop)?.multiple === false;
  for (const { inst, values } of pendingLinks) {
    for (const [prop, list] of values) {
      if (!objectProps.has(prop)) continue;
      const targets = list.map((t) => ids.get(String(t))).filter((t): t is string => !!t);
      if (targets.length)
        ops.push({ op: 'upd', inst, prop: ids.get(prop)!, val: single(prop) ? targets[0]! : targets });
    }
  }

  return {
    ops,
    ontologyId,
    counts: {
      classes: state.classes.length,
      objectProperties: state.objectProperties.length,
      dataProperties: state.dataProperties.length,
      individuals,
    },
    warnings,
  };
}
