import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '@ontobench/sdk';
import type { DrawOptions } from '../modeler/canvas-types.ts';

const destroyed: string[] = [];
const drawCanvas = vi.fn(async (options: DrawOptions) => ({ options, destroy: () => destroyed.push(options.xml) }));
const loadCanvas = vi.fn(async () => ({ drawCanvas }));
vi.mock('../modeler/load-canvas.ts', () => ({ loadCanvas }));
const { prefetchDiagram, takeEarlyDiagram, takeEarlyDrawing } = await import('./diagram-prefetch.ts');

const ID = 'D1A90000-0000-4000-8000-00000000D0AA';
const id = ID.toLowerCase();

function http(diagram: Record<string, unknown> = { id, xml: '<xml/>', notation: null, access: 'edit' }) {
  const request = vi.fn(async () => Response.json(diagram));
  return { client: { request } as unknown as HttpClient, request };
}

afterEach(() => {
  vi.useRealTimers();
  loadCanvas.mockClear();
  drawCanvas.mockClear();
  destroyed.length = 0;
  // What a test left waiting would answer the next one's prefetch of the same id.
  takeEarlyDiagram(id);
  takeEarlyDrawing();
});

describe('/diagram/{id} asks for the diagram and bpmn-js on entry, and draws it (issue 17: opens in ≤ 2 s)', () => {
  it('starts the GET once and the bpmn-js chunk; the page takes the reply once', async () => {
    const h = http();
    prefetchDiagram(h.client, ID, 'ru');
    prefetchDiagram(h.client, id, 'ru');
    expect(h.request).toHaveBeenCalledTimes(1);
    expect((h.request.mock.calls[0] as unknown[])[0]).toBe(`/api/diagrams/${id}`);
    expect(loadCanvas).toHaveBeenCalled();
    expect(await (await takeEarlyDiagram(id))!.json()).toMatchObject({ id, xml: '<xml/>' });
    // Taken: the next open (a reload of the page's data) asks again itself.
    expect(takeEarlyDiagram(ID)).toBeUndefined();
  });

  it('draws a plain BPMN diagram once the reply and bpmn-js are in, in the mode and language the page will use', async () => {
    prefetchDiagram(http({ id, xml: '<read/>', notation: null, access: 'read' }).client, id, 'en');
    const drawing = await takeEarlyDrawing();
    expect(drawCanvas).toHaveBeenCalledTimes(1);
    expect(drawing?.options).toMatchObject({ xml: '<read/>', readOnly: true, language: 'en', notation: null });
    // Taken once.
    expect(takeEarlyDrawing()).toBeUndefined();
  });

  it('leaves a refused request to the page, which reads the reply and says why', async () => {
    const request = vi.fn(async () => Response.json({ error: 'Нет доступа' }, { status: 403 }));
    prefetchDiagram({ request } as unknown as HttpClient, id, 'ru');
    expect(await takeEarlyDrawing()).toBeNull();
    expect(drawCanvas).not.toHaveBeenCalled();
    expect((await takeEarlyDiagram(id))!.status).toBe(403);
  });

  it('leaves a diagram with a notation to the page (its rules report to the page)', async () => {
    prefetchDiagram(
      http({ id, xml: '<n/>', notation: 'ffff0000-0000-4000-8000-000000000001', access: 'edit' }).client,
      id,
      'ru',
    );
    expect(await takeEarlyDrawing()).toBeNull();
    expect(drawCanvas).not.toHaveBeenCalled();
  });

  it('destroys a drawing nobody took within 10 s', async () => {
    vi.useFakeTimers();
    prefetchDiagram(http({ id, xml: '<late/>', notation: null, access: 'edit' }).client, id, 'ru');
    await vi.waitFor(() => expect(drawCanvas).toHaveBeenCalled());
    await vi.advanceTimersByTimeAsync(10_001);
    expect(destroyed).toEqual(['<late/>']);
    expect(takeEarlyDrawing()).toBeUndefined();
  });

  it('asks nothing for an id that is not one (the page answers it), still fetches bpmn-js, and drops a reply older than 10 s', () => {
    const h = http();
    prefetchDiagram(h.client, 'not-an-id', 'ru');
    prefetchDiagram(h.client, undefined, 'ru');
    expect(h.request).not.toHaveBeenCalled();
    expect(loadCanvas).toHaveBeenCalledTimes(2);
    vi.useFakeTimers();
    prefetchDiagram(h.client, id, 'ru');
    vi.advanceTimersByTime(10_001);
    expect(takeEarlyDiagram(id)).toBeUndefined();
  });
});
