import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreMigrations } from '../migrations.ts';
import { textValueRows } from '../store/sql-expressions.ts';
import type { PropertyInfo } from '../ontology/model.ts';
import { runMigrations } from '../store/migrator.ts';
import { openTempStore, type TempStore } from '../testing/temp-store.ts';
import { fieldFilterSql } from './field-sql.ts';
import { SqlParams } from './sql-params.ts';

/**
 * The partial indexes on ob_value.val (migration core-0017: the hash and trigram indexes leave out
 * references, the hash also numbers) on real PostgreSQL: a query that says their predicate can use them,
 * one that does not say it cannot — which is why the filters say it.
 */
let temp: TempStore;
const prop = randomUUID();

const plan = async (where: string) => {
  const rows = await temp.store.transaction(async (tx) => {
    // Few rows: without this the planner rightly prefers reading the table.
    await tx.query('set local enable_seqscan = off');
    return (await tx.query<{ 'QUERY PLAN': string }>(`explain select v.inst from ob_value v where ${where}`)).rows;
  });
  return rows.map((r) => r['QUERY PLAN']).join('\n');
};

beforeAll(async () => {
  temp = await openTempStore();
  await runMigrations(temp.store, coreMigrations);
  await temp.store.query('insert into ob_instance (id, class_id, name) values ($1, $1, $2)', [prop, 'p']);
  await temp.store.query(
    `insert into ob_value (inst, prop, idx, val, num, ref)
     select $1::uuid, $1::uuid, g, case when g % 3 = 0 then $2 else 'value ' || g end,
            case when g % 3 = 1 then g end, case when g % 3 = 0 then $1::uuid end
     from generate_series(1, 3000) g`,
    [prop, prop],
  );
  await temp.store.query('analyze ob_value');
});
afterAll(() => temp.dispose());

describe('partial indexes on ob_value.val (core-0017)', () => {
  it('an equality on text values uses the hash index; without the predicate it cannot', async () => {
    expect(await plan(`v.val = 'value 5' and ${textValueRows('v')}`)).toContain('ob_value_val_hash');
    expect(await plan(`v.val = 'value 5'`)).not.toContain('ob_value_val_hash');
  });

  it('a contains-search of values uses the trigram index when it leaves references out', async () => {
    expect(await plan(`v.val ilike '%lue 12%' and v.ref is null`)).toContain('ob_value_val_trgm');
    expect(await plan(`v.val ilike '%lue 12%'`)).not.toContain('ob_value_val_trgm');
  });

  it("a list's field filters say the predicate for data properties, not for object properties", () => {
    const base = { id: prop, name: 'p', multiple: false, domain: [], range: [], constraints: null } as const;
    const extra = { defaultValue: null, formTab: null, column: false } as const;
    const text = { ...base, ...extra, kind: 'data', baseType: 'string', write: 'anyone' } as unknown as PropertyInfo;
    const object = { ...base, ...extra, kind: 'object', baseType: null, write: 'anyone' } as unknown as PropertyInfo;
    const viewer = { id: randomUUID(), isAdmin: false };
    const sql = (p: PropertyInfo, filter: string, mode: 'eq' | 'contains') =>
      fieldFilterSql({ id: p.id, filter, filter_mode: mode } as never, p, viewer, new SqlParams());
    expect(sql(text, 'abc', 'eq')).toContain(`and ${textValueRows('v')})`);
    expect(sql(text, 'abc', 'contains')).toContain('and v.ref is null)');
    expect(sql(object, prop, 'eq')).not.toContain('ref is null');
  });
});
