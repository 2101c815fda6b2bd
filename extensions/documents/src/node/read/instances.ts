import {
  filterLiteral,
  instanceRows,
  rowRefs,
  rowTexts,
  rowValue,
  type DataRequest,
  type FieldRequest,
  type GetDataReply,
  type InstanceRow,
  type Scalar,
} from '@ontobench/sdk/common';
import type { Named } from '../../common/api.ts';

/** Runs one data API request as someone (a user through `ctx.data.run`, or `unrestrictedReader`). */
export type DataRun = (request: DataRequest) => Promise<unknown>;

/** One instance read by `readInstances`: the SDK's InstanceRow, with whether the viewer may change it. */
export interface Instance extends InstanceRow {
  /** The viewer may change it (the reply's `readonly` is false). */
  canChange: boolean;
}

/**
 * Reads the instances of a class with some fields (`instanceRows` of the reply): the one shape the
 * comments, publications and manuals calls read the store in. Nested cells are dropped.
 */
export async function readInstances(
  run: DataRun,
  request: { class: string; fields: FieldRequest[]; filter?: string; limit?: number },
): Promise<Instance[]> {
  const reply = (await run({ act: 'get_data', limit: 10_000, ...request })) as GetDataReply;
  return instanceRows(reply).map((row) => ({ ...row, canChange: !row.readonly }));
}

/** The first value of a field, or null. */
export const first = (instance: Instance, prop: string): Scalar | null => rowValue(instance, prop);

/** Every value of a field as text, in order. */
export const texts = (instance: Instance, prop: string): string[] => rowTexts(instance, prop);

/** An object field's first target as `{ id, name }`, or null. */
export function named(instance: Instance, prop: string): Named | null {
  return rowRefs(instance, prop)[0] ?? null;
}

/** `[prop] in ('a', 'b')` for a list of ids (callers check them as UUIDs first). */
export function inIds(prop: string, ids: readonly string[]): string {
  return `[${prop}] in (${ids.map(filterLiteral).join(', ')})`;
}

/** A filter holds at most 4,000 characters: ids go in chunks that fit (a quoted id and a comma: 40). */
const IDS_PER_FILTER = 80;

/** Runs `read` over the ids in chunks that fit a filter, concatenating the answers. */
export async function inChunks<T>(ids: readonly string[], read: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_FILTER) out.push(...(await read(ids.slice(i, i + IDS_PER_FILTER))));
  return out;
}
