import type { ClassState, OntologyState } from '../../../common/state.ts';

export interface ClassNode {
  cls: ClassState;
  children: ClassNode[];
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'ru');

/**
 * The class hierarchy of an ontology as a forest: roots are classes with no parent inside the ontology.
 * A class with several parents appears under each; a cycle (A under B under A) is cut where it repeats,
 * and a class that is only reachable through a cycle becomes a root, so every class is shown.
 */
export function classForest(state: OntologyState): ClassNode[] {
  const ids = new Set(state.classes.map((c) => c.id));
  const childrenOf = new Map<string, ClassState[]>();
  for (const c of state.classes)
    for (const p of c.parents) if (ids.has(p)) childrenOf.set(p, [...(childrenOf.get(p) ?? []), c]);
  const placed = new Set<string>();
  const build = (cls: ClassState, path: ReadonlySet<string>): ClassNode => {
    placed.add(cls.id);
    const next = new Set(path).add(cls.id);
    const children = (childrenOf.get(cls.id) ?? []).filter((c) => !next.has(c.id)).sort(byName);
    return { cls, children: children.map((c) => build(c, next)) };
  };
  const roots = state.classes.filter((c) => !c.parents.some((p) => ids.has(p))).sort(byName);
  const forest = roots.map((c) => build(c, new Set()));
  for (const c of [...state.classes].sort(byName)) if (!placed.has(c.id)) forest.push(build(c, new Set()));
  return forest;
}

/** The anchor of a term in the document: stable, so links such as `#class-<id>` survive a reload. */
export function anchorOf(kind: 'class' | 'objectProperty' | 'dataProperty' | 'individual', id: string): string {
  return `${kind}-${id}`;
}

/** Names of every term of the ontology by id, to show a reference by name. */
export function namesOf(state: OntologyState): Map<string, string> {
  return new Map(
    [...state.classes, ...state.objectProperties, ...state.dataProperties, ...state.individuals].map((t) => [
      t.id,
      t.name,
    ]),
  );
}
