import { replyJson, type HttpClient } from '@ontobench/sdk';
import type { ResolvedTerm } from '@ontobench/sdk/common';
import { documentRequestPath, takeEarlyDocument } from './prefetch.ts';
import {
  DOCUMENTS_API,
  type DocumentView,
  type PublicDocument,
  type PublicationTree,
  type ReferenceKey,
} from '../../common/api.ts';

const enc = encodeURIComponent;
const api = (path: string) => `/api/${path}`;

/** The document as the user sees it; the request the route started on entry when there is one (prefetch.ts). */
export const fetchDocument = async (http: HttpClient, id: string, signal?: AbortSignal) =>
  replyJson<DocumentView>(await (takeEarlyDocument(id) ?? http.request(documentRequestPath(id), { signal })));

/** No sign-in: a 401 here must not send the visitor to the sign-in page. */
export const fetchPublicDocument = async (http: HttpClient, id: string, signal?: AbortSignal) =>
  replyJson<PublicDocument>(
    await http.request(api(DOCUMENTS_API.publicDocument(enc(id))), { signal, noAuthRedirect: true }),
  );

export const fetchTree = async (http: HttpClient, id: string, signal?: AbortSignal) =>
  replyJson<PublicationTree>(await http.request(api(DOCUMENTS_API.tree(enc(id))), { signal }));

export const fetchPublicTree = async (http: HttpClient, id: string, signal?: AbortSignal) =>
  replyJson<PublicationTree>(
    await http.request(api(DOCUMENTS_API.publicTree(enc(id))), { signal, noAuthRedirect: true }),
  );

/** POST terms/resolve: the targets of the references asked about (domain.md §7 "Term resolution"). */
export const resolveTerms = async (http: HttpClient, refs: ReferenceKey[]) =>
  replyJson<ResolvedTerm[]>(
    await http.request(api(DOCUMENTS_API.resolveTerms), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refs }),
    }),
  );

/** Page loads: the SDK's hook. */
export { useLoad, type Loaded } from '@ontobench/sdk';
