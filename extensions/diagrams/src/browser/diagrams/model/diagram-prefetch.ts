import { UUID_PATTERN } from '@ontobench/sdk/common';
import { apiRequest, earlyReplies, type HttpClient } from '@ontobench/sdk';
import { DIAGRAM_API } from '../../../common/diagram/api.ts';
import { loadCanvas } from '../modeler/load-canvas.ts';

/**
 * What `/diagram/{id}` needs first, started when the route is entered (its `prefetch`, before the page's
 * chunk is here): the diagram's GET and the bpmn-js chunk, side by side instead of one after the other
 * (docs/benchmarks.md, the 1,000-element diagram). The reply waits here until the page takes it.
 */
const early = earlyReplies();

export function prefetchDiagram(http: HttpClient, id: string | undefined): void {
  loadCanvas().catch(() => {});
  if (!id || !UUID_PATTERN.test(id)) return;
  const key = id.toLowerCase();
  early.ask(key, () => apiRequest(http, 'GET', DIAGRAM_API.diagram(key)));
}

/** The early reply for the diagram `id`, once (a reload asks again); none after 10 s. */
export function takeEarlyDiagram(id: string): Promise<Response> | undefined {
  return early.take<Response>(id.toLowerCase());
}
