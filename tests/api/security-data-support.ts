import { expect } from 'vitest';
import type { Client } from './harness.ts';
import type { Actors } from './security-actors.ts';
import { diff, isEmpty, snapshot } from './security-store.ts';

export type SetOp = Record<string, unknown> & { op: 'new' | 'upd' | 'add' | 'rem' | 'del' };

/**
 * Sends a set_data list that must be refused: a 4xx (400 or 403, never 5xx) and the store exactly as
 * before. On failure the message names the list and what it wrote.
 */
export async function refusedCleanly(a: Actors, client: Client, data: SetOp[], what = JSON.stringify(data)) {
  const before = await snapshot(a.t.temp.store);
  const reply = await client.data({ act: 'set_data', data });
  const after = await snapshot(a.t.temp.store);
  const body = await reply.text();
  expect({ status: [400, 403].includes(reply.status) ? 'refused' : reply.status, body }, what).toMatchObject({
    status: 'refused',
  });
  const changed = diff(before, after);
  expect(isEmpty(changed) ? 'nothing written' : changed, `${what} wrote`).toBe('nothing written');
}

/** The instance ids of a get_data reply's rows. */
export function rowsOf(reply: unknown): Set<string> {
  const cells = (reply as { rows?: { inst: string }[] }).rows ?? [];
  return new Set(cells.map((cell) => cell.inst));
}

/**
 * Keeps the actors' user records as they are now and gives a function that puts them back: a write
 * the guard expects to be refused may succeed on a broken server (a user making themselves an
 * administrator), and the next case must not run with that user's new powers.
 */
export async function keepUserRecords(a: Actors, ids: readonly string[]): Promise<() => Promise<void>> {
  const db = a.t.temp.store;
  const names = await db.query<{ id: string; name: string }>(
    'select id, name from ob_instance where id = any($1::uuid[])',
    [ids],
  );
  const values = await db.query<{
    inst: string;
    prop: string;
    idx: number;
    val: string | null;
    num: number | null;
    ref: string | null;
  }>('select inst, prop, idx, val, num, ref from ob_value where inst = any($1::uuid[])', [ids]);
  return async () => {
    await db.transaction(async (tx) => {
      await tx.query('delete from ob_value where inst = any($1::uuid[])', [ids]);
      for (const v of values.rows)
        await tx.query(
          `insert into ob_value (inst, prop, idx, val, num, ref)
           select $1, $2, $3, $4, $5, $6 where exists (select 1 from ob_instance where id = $1)`,
          [v.inst, v.prop, v.idx, v.val, v.num, v.ref],
        );
      for (const n of names.rows) await tx.query('update ob_instance set name = $2 where id = $1', [n.id, n.name]);
    });
  };
}
