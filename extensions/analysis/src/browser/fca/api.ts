import { CLASS, PROP, apiRequest, replyJson, type DataClient, type HttpClient } from '@ontobench/sdk';
import { instanceRows, rowRefs } from '@ontobench/sdk/common';
import { FCA_API, type FcaContextInfo, type FcaCreateRequest, type FcaLatticeReply } from '../../common/fca/api.ts';

/** The FCA pages' calls (common/fca/api.ts); a 404 rejects with the SDK's NotFoundError. */
const enc = encodeURIComponent;

export const listContexts = async (http: HttpClient, signal?: AbortSignal) =>
  replyJson<FcaContextInfo[]>(await apiRequest(http, 'GET', FCA_API.list, undefined, signal));

export const createContext = async (http: HttpClient, request: FcaCreateRequest) =>
  replyJson<FcaContextInfo>(await apiRequest(http, 'POST', FCA_API.list, request));

export const getContext = async (http: HttpClient, id: string, signal?: AbortSignal) =>
  replyJson<FcaContextInfo>(await apiRequest(http, 'GET', FCA_API.context(enc(id)), undefined, signal));

export async function deleteContext(http: HttpClient, id: string): Promise<void> {
  await replyJson<unknown>(await apiRequest(http, 'DELETE', FCA_API.context(enc(id))));
}

export const latticeOf = async (http: HttpClient, id: string, signal?: AbortSignal) =>
  replyJson<FcaLatticeReply>(await apiRequest(http, 'POST', FCA_API.lattice(enc(id)), {}, signal));

/** A property a context may be scaled by. */
export interface PropertyChoice {
  id: string;
  name: string;
  kind: 'data' | 'object';
}

/** The most properties the create dialog reads (the user's data and object properties, by name). */
const PROPERTY_LIMIT = 1000;

/**
 * The data and object properties the user may read whose domain holds the class, by name. The general
 * properties (no domain: the system's code, author, tags, …) are left out: they describe records, not
 * the individuals a context is about.
 */
export async function classProperties(
  data: DataClient,
  classId: string,
  signal?: AbortSignal,
): Promise<PropertyChoice[]> {
  const kinds = [
    [CLASS.DataProperty, 'data'],
    [CLASS.ObjectProperty, 'object'],
  ] as const;
  const replies = await Promise.all(
    kinds.map(([cls]) =>
      data.getData({ class: cls, fields: [{ prop: PROP.domain }], limit: PROPERTY_LIMIT }, { signal }),
    ),
  );
  return replies
    .flatMap((reply, i) =>
      instanceRows(reply)
        .filter((row) => rowRefs(row, PROP.domain).some((d) => d.id === classId))
        .map((row) => ({ id: row.id, name: row.name, kind: kinds[i]![1] })),
    )
    .sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}
