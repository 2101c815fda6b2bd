import type { Scalar } from '../../common/data-api.ts';
import type { Refusal } from '../../common/validation/refusals.ts';
import type { PropertyInfo } from '../ontology/model.ts';
import { encodeValue, ValueError, type EncodedValue } from '../ontology/values.ts';
import type { SqlExecutor } from '../store/sql-store.ts';
import { UUID_PATTERN } from '../../common/uuid.ts';

/**
 * The writes of set_data that the list's buffer (PendingWrites) does not hold: a value at an idx, removals
 * and deletions. set-data.ts flushes the buffer before each and checks the operation first.
 */

/** A value that does not fit its property's base type, as a refusal the client translates. */
export function valueRefusal(prop: PropertyInfo, error: ValueError, value: Scalar | undefined): Refusal {
  return {
    code: `type.${error.problem}`,
    field: prop.id,
    params: { field: prop.name, ...(value === undefined ? {} : { value: String(value).slice(0, 200) }) },
  };
}

/** upd at an idx: that one value is replaced (or added at that idx). */
export async function writeAtIndex(
  tx: SqlExecutor,
  inst: string,
  prop: PropertyInfo,
  idx: number,
  values: readonly EncodedValue[],
  fail: (reason: string) => never,
): Promise<void> {
  if (values.length !== 1) fail('upd with idx takes exactly one value');
  const current = await tx.query<{ n: number }>(
    'select count(*)::int as n from ob_value where inst = $1 and prop = $2',
    [inst, prop.id],
  );
  if (!prop.multiple && Math.max(current.rows[0]?.n ?? 0, 1) > 1) fail(`${prop.name} holds one value`);
  await tx.query('delete from ob_value where inst = $1 and prop = $2 and idx = $3', [inst, prop.id, idx]);
  const [v] = values;
  await tx.query('insert into ob_value (inst, prop, idx, val, num, ref) values ($1, $2, $3, $4, $5, $6)', [
    inst,
    prop.id,
    idx,
    v!.val,
    v!.num,
    v!.ref,
  ]);
}

export async function removeValues(
  tx: SqlExecutor,
  inst: string,
  prop: PropertyInfo,
  val: Scalar | undefined,
  idx: number | undefined,
  fail: (reason: string, refusal?: Refusal) => never,
  keep: readonly EncodedValue[] = [],
): Promise<void> {
  if (idx !== undefined) {
    await tx.query('delete from ob_value where inst = $1 and prop = $2 and idx = $3', [inst, prop.id, idx]);
  } else if (val !== undefined) {
    const column = prop.kind === 'object' ? 'ref' : 'val';
    let text: string | null;
    try {
      text = prop.kind === 'object' ? String(val) : encodeValue(prop.baseType ?? 'string', val).val;
    } catch (error) {
      if (error instanceof ValueError) fail(`${prop.name}: ${error.message}`, valueRefusal(prop, error, val));
      throw error;
    }
    if (prop.kind === 'object' && !UUID_PATTERN.test(String(val)))
      fail(`${prop.name}: ${JSON.stringify(val)} is not an instance id`);
    await tx.query(`delete from ob_value where inst = $1 and prop = $2 and ${column} = $3`, [inst, prop.id, text]);
  } else {
    await tx.query('delete from ob_value where inst = $1 and prop = $2 and (ref is null or ref <> all($3::uuid[]))', [
      inst,
      prop.id,
      keep.map((k) => k.ref),
    ]);
  }
}

export async function deleteInstance(
  tx: SqlExecutor,
  inst: string,
  force: boolean,
  fail: (reason: string, refusal?: Refusal) => never,
): Promise<void> {
  const members = await tx.query<{ n: number }>(
    'select count(*)::int as n from ob_instance where class_id = $1 and id <> $1',
    [inst],
  );
  const count = members.rows[0]?.n ?? 0;
  if (count > 0) fail(`the class still has instances (${count})`, { code: 'class.hasInstances', params: { count } });
  const usedAsProp = await tx.query<{ n: number }>('select count(*)::int as n from ob_value where prop = $1', [inst]);
  if ((usedAsProp.rows[0]?.n ?? 0) > 0 && !force)
    fail('the property has values; repeat with del_force to delete them too');
  const refs = await tx.query<{ n: number }>('select count(*)::int as n from ob_value where ref = $1 and inst <> $1', [
    inst,
  ]);
  if ((refs.rows[0]?.n ?? 0) > 0 && !force)
    fail(`${refs.rows[0]!.n} values refer to this instance; repeat with del_force to remove them too`);
  await tx.query('delete from ob_value where prop = $1', [inst]);
  await tx.query('delete from ob_instance where id = $1', [inst]);
}
