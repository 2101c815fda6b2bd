import { replyJson, type HttpClient } from '@ontobench/sdk';
import { DOCUMENTS_API, type DocumentView, type SaveReply } from '../../../common/api.ts';
import { documentPath, takeEarlyDocument } from './document-prefetch.ts';

const path = (p: string) => `/api/${p}`;
const JSON_HEADERS = { 'content-type': 'application/json' };

/** The document as the user sees it (404 → NotFoundError); the route's early request when there is one. */
export async function fetchDocument(http: HttpClient, id: string, signal?: AbortSignal): Promise<DocumentView> {
  const reply = takeEarlyDocument(id) ?? http.request(documentPath(id), { signal });
  return replyJson<DocumentView>(await reply);
}

/**
 * Saves the content. `contentJson` is the content already serialised (the autosave compared it with the
 * last saved text): it goes into the body as it is, not parsed and written again.
 */
export async function saveContent(
  http: HttpClient,
  id: string,
  contentJson: string,
  baseVersion: number,
): Promise<SaveReply> {
  const response = await http.request(path(DOCUMENTS_API.content(encodeURIComponent(id))), {
    method: 'PUT',
    headers: JSON_HEADERS,
    body: `{"content":${contentJson},"baseVersion":${baseVersion}}`,
    // A save is not repeated blindly: a repeat of a save that did land would answer 409.
    noRetry: true,
  });
  return replyJson<SaveReply>(response);
}

/** Makes the document public or not (the server's own call: it takes the copy visitors read). */
export async function setPublic(http: HttpClient, id: string, isPublic: boolean): Promise<void> {
  await replyJson<unknown>(
    await http.request(path(DOCUMENTS_API.publicFlag(encodeURIComponent(id))), {
      method: 'PUT',
      headers: JSON_HEADERS,
      body: JSON.stringify({ isPublic }),
    }),
  );
}

export { classifySaveError } from '@ontobench/sdk';
