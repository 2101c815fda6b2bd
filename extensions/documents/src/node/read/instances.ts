import type { UserData } from '@ontobench/sdk/node';
import {
  instanceRows,
  rowRefs,
  rowTexts,
  rowValue,
  type FieldRequest,
  type GetDataReply,
  type InstanceRow,
  type Scalar,
} from '@ontobench/sdk/common';
import type { Named } from '../../common/api.ts';

/** Runs one data API request as someone (a user through `ctx.data.run`, or `unrestrictedReader`). */
export type DataRun = UserData;

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
