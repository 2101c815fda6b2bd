import { replyJson, type DataClient, type HttpClient } from '@ontobench/sdk';
import { DOCUMENTS_API, type PublicationEntry, type PublicationTree } from '../../common/api.ts';
import { DOC_PROP } from '../../common/schema.ts';

/** The publications calls of common/api.ts, over the shell's HTTP client. */
export const fetchTree = async (http: HttpClient, publicationId: string) =>
  replyJson<PublicationTree>(await http.request(`/api/${DOCUMENTS_API.tree(publicationId)}`));

export const fetchHistory = async (http: HttpClient, documentId: string) =>
  replyJson<PublicationEntry[]>(await http.request(`/api/${DOCUMENTS_API.history(documentId)}`));

export const publish = async (
  http: HttpClient,
  publicationId: string,
  body: { documentId: string; parentId?: string | null; order?: number },
) =>
  replyJson<{ linkId: string; order: number; version: number }>(
    await http.request(`/api/${DOCUMENTS_API.publish(publicationId)}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    }),
  );

/** Two siblings trade places: each takes the other's order (one set_data list, one transaction). */
export const swapOrders = (
  data: DataClient,
  a: { linkId: string; order: number },
  b: { linkId: string; order: number },
) =>
  data.setData([
    { op: 'upd', inst: a.linkId, prop: DOC_PROP.linkOrder, val: b.order === a.order ? a.order + 1 : b.order },
    { op: 'upd', inst: b.linkId, prop: DOC_PROP.linkOrder, val: a.order },
  ]);

/** Removes a link and the links under it (their parent goes). */
export const removeLinks = (data: DataClient, linkIds: readonly string[]) =>
  data.setData(linkIds.map((inst) => ({ op: 'del' as const, inst, del_force: true })));
