import { replyJson, type HttpClient } from '@ontobench/sdk';
import type { OntologyState } from '../common/state.ts';
import { statePath } from './maps/data/map-prefetch.ts';

export { NotFoundError, ReplyError, replyError, replyJson } from '@ontobench/sdk';

/**
 * The ontology as the signed-in user sees it (`GET /api/ontology/:id/state`, read on the server through
 * the data API): the one read that the map, the documentation, the glossary and the comparison share.
 */
export const fetchOntologyState = async (http: HttpClient, id: string, signal?: AbortSignal) =>
  replyJson<OntologyState>(await http.request(statePath(id), { signal }));
