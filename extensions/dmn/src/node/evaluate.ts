import { rowRefs, type InstanceRow } from '@ontobench/sdk/common';
import { HttpError } from '@ontobench/sdk/node';
import { DmnEvaluationError, evaluateStoredTable, type DecisionResult, type StoredTable } from '../common/evaluate.ts';
import { DMN_PROP } from '../common/schema.ts';
import { DmnTableError } from '../common/table.ts';
import { readChildren, xmlOf, type Reader } from './store.ts';

/** `inputs` of an evaluation: an object of values by input name; anything else is a 400. */
export function checkInputs(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw new HttpError(400, 'inputs: нужен объект со значениями входов по их именам');
  return value as Record<string, unknown>;
}

const stored = (row: InstanceRow): StoredTable => ({
  id: row.id,
  name: row.name,
  xml: xmlOf(row),
  children: rowRefs(row, DMN_PROP.childrenDmn).map((c) => c.id),
});

/**
 * A stored table evaluated for `inputs` as the user (issue 17 item 6: "the server evaluates the same table
 * through POST execute"): its child tables (§3 childrenDMN) the user may read first, then the decisions of
 * its XML, with the evaluator the test panel uses. What cannot be evaluated is a 400 with the reason.
 */
export async function evaluateStored(
  read: Reader,
  row: InstanceRow,
  inputs: Record<string, unknown>,
): Promise<DecisionResult> {
  try {
    const load = async (ids: readonly string[]) => (await readChildren(read, ids)).map(stored);
    return (await evaluateStoredTable(stored(row), inputs, load)).result;
  } catch (error) {
    if (error instanceof DmnEvaluationError || error instanceof DmnTableError) throw new HttpError(400, error.message);
    throw error;
  }
}
