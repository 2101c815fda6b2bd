import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataClient, HttpClient } from '@ontobench/sdk';
import { ONTO_CLASS, ONTO_PROP } from '../../../common/schema.ts';
import { prefetchMap, takeEarly } from './map-prefetch.ts';

const ID = 'A1B2C3D4-0000-4000-8000-00000000000A';
const id = ID.toLowerCase();

function services() {
  const request = vi.fn(async (path: string) => new Response(path));
  const getData = vi.fn(async () => ({ rows: [], count_rows: 0 }));
  return { http: { request } as unknown as HttpClient, data: { getData } as unknown as DataClient, request, getData };
}

afterEach(() => vi.useRealTimers());

describe('the map route asks for its data on entry (issue 14 item 7: the requests beside the chunk)', () => {
  it('asks once for the state, the stored layout and the rights of a well-formed id; the page takes each once', async () => {
    const s = services();
    prefetchMap(s, ID);
    prefetchMap(s, id);
    expect(s.request).toHaveBeenCalledTimes(1);
    expect(s.request).toHaveBeenCalledWith(`/api/ontology/${id}/state`);
    expect(s.getData.mock.calls).toEqual([
      [{ class: ONTO_CLASS.Ontology, filter: `[id] = '${id}'`, limit: 1, fields: [{ prop: ONTO_PROP.mapLayout }] }],
      [{ class: ONTO_CLASS.Ontology, filter: `[id] = '${id}'`, limit: 1 }],
    ]);
    expect(await (await takeEarly('state', id))!.text()).toBe(`/api/ontology/${id}/state`);
    expect(await takeEarly('layout', ID)).toEqual({ rows: [], count_rows: 0 });
    expect(takeEarly('rights', id)).toBeDefined();
    // Taken: the next reading asks again itself.
    expect(takeEarly('state', id)).toBeUndefined();
    expect(takeEarly('layout', id)).toBeUndefined();
  });

  it('asks nothing for an id that is not one, and gives up replies older than 10 s', () => {
    const s = services();
    prefetchMap(s, 'not-an-id');
    prefetchMap(s, undefined);
    expect(s.request).not.toHaveBeenCalled();
    expect(s.getData).not.toHaveBeenCalled();
    vi.useFakeTimers();
    prefetchMap(s, ID);
    vi.advanceTimersByTime(10_001);
    expect(takeEarly('state', id)).toBeUndefined();
    expect(takeEarly('layout', id)).toBeUndefined();
  });

  it('a failed request is not an unhandled rejection while it waits', async () => {
    const s = services();
    s.request.mockImplementation(() => Promise.reject(new Error('offline')));
    prefetchMap(s, ID);
    await new Promise((done) => setTimeout(done, 0));
    await expect(takeEarly('state', id)).rejects.toThrow('offline');
  });
});
