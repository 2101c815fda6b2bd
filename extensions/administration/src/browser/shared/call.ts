import { apiRequest, replyDone, replyJson, type HttpClient } from '@ontobench/sdk';

/** A call that answers 204 or any success; a refusal throws the server's text (replyDone). */
export async function callNoContent(http: HttpClient, method: string, path: string, body?: unknown): Promise<void> {
  await replyDone(await apiRequest(http, method, path, body));
}

/** A call whose JSON reply is wanted. */
export async function callJson<T>(
  http: HttpClient,
  method: string,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  return replyJson<T>(await apiRequest(http, method, path, body, signal));
}
