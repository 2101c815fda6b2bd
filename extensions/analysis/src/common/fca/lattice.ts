import { derivation, members, setOf, sizeOf, type Concept, type FormalContext } from './context.ts';
import { nextClosureConcepts } from './next-closure.ts';

/** The concept lattice: its concepts and the cover relation (the Hasse diagram's edges). */
export interface ConceptLattice {
  concepts: Concept[];
  /** `[upper, lower]` concept indices: `upper` covers `lower` (its extent is larger, nothing between). */
  edges: [number, number][];
  /** The index of the top concept (every object) and of the bottom (every attribute). */
  top: number;
  bottom: number;
}

/**
 * The cover relation of a context's concepts, by Lindig's neighbour test: for a concept (A, B) each object
 * g outside A gives the closed extent ((A ∪ {g})′)′; such an extent is an upper neighbour exactly when the
 * number of objects giving it equals the number of objects it adds to A.
 */
export function coverEdges(context: FormalContext, concepts: readonly Concept[]): [number, number][] {
  const d = derivation(context);
  const index = new Map<bigint, number>();
  const extents = concepts.map((c) => setOf(c.extent));
  extents.forEach((extent, i) => index.set(extent, i));
  const edges: [number, number][] = [];
  concepts.forEach((concept, lower) => {
    const extent = extents[lower]!;
    const intent = setOf(concept.intent);
    const counts = new Map<bigint, number>();
    for (const g of members(d.allObjects & ~extent)) {
      const larger = d.extentOf(intent & d.objectIntents[g]!);
      counts.set(larger, (counts.get(larger) ?? 0) + 1);
    }
    for (const [larger, count] of counts)
      if (count === sizeOf(larger & ~extent)) {
        const upper = index.get(larger);
        if (upper !== undefined) edges.push([upper, lower]);
      }
  });
  return edges.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
}

/** A context's concept lattice (Next Closure, then the covers); at most `maxConcepts` concepts. */
export function conceptLattice(context: FormalContext, maxConcepts?: number): ConceptLattice {
  const concepts = nextClosureConcepts(context, maxConcepts);
  const edges = coverEdges(context, concepts);
  const objects = context.objects.length;
  const attributes = context.attributes.length;
  return {
    concepts,
    edges,
    top: concepts.findIndex((c) => c.extent.length === objects),
    bottom: concepts.findIndex((c) => c.intent.length === attributes),
  };
}
