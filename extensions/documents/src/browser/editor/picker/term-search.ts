import { CLASS, combineFilters, filterLiteral, rowsFromReply, type DataClient, type HttpClient } from '@ontobench/sdk';
import { DOCUMENTS_API, type ReferenceKey } from '../../../common/api.ts';
import type { ResolvedTerm } from '@ontobench/sdk/common';
import { DOC_CLASS } from '../../../common/schema.ts';
import { REFERENCE_KIND, type TermKind } from './reference-text.ts';

/** One term the picker found: what it is, its name and (when the server tells) its ontology. */
export interface TermHit {
  kind: TermKind;
  id: string;
  name: string;
  ontology?: string;
}

/** Where each kind is searched: the class whose instances it is (the individuals: a chosen class). */
const SEARCHED: readonly { kind: TermKind; classId: string }[] = [
  { kind: 'class', classId: CLASS.Class },
  { kind: 'objectProperty', classId: CLASS.ObjectProperty },
  { kind: 'dataProperty', classId: CLASS.DataProperty },
  { kind: 'document', classId: DOC_CLASS.Document },
];

/** Up to this many of each kind: the picker is a search, not a list. */
export const HITS_PER_KIND = 20;

const byName = (text: string) => (text.trim() ? `[name] ~ ${filterLiteral(text.trim())}` : undefined);

/**
 * Finds terms by name with the generic data API (get_data with a name filter, docs/filter-language.md):
 * classes, object and data properties and documents; with `individualsOf`, the individuals of that class
 * instead (there is no class of all individuals to ask). The viewer's access rules apply on the server.
 */
export async function searchTerms(
  data: DataClient,
  text: string,
  options: { individualsOf?: string; signal?: AbortSignal } = {},
): Promise<TermHit[]> {
  const searched = options.individualsOf ? [{ kind: 'individual' as const, classId: options.individualsOf }] : SEARCHED;
  const replies = await Promise.all(
    searched.map(async ({ kind, classId }) => {
      const reply = await data.getData(
        { class: classId, filter: combineFilters(byName(text)), limit: HITS_PER_KIND, fields: [] },
        { signal: options.signal },
      );
      return rowsFromReply(reply).map((row): TermHit => ({ kind, id: row.id, name: row.name }));
    }),
  );
  return replies.flat();
}

/**
 * The ontology (discourse) of each hit, from the term-resolution call (one call for all); an empty map
 * when the call fails: the picker then shows the kinds without the ontologies.
 */
export async function ontologiesOf(http: HttpClient, hits: readonly TermHit[]): Promise<Map<string, string>> {
  const refs: ReferenceKey[] = hits.map((h) => ({ kind: REFERENCE_KIND[h.kind], id: h.id }));
  const out = new Map<string, string>();
  if (refs.length === 0) return out;
  try {
    const response = await http.request(`/api/${DOCUMENTS_API.resolveTerms}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refs }),
    });
    if (!response.ok) return out;
    const terms = (await response.json()) as ResolvedTerm[];
    for (const term of terms) if (term.discourseCaption) out.set(term.id.toLowerCase(), term.discourseCaption);
  } catch {
    // Without the ontologies the picker still works.
  }
  return out;
}
