import { DataApiError, filterLiteral, type DataClient, type GetDataReply, type HttpClient } from '@ontobench/sdk';
import { EXPLORE_PROCEDURES, PUBLIC_DOC_PATH, type SearchResult, type TermView } from '../../common/explore.ts';
import { ONTO_CLASS, ONTO_PROP } from '../../common/schema.ts';
import type { OntologyState } from '../../common/state.ts';
import { NotFoundError, replyJson } from '../ontology-api.ts';

/** The public document: no sign-in, only for an ontology marked public. */
export const fetchPublicDoc = async (http: HttpClient, id: string, signal?: AbortSignal) =>
  replyJson<OntologyState>(
    await http.request(`/api/${PUBLIC_DOC_PATH}/${encodeURIComponent(id)}`, { signal, noAuthRedirect: true }),
  );

/** Synonyms of the ontology's terms (the state need not carry them): one get_data with a reverse field. */
export async function fetchSynonyms(data: DataClient, id: string): Promise<Map<string, string[]>> {
  const reply: GetDataReply = await data.getData({
    class: ONTO_CLASS.Ontology,
    filter: `[id] = ${filterLiteral(id)}`,
    limit: 1,
    fields: [{ prop: ONTO_PROP.ontology, reverse: true, fields: [{ prop: ONTO_PROP.synonym }] }],
  });
  const out = new Map<string, string[]>();
  for (const cell of reply.rows) {
    if (cell.from === undefined || cell.prop !== ONTO_PROP.synonym || cell.val === null) continue;
    out.set(cell.from, [...(out.get(cell.from) ?? []), String(cell.val)]);
  }
  return out;
}

/** One object with its facts and links (the explore part's term procedure); 404 → NotFoundError. */
export async function fetchTerm(data: DataClient, id: string): Promise<TermView> {
  try {
    return await data.execute<TermView>(EXPLORE_PROCEDURES.term, { id });
  } catch (error) {
    if (error instanceof DataApiError && error.status === 404) throw new NotFoundError(error.message);
    throw error;
  }
}

export const searchTerms = (data: DataClient, text: string) =>
  data.execute<SearchResult>(EXPLORE_PROCEDURES.search, { text });

/** The page loads' states and hook are the SDK's (they were this file's; the documents area needed them too). */
export { useLoad, type Loaded } from '@ontobench/sdk';
