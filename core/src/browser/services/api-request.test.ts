import { describe, expect, it } from 'vitest';
import { apiRequest } from './api-request.ts';
import type { HttpClient, HttpRequestInit } from './shell-contracts.ts';

function recording() {
  const calls: { path: string; init?: HttpRequestInit }[] = [];
  const http = {
    request: (path: string, init?: HttpRequestInit) => {
      calls.push({ path, init });
      return Promise.resolve(new Response('{}'));
    },
  } as unknown as HttpClient;
  return { http, calls };
}

describe('apiRequest: an extension endpoint call with a JSON body', () => {
  it('calls /api/{path} with the method, the body as JSON and its content type', async () => {
    const { http, calls } = recording();
    const signal = new AbortController().signal;
    await apiRequest(http, 'POST', 'dmn/tables', { name: 'A' }, signal);
    expect(calls).toEqual([
      {
        path: '/api/dmn/tables',
        init: {
          method: 'POST',
          signal,
          headers: { 'content-type': 'application/json' },
          body: '{"name":"A"}',
        },
      },
    ]);
  });

  it('sends no body and no content type when there is no body', async () => {
    const { http, calls } = recording();
    await apiRequest(http, 'DELETE', 'graphs/1');
    expect(calls[0]).toEqual({ path: '/api/graphs/1', init: { method: 'DELETE', signal: undefined } });
  });
});
