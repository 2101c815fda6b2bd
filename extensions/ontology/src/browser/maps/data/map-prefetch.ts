import { earlyReplies, type DataClient, type GetDataQuery, type HttpClient } from '@ontobench/sdk';
import { UUID_PATTERN, type GetDataReply } from '@ontobench/sdk/common';
import { ONTO_CLASS, ONTO_PROP } from '../../../common/schema.ts';

/**
 * The ontology map's three first requests (the state, the stored layout, whether the user may change
 * the ontology), asked for when a map route is entered (the route's `prefetch`) and kept until the map
 * page takes them: they then run while the page's chunk and vis-network load, instead of after
 * (0.3–0.9 s at 2,000 terms). In the area's entry, so it holds only the requests.
 */
const waiting = earlyReplies();

export const statePath = (id: string) => `/api/ontology/${encodeURIComponent(id)}/state`;

/** get_data of one object's values of `props`, by its (checked) id. */
export const valuesQuery = (classId: string, id: string, props: readonly string[]): GetDataQuery => ({
  class: classId,
  filter: `[id] = '${id}'`,
  limit: 1,
  fields: props.map((prop) => ({ prop })),
});

/** get_data of the ontology's row alone: its `readonly` says whether the user may change it. */
export const rightsQuery = (id: string): GetDataQuery => ({
  class: ONTO_CLASS.Ontology,
  filter: `[id] = '${id}'`,
  limit: 1,
});

type Early = { state: Response; layout: GetDataReply; rights: GetDataReply };

/** Starts the map's requests for the ontology `id` (a map route's parameter), unless they are waiting. */
export function prefetchMap(services: { http: HttpClient; data: DataClient }, id: string | undefined): void {
  // Anything but a well-formed id is the page's to refuse; nothing is asked for it.
  if (!id || !UUID_PATTERN.test(id)) return;
  const key = id.toLowerCase();
  waiting.ask(`state:${key}`, () => services.http.request(statePath(key)));
  waiting.ask(`layout:${key}`, () =>
    services.data.getData(valuesQuery(ONTO_CLASS.Ontology, key, [ONTO_PROP.mapLayout])),
  );
  waiting.ask(`rights:${key}`, () => services.data.getData(rightsQuery(key)));
}

/** The waiting request `what` for the ontology `id`, once (the next reading asks again); none when older than 10 s. */
export function takeEarly<K extends keyof Early>(what: K, id: string): Promise<Early[K]> | undefined {
  return waiting.take<Early[K]>(`${what}:${id.toLowerCase()}`);
}
