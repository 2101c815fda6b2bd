import { UUID_PATTERN } from '@ontobench/sdk/common';
import { earlyReplies, type HttpClient } from '@ontobench/sdk';
import { DIAGRAM_API, type DiagramDto } from '../../../common/diagram/api.ts';
import type { EarlyDrawing } from '../modeler/canvas-types.ts';
import { loadCanvas } from '../modeler/load-canvas.ts';

/**
 * What `/diagram/{id}` needs first, started when the route is entered (its `prefetch`, before the page's
 * chunk is here): the diagram's GET and the bpmn-js chunk side by side, and, once both are in, the
 * drawing itself (bpmn-js's import into a box not yet in the page) while the page's chunk, texts and
 * layout still load; the page puts the drawing in place (docs/benchmarks.md, the 1,000-element diagram).
 * The reply and the drawing wait here until the page takes them.
 */
const TTL_MS = 10_000;
const early = earlyReplies(TTL_MS);
let drawing: { made: Promise<EarlyDrawing | null>; at: number } | null = null;

export function prefetchDiagram(http: HttpClient, id: string | undefined, language: string): void {
  const canvas = loadCanvas();
  canvas.catch(() => {});
  if (!id || !UUID_PATTERN.test(id)) return;
  const key = id.toLowerCase();
  early.ask(key, () => {
    // `http.request` itself (what the SDK's `apiRequest` calls): this chunk then needs none of the SDK's
    // chunks not yet loaded, one round trip less before the requests go out. The page reads the reply.
    const reply = http.request(`/api/${DIAGRAM_API.diagram(key)}`, { method: 'GET' });
    drawEarly(reply, canvas, language);
    return reply;
  });
}

/**
 * Draws a plain BPMN diagram as soon as it and bpmn-js are here (a notation's rules report to the page:
 * that diagram is drawn by the page). A drawing nobody took within 10 s is destroyed.
 */
function drawEarly(reply: Promise<Response>, canvas: ReturnType<typeof loadCanvas>, language: string): void {
  const made = Promise.all([reply, canvas]).then(async ([response, module]) => {
    // A refusal is the page's to show: it reads the reply itself.
    if (!response.ok) return null;
    const dto = (await response.clone().json()) as DiagramDto;
    return dto.notation === null
      ? module.drawCanvas({ xml: dto.xml, readOnly: dto.access === 'read', language, notation: null, onRefusal() {} })
      : null;
  });
  made.catch(() => {});
  const entry = { made, at: Date.now() };
  drop();
  drawing = entry;
  setTimeout(() => drawing === entry && drop(), TTL_MS);
}

function drop(): void {
  void drawing?.made.then(
    (d) => d?.destroy(),
    () => {},
  );
  drawing = null;
}

/** The early reply for the diagram `id`, once (a reload asks again); none after 10 s. */
export function takeEarlyDiagram(id: string): Promise<Response> | undefined {
  return early.take<Response>(id.toLowerCase());
}

/** The early drawing, once; the canvas uses it when it was drawn from what the page shows. */
export function takeEarlyDrawing(): Promise<EarlyDrawing | null> | undefined {
  const taken = drawing && Date.now() - drawing.at < TTL_MS ? drawing.made : undefined;
  drawing = null;
  return taken;
}
