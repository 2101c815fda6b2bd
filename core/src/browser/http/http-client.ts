import { inject, injectable } from 'inversify';
import type { Disposable } from '../../common/disposable.ts';
import { STORAGE_KEYS } from '../../common/storage-keys.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import type { HttpClient, HttpRequestInit } from '../services/shell-contracts.ts';
import type { KeyValueStorage } from '../services/storage.ts';
import { sendRequest } from './send-request.ts';

/**
 * The HTTP client every shell call goes through (spec shell.md §4, §6, §7):
 * - sends the signed-in user's JWT as a bearer token (read from storage, where the session keeps it),
 *   and retries once after 300 ms a request that got no response at all (send-request.ts);
 * - every response is shown to the `onResponse` listeners (version, maintenance and licence headers);
 * - a 401 to a request that carried a token tells the `onUnauthorized` listeners, so the session ends
 *   and the route guard sends the user to sign in, keeping the current path;
 * - signing out cancels the requests still on their way with the token (`cancelSignedIn`): the server
 *   would answer them 401 once the logout reached it first.
 */
@injectable()
export class FetchHttpClient implements HttpClient {
  private readonly responseListeners = new Set<(response: Response) => void>();
  private readonly unauthorizedListeners = new Set<(path: string) => void>();
  /** The requests on their way that carry the stored token. */
  private readonly signedIn = new Set<AbortController>();

  constructor(@inject(CORE_TOKENS.Storage) private readonly storage: KeyValueStorage) {}

  async request(path: string, init: HttpRequestInit = {}): Promise<Response> {
    const token = this.storage.getItem(STORAGE_KEYS.token);
    const response = token ? await this.sendSignedIn(path, init, token) : await sendRequest(path, init, null);
    for (const listener of this.responseListeners) listener(response);
    if (response.status === 401 && token && !init.noAuthRedirect) {
      for (const listener of this.unauthorizedListeners) listener(path);
    }
    return response;
  }

  cancelSignedIn(): void {
    for (const controller of this.signedIn) controller.abort(new DOMException('Signed out', 'AbortError'));
    this.signedIn.clear();
  }

  private async sendSignedIn(path: string, init: HttpRequestInit, token: string): Promise<Response> {
    const controller = new AbortController();
    const { signal } = init;
    const follow = () => controller.abort(signal?.reason);
    if (signal?.aborted) follow();
    else signal?.addEventListener('abort', follow, { once: true });
    this.signedIn.add(controller);
    try {
      return await sendRequest(path, { ...init, signal: controller.signal }, token);
    } finally {
      this.signedIn.delete(controller);
      signal?.removeEventListener('abort', follow);
    }
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
