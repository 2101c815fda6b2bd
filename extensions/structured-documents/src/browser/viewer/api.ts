import { replyJson, type HttpClient } from '@ontobench/sdk';
import {
  SDOC_API,
  type DocumentState,
  type RenderReply,
  type SnapshotEntry,
  type ViewerEntry,
} from '../../common/api.ts';

/**
 * The reader's calls (common/api.ts): the rendered document, its publications, one publication's state,
 * publishing, the owning document of an element, the public page and the viewer's readers. A 404
 * rejects with the SDK's NotFoundError, so pages show "not found", never the server's text.
 */
const JSON_HEADERS = { 'content-type': 'application/json' };
const enc = encodeURIComponent;
const call = (
  http: HttpClient,
  path: string,
  init: RequestInit & { noRetry?: boolean; noAuthRedirect?: boolean } = {},
) => http.request(`/api/${path}`, init);
const post = (http: HttpClient, path: string, body: unknown, signal?: AbortSignal) =>
  call(http, path, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body), signal });

/** `document/render`: the document as HTML (escaped on the server) with its metadata. */
export const renderDocument = async (http: HttpClient, documentId: string, signal?: AbortSignal) =>
  replyJson<RenderReply>(await post(http, SDOC_API.render, { documentId }, signal));

/** §9: "quickView timeout 10 s". */
export const QUICK_VIEW_TIMEOUT_MS = 10_000;

/** The message of the error a quick view that did not answer within `QUICK_VIEW_TIMEOUT_MS` rejects with. */
export const QUICK_VIEW_TIMED_OUT = 'quickView timed out';

/**
 * `document/quickView` (§7, load mode quickView of §4): the document as HTML for a glance from a list,
 * given up after 10 s (§9) with an error saying `QUICK_VIEW_TIMED_OUT`; `signal` cancels it as well (the dialog closed).
 */
export async function quickView(
  http: HttpClient,
  documentId: string,
  signal?: AbortSignal,
  timeoutMs = QUICK_VIEW_TIMEOUT_MS,
): Promise<RenderReply> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
  try {
    return replyJson<RenderReply>(
      await call(http, SDOC_API.quickView, {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ documentId }),
        signal: both,
        noRetry: true,
      }),
    );
  } catch (error) {
    if (timeout.aborted && !signal?.aborted) throw new Error(QUICK_VIEW_TIMED_OUT, { cause: error });
    throw error;
  }
}

/** The document's publications, newest first. */
export const listPublications = async (http: HttpClient, documentId: string, signal?: AbortSignal) =>
  replyJson<SnapshotEntry[]>(await call(http, SDOC_API.snapshots(enc(documentId)), { signal }));

/** Publishes the document's state as it is now (the structure right; 403 otherwise). */
export const publish = async (http: HttpClient, documentId: string, input: { name: string; isPublic: boolean }) =>
  replyJson<SnapshotEntry>(
    await call(http, SDOC_API.snapshots(enc(documentId)), {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify(input),
      noRetry: true,
    }),
  );

/** One publication with the document state it froze (the compare page's input). */
export interface Publication extends SnapshotEntry {
  documentId: string;
  state: DocumentState | null;
}

/** One publication; another user's unreadable one is a 404 like a missing one. */
export const fetchPublication = async (http: HttpClient, id: string, signal?: AbortSignal) =>
  replyJson<Publication>(await call(http, SDOC_API.snapshot(enc(id)), { signal }));

/** `document/fetchDocumentInstanceDataByElementId` (§7): the document an element belongs to. */
export const owningDocument = async (http: HttpClient, elementId: string, signal?: AbortSignal) =>
  replyJson<{ documentId: string; elementId: string }>(await post(http, SDOC_API.byElement, { elementId }, signal));

/** What the public page shows: the publication's name and HTML. */
export interface PublicDocument {
  documentId: string;
  publication: { id: string; name: string; createdAt: string | null };
  title: string;
  html: string;
}

/** No sign-in: a 401 here must not send the visitor to the sign-in page. */
export const fetchPublicDocument = async (
  http: HttpClient,
  documentId: string,
  publicationId: string | undefined,
  signal?: AbortSignal,
) =>
  replyJson<PublicDocument>(
    await call(http, SDOC_API.publicDocument(enc(documentId), publicationId ? enc(publicationId) : undefined), {
      signal,
      noAuthRedirect: true,
    }),
  );

type Viewers = { viewers: ViewerEntry[] };

/** The viewer's readers calls of one tab on one document (shell §2). */
export function viewerCalls(http: HttpClient, documentId: string, viewerId: string) {
  const one = SDOC_API.viewer(enc(documentId), enc(viewerId));
  return {
    list: async () => (await replyJson<Viewers>(await call(http, SDOC_API.viewers(enc(documentId))))).viewers,
    register: async () =>
      (await replyJson<Viewers>(await post(http, SDOC_API.viewers(enc(documentId)), { viewerId }))).viewers,
    renew: async () => (await replyJson<Viewers>(await call(http, one, { method: 'PUT' }))).viewers,
    unregister: async () => {
      // keepalive: the tab may be closing (registration.ts lets go on pagehide).
      await replyJson<Viewers>(await call(http, one, { method: 'DELETE', noRetry: true, keepalive: true }));
    },
  };
}

/** The calls `viewerCalls` makes. */
export type ViewerCalls = ReturnType<typeof viewerCalls>;
