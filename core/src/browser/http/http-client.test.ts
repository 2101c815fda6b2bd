import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELL_CONSTANTS } from '../../common/constants.ts';
import { STORAGE_KEYS } from '../../common/storage-keys.ts';
import { memoryStorage } from '../services/storage.ts';
import { fakeFetch, json, type FakeCall } from './fake-fetch.ts';
import { FetchHttpClient } from './http-client.ts';

describe('HTTP client (spec shell.md §4 network, §6 401)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends the remembered JWT as a bearer token and JSON bodies with their content type', async () => {
    const { calls } = fakeFetch({ 'POST /api/x': () => json({ ok: true }) });
    const http = new FetchHttpClient(memoryStorage({ [STORAGE_KEYS.token]: 'jwt-1' }));
    await http.request('/api/x', { method: 'POST', body: '{"a":1}' });
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer jwt-1');
    expect(calls[0]!.headers.get('content-type')).toBe('application/json');
  });

  it('retries a request that got no response once, after 300 ms', async () => {
    let attempts = 0;
    const { calls } = fakeFetch({ 'GET /api/x': () => (++attempts === 1 ? 'network-error' : json({ ok: true })) });
    const http = new FetchHttpClient(memoryStorage());
    const pending = http.request('/api/x');
    await vi.advanceTimersByTimeAsync(SHELL_CONSTANTS.networkRetryDelayMs - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).status).toBe(200);
    expect(calls).toHaveLength(2);
  });

  it('gives up after the one retry, and never retries an HTTP error or with noRetry', async () => {
    const { calls } = fakeFetch({ 'GET /api/down': () => 'network-error', 'GET /api/500': () => json({}, 500) });
    const http = new FetchHttpClient(memoryStorage());
    const failing = http.request('/api/down');
    // Said in the page's language, not the browser's "Failed to fetch" (no raw error text).
    const caught = expect(failing).rejects.toThrow('Нет ответа от сервера: проверьте сеть');
    await vi.advanceTimersByTimeAsync(SHELL_CONSTANTS.networkRetryDelayMs);
    await caught;
    expect(calls).toHaveLength(2);
    expect((await http.request('/api/500')).status).toBe(500);
    expect(calls).toHaveLength(3);
    await expect(http.request('/api/down', { noRetry: true })).rejects.toThrow();
    expect(calls).toHaveLength(4);
  });

  it('shows every response to the onResponse listeners until disposed', async () => {
    fakeFetch({ 'GET /api/x': () => json({}, 200, { 'x-powered-by': '9.9.9' }) });
    const http = new FetchHttpClient(memoryStorage());
    const seen: string[] = [];
    const sub = http.onResponse((r) => seen.push(r.headers.get('x-powered-by') ?? ''));
    await http.request('/api/x');
    sub.dispose();
    await http.request('/api/x');
    expect(seen).toEqual(['9.9.9']);
  });

  it('signing out cancels the signed-in requests on their way, not the others; a caller’s own abort still works', async () => {
    const waiting = (call: FakeCall) =>
      new Promise<Response>((resolve, reject) => {
        call.signal?.addEventListener('abort', () => reject(call.signal!.reason));
        setTimeout(() => resolve(json({ ok: true })), 50);
      });
    fakeFetch({ 'GET /api/slow': waiting, 'GET /api/public/ping': waiting });
    const storage = memoryStorage();
    const http = new FetchHttpClient(storage);
    const anonymous = http.request('/api/public/ping');
    storage.setItem(STORAGE_KEYS.token, 'jwt');
    const signedIn = http.request('/api/slow');
    const caller = new AbortController();
    const own = http.request('/api/slow', { signal: caller.signal });
    caller.abort();
    await expect(own).rejects.toMatchObject({ name: 'AbortError' });
    http.cancelSignedIn();
    await expect(signedIn).rejects.toMatchObject({ name: 'AbortError', message: 'Signed out' });
    await vi.advanceTimersByTimeAsync(50);
    expect((await anonymous).status).toBe(200);
    // Nothing is left to cancel; a new request goes on.
    const later = http.request('/api/slow');
    await vi.advanceTimersByTimeAsync(50);
    expect((await later).status).toBe(200);
  });

  it('reports a 401 to a signed-in request, but not one without a token or with noAuthRedirect', async () => {
    fakeFetch({ 'GET /api/x': () => json({ error: 'Необходимо войти в систему' }, 401) });
    const storage = memoryStorage();
    const http = new FetchHttpClient(storage);
    const unauthorized: string[] = [];
    http.onUnauthorized((path) => unauthorized.push(path));
    await http.request('/api/x');
    storage.setItem(STORAGE_KEYS.token, 'stale');
    await http.request('/api/x', { noAuthRedirect: true });
    expect(unauthorized).toEqual([]);
    await http.request('/api/x');
    expect(unauthorized).toEqual(['/api/x']);
  });
});
