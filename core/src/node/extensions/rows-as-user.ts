import type { DataRequest, GetDataReply } from '../../common/data-api.ts';
import { filterLiteral } from '../../common/filter-literal.ts';
import { instanceRows, type InstanceRow } from '../../common/instance-rows.ts';
import { UUID_PATTERN } from '../../common/uuid.ts';
import type { UserContext } from '../auth/user-context.ts';
import { HttpError } from '../http/http-error.ts';
import type { ExtensionData } from './extension-data.ts';

/**
 * The data API as one user (`dataAs(ctx.data, user)`, or a unit of work's `run`): the store's access rules
 * apply to everything read and written through it.
 */
export type UserData = (request: DataRequest) => Promise<unknown>;

/** The data API as `user`: every request runs with their access rules (`readRows`, `writeAsUser` take it). */
export function dataAs(data: Pick<ExtensionData, 'run'>, user: UserContext): UserData {
  return (request) => data.run(user, request);
}

/** Rows of `classId` the user may read, with `fields` (property ids), chosen by a get_data `filter`. */
export async function readRows(
  data: UserData,
  classId: string,
  fields: readonly string[],
  options: { filter?: string; limit?: number } = {},
): Promise<InstanceRow[]> {
  const reply = (await data({
    act: 'get_data',
    class: classId,
    ...(options.filter ? { filter: options.filter } : {}),
    fields: fields.map((prop) => ({ prop })),
    limit: options.limit ?? 5000,
  })) as GetDataReply;
  return instanceRows(reply);
}

/**
 * The row of `id` (a path's id), or a 404 with `missing`: one answer for an object that does not exist, one
 * the user may not read and a malformed id, so the call never tells which.
 */
export async function readRowById(
  data: UserData,
  classId: string,
  fields: readonly string[],
  id: unknown,
  missing: string,
): Promise<InstanceRow> {
  const row =
    typeof id === 'string' && UUID_PATTERN.test(id)
      ? (await readRows(data, classId, fields, { filter: `[id] = ${filterLiteral(id.toLowerCase())}` }))[0]
      : undefined;
  if (!row) throw new HttpError(404, missing);
  return row;
}

/**
 * A set_data as the user, its refusal said in the area's words: the store's access refusal becomes a 403
 * with `forbidden`, an object gone a 404 with `missing`; any other refusal (a 400 of the data API) stands.
 */
export async function writeAsUser(
  data: UserData,
  operations: readonly unknown[],
  words: { forbidden: string; missing: string },
): Promise<void> {
  try {
    await data({ act: 'set_data', data: operations } as DataRequest);
  } catch (error) {
    const code = (error as { refusal?: { code?: string } } | null)?.refusal?.code ?? '';
    if (code.startsWith('access.')) throw new HttpError(403, words.forbidden);
    if (code === 'object.notFound') throw new HttpError(404, words.missing);
    throw error;
  }
}

/** A call's JSON body as an object (to check field by field); anything else is a 400. */
export function objectBody<T extends object = Record<string, unknown>>(body: unknown): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'Тело запроса должно быть объектом JSON');
  return body as T;
}

/** A set_data operation that sets one property of one instance. */
export const updateOp = (inst: string, prop: string, val: unknown) => ({ op: 'upd' as const, inst, prop, val });
