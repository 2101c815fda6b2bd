import { CLASS, PROP, type SetDataOperation } from '@ontobench/sdk/common';
import { ONTO_PROP } from '../../../common/schema.ts';
import type { OntologyState } from '../../../common/state.ts';

/**
 * Creating from the map (issue 14, item 4): the `set_data` operations the lists use to create a class,
 * an individual or an object property (`new` + membership in the ontology), and the same change
 * applied to the map's state document, so the new term shows without loading the ontology again.
 */
export type Creation =
  | { kind: 'class'; id: string; name: string; parent?: string }
  | { kind: 'individual'; id: string; name: string; classId: string }
  | { kind: 'subclass'; from: string; to: string }
  | { kind: 'property'; id: string; name: string; from: string; to: string }
  | { kind: 'link'; from: string; to: string; prop: string };

/** What a drag from one node to another may mean, by the kinds of its ends. */
export type RelationChoice = { kind: 'subclass' } | { kind: 'property' } | { kind: 'link'; prop: string; name: string };

export function creationOps(ontology: string, c: Creation): SetDataOperation[] {
  const member = (inst: string): SetDataOperation => ({ op: 'add', inst, prop: ONTO_PROP.ontology, val: ontology });
  switch (c.kind) {
    case 'class':
      return [
        { op: 'new', class: CLASS.Class, name: c.name, inst: c.id },
        member(c.id),
        ...(c.parent ? [{ op: 'add', inst: c.id, prop: PROP.parentClass, val: c.parent } as SetDataOperation] : []),
      ];
    case 'individual':
      return [{ op: 'new', class: c.classId, name: c.name, inst: c.id }, member(c.id)];
    case 'subclass':
      return [{ op: 'add', inst: c.from, prop: PROP.parentClass, val: c.to }];
    case 'property':
      return [
        { op: 'new', class: CLASS.ObjectProperty, name: c.name, inst: c.id },
        member(c.id),
        { op: 'upd', inst: c.id, prop: PROP.domain, val: [c.from] },
        { op: 'upd', inst: c.id, prop: PROP.range, val: [c.to] },
      ];
    case 'link':
      return [{ op: 'add', inst: c.from, prop: c.prop, val: c.to }];
  }
}

/** The state document after the creation (a new object; the old one is left as it was). */
export function applyCreation(state: OntologyState, c: Creation): OntologyState {
  switch (c.kind) {
    case 'class':
      return { ...state, classes: [...state.classes, { id: c.id, name: c.name, parents: c.parent ? [c.parent] : [] }] };
    case 'individual':
      return {
        ...state,
        individuals: [...state.individuals, { id: c.id, name: c.name, class: c.classId, values: [], links: [] }],
      };
    case 'subclass':
      return {
        ...state,
        classes: state.classes.map((k) => (k.id === c.from ? { ...k, parents: [...k.parents, c.to] } : k)),
      };
    case 'property':
      return {
        ...state,
        objectProperties: [...state.objectProperties, { id: c.id, name: c.name, domain: [c.from], range: [c.to] }],
      };
    case 'link':
      return {
        ...state,
        individuals: state.individuals.map((i) =>
          i.id === c.from ? { ...i, links: [...i.links, { prop: c.prop, target: c.to }] } : i,
        ),
      };
  }
}

/** A class and every class above it (cycles and unknown parents tolerated). */
export function withAncestors(state: OntologyState, classId: string): Set<string> {
  const parents = new Map(state.classes.map((c) => [c.id, c.parents]));
  const seen = new Set<string>();
  const stack = [classId];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(parents.get(id) ?? []));
  }
  return seen;
}

/**
 * What a drag from `from` to `to` may create. Class → class: "subclass of" (unless it already is, or
 * would make a cycle) or a new object property with that domain and range. Individual → individual:
 * a link by each object property whose domain and range hold their classes (or a class above them).
 * Anything else (a class and an individual, a node to itself): nothing.
 */
export function relationChoices(state: OntologyState, from: string, to: string): RelationChoice[] {
  if (from === to) return [];
  const classes = new Set(state.classes.map((c) => c.id));
  if (classes.has(from) && classes.has(to)) {
    const choices: RelationChoice[] = [];
    if (!withAncestors(state, to).has(from) && !state.classes.find((c) => c.id === from)!.parents.includes(to))
      choices.push({ kind: 'subclass' });
    choices.push({ kind: 'property' });
    return choices;
  }
  const individual = new Map(state.individuals.map((i) => [i.id, i]));
  const a = individual.get(from);
  const b = individual.get(to);
  if (!a || !b) return [];
  const domainOk = withAncestors(state, a.class);
  const rangeOk = withAncestors(state, b.class);
  return state.objectProperties
    .filter((p) => p.domain.some((d) => domainOk.has(d)) && p.range.some((r) => rangeOk.has(r)))
    .map((p) => ({ kind: 'link', prop: p.id, name: p.name }));
}
