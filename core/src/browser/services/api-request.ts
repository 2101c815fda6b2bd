import type { HttpClient } from './shell-contracts.ts';

const JSON_HEADERS = { 'content-type': 'application/json' };

/**
 * Calls an extension's own endpoint `/api/{path}` with `method`; a `body` goes as JSON (none: no body and
 * no content type). The reply is the caller's to read, usually with `replyJson` (reply.ts). Every area's
 * API client wrote this same helper again before it lived here.
 */
export function apiRequest(
  http: HttpClient,
  method: string,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  return http.request(`/api/${path}`, {
    method,
    signal,
    ...(body === undefined ? {} : { headers: JSON_HEADERS, body: JSON.stringify(body) }),
  });
}
