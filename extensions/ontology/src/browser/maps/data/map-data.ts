import { PROP, rowsFromReply, type DataClient, type HttpClient } from '@ontobench/sdk';
import { UUID_PATTERN, type GetDataReply } from '@ontobench/sdk/common';
import { ONTO_CLASS, ONTO_PROP } from '../../../common/schema.ts';
import type { OntologyState } from '../../../common/state.ts';
import { fetchOntologyState, replyJson, ReplyError } from '../../ontology-api.ts';
import { rightsQuery, takeEarly, valuesQuery } from './map-prefetch.ts';
import { parseMapLayout, serializeMapLayout, type Positions } from '../../../common/maps/layout-doc.ts';

/** A failure a map page shows as its error state; `notFound` for a missing or invisible object. */
export class MapLoadError extends Error {
  constructor(
    message: string,
    readonly notFound = false,
  ) {
    super(message);
  }
}

function checkId(id: string): string {
  // Ids go into a filter text: only a well-formed UUID may, and anything else cannot exist anyway.
  if (!UUID_PATTERN.test(id)) throw new MapLoadError(id, true);
  return id.toLowerCase();
}

/**
 * The ontology as one document (O3's `GET /api/ontology/:id/state`), read as the signed-in user; the
 * reply the map route asked for on entry (map-prefetch.ts) when there is one.
 */
export async function loadOntologyState(http: HttpClient, id: string, signal?: AbortSignal): Promise<OntologyState> {
  try {
    const early = takeEarly('state', checkId(id));
    return await (early ? replyJson<OntologyState>(await early) : fetchOntologyState(http, checkId(id), signal));
  } catch (error) {
    if (!(error instanceof ReplyError)) throw error;
    throw new MapLoadError(error.message, error.status === 404 || error.status === 403);
  }
}

/** One instance's values of the given properties (each as its list of values, in order). */
export async function loadValues(
  data: DataClient,
  classId: string,
  id: string,
  props: readonly string[],
  early?: Promise<GetDataReply>,
): Promise<{ name: string; readonly: boolean; values: Map<string, { val: string; cap: string }[]> } | undefined> {
  const reply = await (early ?? data.getData(valuesQuery(classId, checkId(id), props)));
  if (reply.count_rows === 0) return undefined;
  let name = '';
  // The name cell says whether the viewer may change the object (get_data's `readonly`).
  let readonly = true;
  const values = new Map<string, { val: string; cap: string }[]>();
  for (const row of reply.rows) {
    if (row.from !== undefined || row.val === null) continue;
    if (row.prop === PROP.name) {
      name = String(row.cap ?? row.val);
      if (row.readonly !== undefined) readonly = row.readonly;
    }
    if (!props.includes(row.prop)) continue;
    const list = values.get(row.prop) ?? values.set(row.prop, []).get(row.prop)!;
    list.push({ val: String(row.val), cap: String(row.cap ?? row.val) });
  }
  return { name, readonly, values };
}

/** The stored node positions of a map (an ontology or a workspace). */
export async function loadLayout(data: DataClient, classId: string, id: string): Promise<Positions> {
  // An ontology's layout may already have been asked for on entering its map route (map-prefetch.ts).
  const early = classId === ONTO_CLASS.Ontology ? takeEarly('layout', checkId(id)) : undefined;
  const found = await loadValues(data, classId, id, [ONTO_PROP.mapLayout], early);
  return parseMapLayout((found?.values.get(ONTO_PROP.mapLayout) ?? []).map((v) => v.val));
}

/** Stores the positions with the map, replacing the stored ones (one set_data, one transaction). */
export async function saveLayout(data: DataClient, id: string, positions: Positions): Promise<void> {
  await data.setData([{ op: 'upd', inst: checkId(id), prop: ONTO_PROP.mapLayout, val: serializeMapLayout(positions) }]);
}

/** A triplet, scenario or workspace: its name, its JSON (if any) and the map it belongs to. */
export async function loadMapObject(
  data: DataClient,
  classId: string,
  id: string,
  jsonProp?: string,
): Promise<{ name: string; json: string | null; map: string | null; readonly: boolean }> {
  const props = [ONTO_PROP.map, ...(jsonProp ? [jsonProp] : [])];
  const found = await loadValues(data, classId, id, props);
  if (!found) throw new MapLoadError(id, true);
  return {
    name: found.name,
    json: jsonProp ? (found.values.get(jsonProp)?.[0]?.val ?? null) : null,
    map: found.values.get(ONTO_PROP.map)?.[0]?.val ?? null,
    readonly: found.readonly,
  };
}

/** The objects a workspace's items stand for: id and name. */
export async function loadWorkspaceItems(
  data: DataClient,
  workspaceId: string,
): Promise<{ id: string; name: string }[]> {
  const reply = await data.getData({
    class: ONTO_CLASS.WorkspaceItem,
    filter: `[${ONTO_PROP.workspace}] = '${checkId(workspaceId)}'`,
    fields: [{ prop: ONTO_PROP.item }],
    limit: 10_000,
  });
  const seen = new Map<string, string>();
  for (const row of reply.rows)
    if (row.prop === ONTO_PROP.item && typeof row.val === 'string') seen.set(row.val, String(row.cap ?? row.val));
  return [...seen].map(([id, name]) => ({ id, name }));
}

/**
 * Whether the signed-in user may change the ontology (as the lists decide: the row's `readonly` in a
 * get_data reply). The map offers its create actions only then; the server refuses the rest anyway.
 */
export async function loadCanEdit(data: DataClient, id: string): Promise<boolean> {
  const reply = await (takeEarly('rights', checkId(id)) ?? data.getData(rightsQuery(checkId(id))));
  return rowsFromReply(reply)[0]?.readonly === false;
}
