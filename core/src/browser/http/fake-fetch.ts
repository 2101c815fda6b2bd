import { vi } from 'vitest';

/** One recorded call of the fake fetch. */
export interface FakeCall {
  path: string;
  method: string;
  headers: Headers;
  body: unknown;
  /** Whether the request was to outlive the page (fetch's `keepalive`). */
  keepalive: boolean;
  /** The request's abort signal, for a handler that waits (and should stop when it fires). */
  signal?: AbortSignal;
}

type Handler = (call: FakeCall) => Response | Promise<Response> | 'network-error';

/** A JSON response with the given status. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/**
 * Replaces the global fetch with a table of handlers by "METHOD path" (query ignored unless the key
 * has one); unknown calls answer 404. For tests only.
 */
export function fakeFetch(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const fn = vi.fn(async (input: string, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call: FakeCall = {
      path: input,
      method,
      headers: new Headers(init.headers),
      body,
      keepalive: init.keepalive === true,
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    const handler = routes[`${method} ${input}`] ?? routes[`${method} ${input.split('?')[0]}`];
    if (!handler) return json({ error: `no route ${method} ${input}` }, 404);
    const result = await handler(call);
    if (result === 'network-error') throw new TypeError('Failed to fetch');
    return result;
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn };
}
