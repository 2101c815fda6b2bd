import { describe, expect, it } from 'vitest';
import type { HttpClient } from '@ontobench/sdk';
import { QUICK_VIEW_TIMED_OUT, QUICK_VIEW_TIMEOUT_MS, quickView } from './api.ts';

/** An HTTP client whose request answers only when aborted (a server that does not answer). */
const silent = {
  request: (_url: string, init: RequestInit = {}) =>
    new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal!.reason))),
} as unknown as HttpClient;

describe('quickView (domain.md §4 load mode quickView; §9 "quickView timeout 10 s")', () => {
  it('§9: gives up after 10 s', () => {
    expect(QUICK_VIEW_TIMEOUT_MS).toBe(10_000);
  });

  it('a quick view that does not answer in time rejects as timed out', async () => {
    await expect(quickView(silent, 'd1', undefined, 20)).rejects.toThrow(QUICK_VIEW_TIMED_OUT);
  });

  it('one the page cancels (the dialog closed) is an abort, not a timeout', async () => {
    const controller = new AbortController();
    const asked = quickView(silent, 'd1', controller.signal, 5_000);
    controller.abort();
    await expect(asked).rejects.not.toThrow(QUICK_VIEW_TIMED_OUT);
  });

  it('asks document/quickView for the document and answers its HTML', async () => {
    const calls: [string, RequestInit][] = [];
    const http = {
      request: async (url: string, init: RequestInit) => {
        calls.push([url, init]);
        return new Response(JSON.stringify({ html: '<article></article>', documentMetadata: {} }), { status: 200 });
      },
    } as unknown as HttpClient;
    expect((await quickView(http, 'd1')).html).toBe('<article></article>');
    expect(calls[0]![0]).toBe('/api/document/quickView');
    expect(JSON.parse(String(calls[0]![1].body))).toEqual({ documentId: 'd1' });
  });
});
