import type { Quad } from 'n3';
import type { OntologyState } from '../../common/state.ts';
import { termIris } from './state-to-rdf.ts';

/** What an export left out of the stored axioms, for its warnings. */
export interface DroppedAxioms {
  /** How many statements (blank-node parts of a dropped restriction included). */
  statements: number;
  /** The IRIs of the deleted terms they were about, sorted. */
  subjects: string[];
}

/** The IRIs of the state's terms (not the ontology's own), and those it already recorded, one each. */
export function axiomTermsOf(state: OntologyState): string[] {
  const iris = termIris(state);
  iris.delete(state.ontology.id);
  const recorded = (state.ontology.axiomTerms ?? '').split('\n').filter(Boolean);
  return [...new Set([...recorded, ...iris.values()])];
}

/**
 * Axioms about terms deleted in the editor (issue 14): the stored Turtle still says `:Old rdfs:seeAlso …`
 * after `:Old` is gone, and an export would bring the term back. Which IRIs were terms is recorded when
 * the axioms come (`ontology.axiomTerms`, ONTO_PROP.axiomTerms): a statement whose subject is one of them
 * and is no term of the ontology now is left out. Nothing else is guessed: a vocabulary says things about
 * IRIs of its own namespace it never declares (DCAT's `dcat:inCatalog owl:inverseOf …`), and those stay.
 * The blank nodes only the dropped statements reached (a restriction on the deleted class) go with them.
 */
export function dropStaleAxioms(
  axioms: readonly Quad[],
  state: OntologyState,
): { kept: Quad[]; dropped: DroppedAxioms | null } {
  const recorded = (state.ontology.axiomTerms ?? '').split('\n').filter(Boolean);
  if (recorded.length === 0) return { kept: [...axioms], dropped: null };
  const current = new Set(termIris(state).values());
  const gone = new Set(recorded.filter((iri) => !current.has(iri)));
  const dropped = new Set<Quad>(axioms.filter((q) => q.subject.termType === 'NamedNode' && gone.has(q.subject.value)));
  if (dropped.size === 0) return { kept: [...axioms], dropped: null };
  const subjects = [...new Set([...dropped].map((q) => q.subject.value))].sort();
  // Blank nodes reached only from dropped statements go too (to a fixed point: nested lists, restrictions).
  for (;;) {
    const keptRefs = new Set<string>();
    const droppedRefs = new Set<string>();
    for (const q of axioms)
      if (q.object.termType === 'BlankNode') (dropped.has(q) ? droppedRefs : keptRefs).add(q.object.value);
    const orphans = axioms.filter(
      (q) =>
        !dropped.has(q) &&
        q.subject.termType === 'BlankNode' &&
        droppedRefs.has(q.subject.value) &&
        !keptRefs.has(q.subject.value),
    );
    if (orphans.length === 0) break;
    for (const q of orphans) dropped.add(q);
  }
  return { kept: axioms.filter((q) => !dropped.has(q)), dropped: { statements: dropped.size, subjects } };
}
