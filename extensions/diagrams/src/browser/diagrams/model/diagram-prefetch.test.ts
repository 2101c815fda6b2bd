import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '@ontobench/sdk';

const loadCanvas = vi.fn(async () => ({}));
vi.mock('../modeler/load-canvas.ts', () => ({ loadCanvas }));
const { prefetchDiagram, takeEarlyDiagram } = await import('./diagram-prefetch.ts');

const ID = 'D1A90000-0000-4000-8000-00000000D0AA';
const id = ID.toLowerCase();

function http() {
  const request = vi.fn(async (path: string) => new Response(path));
  return { client: { request } as unknown as HttpClient, request };
}

afterEach(() => {
  vi.useRealTimers();
  loadCanvas.mockClear();
});

describe('/diagram/{id} asks for the diagram and bpmn-js on entry (issue 17: opens in ≤ 2 s)', () => {
  it('starts the GET once and the bpmn-js chunk; the page takes the reply once', async () => {
    const h = http();
    prefetchDiagram(h.client, ID);
    prefetchDiagram(h.client, id);
    expect(h.request).toHaveBeenCalledTimes(1);
    expect(h.request.mock.calls[0]![0]).toBe(`/api/diagrams/${id}`);
    expect(loadCanvas).toHaveBeenCalled();
    expect(await (await takeEarlyDiagram(id))!.text()).toBe(`/api/diagrams/${id}`);
    // Taken: the next open (a reload of the page's data) asks again itself.
    expect(takeEarlyDiagram(ID)).toBeUndefined();
  });

  it('asks nothing for an id that is not one (the page answers it), still fetches bpmn-js, and drops a reply older than 10 s', () => {
    const h = http();
    prefetchDiagram(h.client, 'not-an-id');
    prefetchDiagram(h.client, undefined);
    expect(h.request).not.toHaveBeenCalled();
    expect(loadCanvas).toHaveBeenCalledTimes(2);
    vi.useFakeTimers();
    prefetchDiagram(h.client, id);
    vi.advanceTimersByTime(10_001);
    expect(takeEarlyDiagram(id)).toBeUndefined();
  });
});
