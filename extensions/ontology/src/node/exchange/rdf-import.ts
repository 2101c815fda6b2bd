import type { Quad } from 'n3';
import type { ImportFidelity, PredicateCount } from '../../common/exchange.ts';
import type { OntologyState } from '../../common/state.ts';
import { axiomsOf, ontologyToRdf, writeAxioms } from './axioms.ts';
import { compareGraphs } from './graph-compare.ts';
import { parseRdf, type RdfFormat } from './rdf-formats.ts';
import { rdfToState } from './rdf-to-state.ts';

export interface MappedFile {
  state: OntologyState;
  warnings: string[];
  fidelity: ImportFidelity;
}

/**
 * An OWL/RDFS file as a state document that loses nothing it can keep: the model's terms, plus every
 * other statement as the ontology's axioms (axioms.ts). The export it would give is checked here, so
 * the statements it would still lack are known before anything is written: each predicate of them is
 * named, with its count, in the warnings.
 */
export async function mapRdfFile(text: string, format: RdfFormat, name?: string): Promise<MappedFile> {
  const prefixes: Record<string, string> = {};
  const quads = await parseRdf(text, format, undefined, prefixes);
  // Each step is a second or so of work for a large file: the server answers other requests in between.
  await nextTurn();
  const mapped = rdfToState(quads, name);
  await nextTurn();
  const axioms = axiomsOf(quads, mapped.state);
  await nextTurn();
  if (axioms.length > 0) mapped.state.ontology.axioms = await writeAxioms(axioms, prefixes);
  await nextTurn();
  const lost = compareGraphs(quads, ontologyToRdf(mapped.state).quads).missing;
  const lostByPredicate = byPredicate(lost);
  return {
    state: mapped.state,
    warnings: [
      ...mapped.warnings,
      ...lostByPredicate.map((p) => `Не сохранено утверждений с ${p.predicate}: ${p.count}`),
    ],
    fidelity: {
      axioms: { total: axioms.length, byPredicate: byPredicate(axioms) },
      lost: { total: lost.length, byPredicate: lostByPredicate },
    },
  };
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Statements counted by predicate, most first (then by IRI). */
export function byPredicate(quads: readonly Quad[]): PredicateCount[] {
  const counts = new Map<string, number>();
  for (const q of quads) counts.set(q.predicate.value, (counts.get(q.predicate.value) ?? 0) + 1);
  return [...counts]
    .map(([predicate, count]) => ({ predicate, count }))
    .sort((a, b) => b.count - a.count || (a.predicate < b.predicate ? -1 : 1));
}
