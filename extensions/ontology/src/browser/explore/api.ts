import { useEffect, useState } from 'react';
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

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; value: T };

/** Runs a load when its key changes and keeps the latest outcome; a stale answer is dropped. */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ key: string; loaded: Loaded<T> }>({ key, loaded: { status: 'loading' } });
  useEffect(() => {
    const controller = new AbortController();
    setState({ key, loaded: { status: 'loading' } });
    load(controller.signal).then(
      (value) => !controller.signal.aborted && setState({ key, loaded: { status: 'ready', value } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const loaded: Loaded<T> =
          error instanceof NotFoundError
            ? { status: 'notFound' }
            : { status: 'failed', message: error instanceof Error ? error.message : String(error) };
        setState({ key, loaded });
      },
    );
    return () => controller.abort();
    // The key names what is loaded; `load` is a new closure each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.loaded : { status: 'loading' };
}
