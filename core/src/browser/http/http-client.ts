import { inject, injectable } from 'inversify';
import { SHELL_CONSTANTS } from '../../common/constants.ts';
import type { Disposable } from '../../common/disposable.ts';
import { STORAGE_KEYS } from '../../common/storage-keys.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import type { HttpClient, HttpRequestInit } from '../services/shell-contracts.ts';
import type { KeyValueStorage } from '../services/storage.ts';
import { wait } from './wait.ts';

/**
 * The HTTP client every shell call goes through (spec shell.md §4, §6, §7):
 * - sends the signed-in user's JWT as a bearer token (read from storage, where the session keeps it);
 * - a request that got no response at all (a network failure, not an HTTP error) is retried once
 *   after 300 ms;
 * - every response is shown to the `onResponse` listeners (version, maintenance and licence headers);
 * - a 401 to a request that carried a token tells the `onUnauthorized` listeners, so the session ends
 *   and the route guard sends the user to sign in, keeping the current path.
 */
@injectable()
export class FetchHttpClient implements HttpClient {
  private readonly responseListeners = new Set<(response: Response) => void>();
  private readonly unauthorizedListeners = new Set<(path: string) => void>();

  constructor(@inject(CORE_TOKENS.Storage) private readonly storage: KeyValueStorage) {}

  async request(path: string, init: HttpRequestInit = {}): Promise<Response> {
    const { noRetry, noAuthRedirect, ...requestInit } = init;
    const headers = new Headers(requestInit.headers);
    const token = this.storage.getItem(STORAGE_KEYS.token);
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    if (typeof requestInit.body === 'string' && !headers.has('content-type')) {
      headers.set('content-type', 'application/json');
    }
    const send = () => globalThis.fetch(path, { ...requestInit, headers });
    const retries = noRetry ? 0 : SHELL_CONSTANTS.networkRetryCount;
    let response: Response | undefined;
    for (let attempt = 0; ; attempt++) {
      try {
        response = await send();
        break;
      } catch (error) {
        if (attempt >= retries || isAbort(error) || requestInit.signal?.aborted) throw error;
        await wait(SHELL_CONSTANTS.networkRetryDelayMs, requestInit.signal ?? undefined);
      }
    }
    for (const listener of this.responseListeners) listener(response);
    if (response.status === 401 && token && !noAuthRedirect) {
      for (const listener of this.unauthorizedListeners) listener(path);
    }
    return response;
  }

  onResponse(listener: (response: Response) => void): Disposable {
    this.responseListeners.add(listener);
    return { dispose: () => void this.responseListeners.delete(listener) };
  }

  onUnauthorized(listener: (path: string) => void): Disposable {
    this.unauthorizedListeners.add(listener);
    return { dispose: () => void this.unauthorizedListeners.delete(listener) };
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
