import type { HttpClient } from '@ontobench/sdk';

const JSON_HEADERS = { 'content-type': 'application/json' };

/** Calls `/api/{path}` with `method`; a `body` goes as JSON. The reply is the caller's to read (`replyJson`). */
export const send = (http: HttpClient, method: string, path: string, body?: unknown, signal?: AbortSignal) =>
  http.request(`/api/${path}`, {
    method,
    signal,
    ...(body === undefined ? {} : { headers: JSON_HEADERS, body: JSON.stringify(body) }),
  });
