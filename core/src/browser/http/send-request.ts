import { SHELL_CONSTANTS } from '../../common/constants.ts';
import { STORAGE_KEYS } from '../../common/storage-keys.ts';
import type { HttpClient, HttpRequestInit } from '../services/shell-contracts.ts';
import type { KeyValueStorage } from '../services/storage.ts';
import { wait } from './wait.ts';

/** What a sign-in form needs of an HTTP client: one request. */
export type HttpRequester = Pick<HttpClient, 'request'>;

/**
 * One request as every shell call sends it (spec shell.md §6, §7): the JWT as a bearer token when there
 * is one, JSON's content type for a string body, and one retry after 300 ms when there was no response
 * at all (a network failure, not an HTTP error). FetchHttpClient adds its listeners around it; the light
 * sign-in page uses it alone (`requesterFromStorage`).
 */
export async function sendRequest(path: string, init: HttpRequestInit, token: string | null): Promise<Response> {
  // `noAuthRedirect` is for FetchHttpClient's 401 listeners, not for fetch.
  const { noRetry, noAuthRedirect: _forListeners, ...requestInit } = init;
  const headers = new Headers(requestInit.headers);
  if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
  if (typeof requestInit.body === 'string' && !headers.has('content-type')) {
    headers.set('content-type', 'application/json');
  }
  const retries = noRetry ? 0 : SHELL_CONSTANTS.networkRetryCount;
  for (let attempt = 0; ; attempt++) {
    try {
      return await globalThis.fetch(path, { ...requestInit, headers });
    } catch (error) {
      if (isAbortError(error) || requestInit.signal?.aborted) throw error;
      if (attempt >= retries) throw new NetworkError(error);
      await wait(SHELL_CONSTANTS.networkRetryDelayMs, requestInit.signal ?? undefined);
    }
  }
}

const NO_ANSWER = {
  ru: 'Нет ответа от сервера: проверьте сеть',
  en: 'No answer from the server: check the network',
};

/**
 * No response at all, after the retry: said in the page's language (the shell sets `<html lang>`), not in
 * the browser's own technical words ("Failed to fetch"), since pages show an error's message. A TypeError
 * still, as fetch's own, so whoever tells "no reply" from a reply goes on telling it.
 */
export class NetworkError extends TypeError {
  constructor(cause: unknown) {
    const lang = typeof document === 'undefined' ? 'ru' : document.documentElement.lang;
    super(lang === 'en' ? NO_ANSWER.en : NO_ANSWER.ru, { cause });
    this.name = 'NetworkError';
  }
}

/** The minimal client: requests as above, the token read from storage; no listeners (no kernel to tell). */
export function requesterFromStorage(storage: KeyValueStorage): HttpRequester {
  return { request: (path, init = {}) => sendRequest(path, init, storage.getItem(STORAGE_KEYS.token)) };
}

/**
 * A request that was called off (its caller's signal, or signing out: `HttpClient.cancelSignedIn`): not a
 * failure to report.
 */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
