import { classifySaveError as classify, replyJson, type HttpClient, type SaveFailure } from '@ontobench/sdk';
import { SDOC_API, type DiffOp, type DocumentState, type SaveReply } from '../../../common/api.ts';

const JSON_HEADERS = { 'content-type': 'application/json' };
const post = (http: HttpClient, call: string, body: unknown, init: { signal?: AbortSignal; noRetry?: boolean } = {}) =>
  http.request(`/api/${call}`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body), ...init });

/** `document/fetch`: the document state of §3 (404 → NotFoundError). */
export async function fetchState(http: HttpClient, documentId: string, signal?: AbortSignal): Promise<DocumentState> {
  return replyJson<DocumentState>(await post(http, SDOC_API.fetch, { documentId }, { signal }));
}

/** What one save sends besides the diff. */
export interface SaveTarget {
  documentId: string;
  tabSessionId: string;
}

/** `document/save`: the diff made on `baseVersion`. Not repeated blindly: a save that landed would apply twice. */
export async function saveDiff(
  http: HttpClient,
  target: SaveTarget,
  diff: readonly DiffOp[],
  baseVersion: number,
  updateId: string,
): Promise<SaveReply> {
  const body = { ...target, updateId, baseVersion, diff };
  return replyJson<SaveReply>(await post(http, SDOC_API.save, body, { noRetry: true }));
}

/** `document/locks`: the elements this tab is changing now (none: it lets go). */
export async function sendLocks(http: HttpClient, target: SaveTarget, elementIds: readonly string[]): Promise<void> {
  await replyJson<unknown>(await post(http, SDOC_API.locks, { ...target, elementIds }));
}

export type { SaveFailure } from '@ontobench/sdk';

/**
 * A failed save's error (the SDK's classification), except that a 409 is retried, not reloaded: here it
 * means an element another editor holds (§4 locks), which a retry saves once they let go.
 */
export function classifySaveError(error: unknown): SaveFailure {
  const failure = classify(error);
  return failure.kind === 'conflict' ? { kind: 'failed', message: failure.message } : failure;
}
