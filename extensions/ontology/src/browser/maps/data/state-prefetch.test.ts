import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '@ontobench/sdk';
import { prefetchState, takePrefetchedState } from './state-prefetch.ts';

const ID = 'A1B2C3D4-0000-4000-8000-00000000000A';

function http() {
  const request = vi.fn(async (path: string) => new Response(path));
  return { client: { request } as unknown as HttpClient, request };
}

afterEach(() => vi.useRealTimers());

describe('the map route asks for the ontology state on entry (issue 14 item 7: the request beside the chunk)', () => {
  it('asks once for a well-formed id, and the page takes that reply once', async () => {
    const { client, request } = http();
    prefetchState(client, ID);
    prefetchState(client, ID.toLowerCase());
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith(`/api/ontology/${ID.toLowerCase()}/state`);
    const reply = takePrefetchedState(ID.toLowerCase());
    expect(await (await reply)!.text()).toBe(`/api/ontology/${ID.toLowerCase()}/state`);
    // Taken: the next reading asks again itself.
    expect(takePrefetchedState(ID)).toBeUndefined();
  });

  it('asks nothing for an id that is not one, and gives up a reply older than 10 s', () => {
    const { client, request } = http();
    prefetchState(client, 'not-an-id');
    prefetchState(client, undefined);
    expect(request).not.toHaveBeenCalled();
    vi.useFakeTimers();
    prefetchState(client, ID);
    vi.advanceTimersByTime(10_001);
    expect(takePrefetchedState(ID)).toBeUndefined();
  });

  it('a failed request is not an unhandled rejection while it waits', async () => {
    const request = vi.fn(() => Promise.reject(new Error('offline')));
    prefetchState({ request } as unknown as HttpClient, ID);
    await new Promise((done) => setTimeout(done, 0));
    await expect(takePrefetchedState(ID)).rejects.toThrow('offline');
  });
});
