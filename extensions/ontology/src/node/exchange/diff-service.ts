import { HttpError, type OntologyComparison, type OntologyDiff, type TermComparison } from '@ontobench/sdk/node';
import { DIFF_CATEGORIES } from '../../common/exchange.ts';
import type { OntologyState } from '../../common/state.ts';
import { diffStates } from './diff.ts';
import { readOntologyState } from './state-reader.ts';

/**
 * The ontology diff for other areas (`ONTOLOGY_DIFF`): two stored ontologies read as the caller's user and
 * compared by `diffStates`, the comparison the `/ontologyDiff` page shows. Each term carries its domain's
 * names, so a check can ask "is this property on that class" without reading the states again.
 */
export const ontologyDiff: OntologyDiff = {
  async compare(read, referenceId, otherId) {
    const reference = await stateOrNull(() => readOntologyState(read, referenceId));
    const other = await stateOrNull(() => readOntologyState(read, otherId));
    if (!reference || !other) return null;
    const reply = diffStates(reference, other);
    const names1 = termNames(reference);
    const names2 = termNames(other);
    const domains1 = domainsOf(reference);
    const domains2 = domainsOf(other);
    const out = {} as OntologyComparison;
    for (const category of DIFF_CATEGORIES)
      out[category] = reply.diff[category].map((term): TermComparison => ({
        status: term.status,
        name: (term.id1 && names1.get(term.id1)) || term.name,
        changes: term.changes.map((c) => ({ field: c.field, before: c.before, after: c.after })),
        domain: term.id1
          ? (domains1.get(term.id1) ?? []).map((id) => names1.get(id) ?? id)
          : (domains2.get(term.id2 ?? '') ?? []).map((id) => names2.get(id) ?? id),
      }));
    return out;
  },
};

async function stateOrNull(read: () => Promise<OntologyState>): Promise<OntologyState | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

function termNames(state: OntologyState): Map<string, string> {
  const names = new Map<string, string>();
  for (const category of DIFF_CATEGORIES) for (const term of state[category]) names.set(term.id, term.name);
  return names;
}

function domainsOf(state: OntologyState): Map<string, string[]> {
  return new Map([...state.objectProperties, ...state.dataProperties].map((p) => [p.id, p.domain]));
}
