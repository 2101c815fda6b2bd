import type { ClassState } from '../../common/state.ts';

/**
 * The parent links of a file that would make a class its own ancestor (OWL allows `A ⊑ B, B ⊑ A`,
 * which says A and B are equivalent), taken out of the classes: the store refuses a cycle in parent
 * classes (set_data's `class.cycle`, docs/ontology-lists.md), so an import keeping them would fail as a
 * whole. Links are kept in the file's order while they close no cycle; a cut link is no longer in the
 * model, so its rdfs:subClassOf statement becomes one of the ontology's axioms (axioms.ts) and is
 * written back on export. Answers the cut links, child first; `classes` is changed in place.
 */
export function cutParentCycles(classes: ClassState[]): [child: string, parent: string][] {
  const kept = new Map<string, string[]>();
  const cut: [string, string][] = [];
  // Whether `from` reaches `to` going up the links kept so far.
  const reaches = (from: string, to: string): boolean => {
    const seen = new Set<string>([from]);
    const stack = [from];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (id === to) return true;
      for (const p of kept.get(id) ?? [])
        if (!seen.has(p)) {
          seen.add(p);
          stack.push(p);
        }
    }
    return false;
  };
  for (const c of classes) {
    const parents: string[] = [];
    kept.set(c.id, parents);
    for (const p of c.parents) {
      if (reaches(p, c.id)) cut.push([c.id, p]);
      else parents.push(p);
    }
    c.parents = [...parents];
  }
  return cut;
}
