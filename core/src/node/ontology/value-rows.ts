import type { SqlExecutor } from '../store/sql-store.ts';
import type { EncodedValue } from './values.ts';

/** One row of ob_value. */
export interface ValueRow extends EncodedValue {
  inst: string;
  prop: string;
  idx: number;
}

/** Rows per statement: large enough to be fast, small enough to keep each statement's parameters modest. */
const CHUNK = 1000;

/** Inserts value rows with one multi-row statement per 1,000 rows (unnest of typed arrays). */
export async function insertValueRows(tx: SqlExecutor, rows: readonly ValueRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    await tx.query(
      `insert into ob_value (inst, prop, idx, val, num, ref)
       select * from unnest($1::uuid[], $2::uuid[], $3::int[], $4::text[], $5::float8[], $6::uuid[])`,
      [
        part.map((v) => v.inst),
        part.map((v) => v.prop),
        part.map((v) => v.idx),
        part.map((v) => v.val),
        part.map((v) => v.num),
        part.map((v) => v.ref),
      ],
    );
  }
}
