import type { Scalar } from '../../common/data-api.ts';
import { CLASS } from '../../common/ontology/system-ontology.ts';
import type { PropertyInfo } from '../ontology/model.ts';
import { decodeValue } from '../ontology/values.ts';
import type { SqlExecutor } from '../store/sql-store.ts';
import { readableSql, type Viewer } from './access.ts';
import type { CellBudget } from './query-cost.ts';
import { SqlParams } from './sql-params.ts';

/** The values of one field for a set of instances; each read asks for no more rows than the budget has left. */

export interface ValueCell {
  inst: string;
  val: Scalar | null;
  cap: string | null;
}

/** Users and roles are named wherever they are pointed at (authors, assignees), readable or not. */
const NAMED_EVERYWHERE: readonly string[] = [CLASS.User, CLASS.Role];

/**
 * A field's own values (`plainValuesOfMany` for one field, optionally at one index).
 */
export async function plainValues(
  db: SqlExecutor,
  viewer: Viewer,
  prop: PropertyInfo,
  ids: readonly string[],
  budget: CellBudget,
  idx?: number,
): Promise<ValueCell[]> {
  return (await plainValuesOfMany(db, viewer, [prop], ids, budget, idx)).get(prop.id)!;
}

/**
 * The values of plain fields for a set of instances, in one read whatever their number: a page of 2,000
 * rows with 90 fields is one query, not 90. By property, each list by instance, then index. An object
 * value is the instance's own data, so its id is shown; the target's name only when the viewer may read
 * the target (or it is a user or role), so a reader of X does not learn the name of a private Y that X
 * points at (issue 11, item 4).
 */
export async function plainValuesOfMany(
  db: SqlExecutor,
  viewer: Viewer,
  props: readonly PropertyInfo[],
  ids: readonly string[],
  budget: CellBudget,
  idx?: number,
): Promise<Map<string, ValueCell[]>> {
  const byId = new Map(props.map((prop) => [prop.id, prop]));
  const objectProps = props.filter((prop) => prop.kind === 'object').map((prop) => prop.id);
  const p = new SqlParams();
  const rows = await db.query<{
    prop: string;
    inst: string;
    val: string | null;
    num: number | null;
    ref: string | null;
    ref_name: string | null;
  }>(
    `select v.prop, v.inst, v.val, v.num, v.ref,
            case when v.prop = any(${p.add(objectProps)}::uuid[])
                  and (r.class_id = any(${p.add(NAMED_EVERYWHERE)}::uuid[]) or ${readableSql('r', viewer, p)})
              then r.name end as ref_name
     from ob_value v left join ob_instance r on r.id = v.ref
     where v.prop = any(${p.add([...byId.keys()])}::uuid[]) and v.inst = any(${p.add(ids)}::uuid[])
       ${idx !== undefined ? `and v.idx = ${p.add(idx)}` : ''}${privateRefsLeftOut(viewer, p)}
     order by v.prop, v.inst, v.idx limit ${p.add(budget.remaining + 1)}`,
    p.values,
  );
  budget.ensure(rows.rows.length);
  const out = new Map<string, ValueCell[]>([...byId.keys()].map((id) => [id, []]));
  for (const r of rows.rows) {
    const prop = byId.get(r.prop)!;
    if (prop.kind === 'object') out.get(prop.id)!.push({ inst: r.inst, val: r.ref, cap: r.ref_name });
    else {
      const val = decodeValue(prop.baseType, r);
      out.get(prop.id)!.push({ inst: r.inst, val, cap: val === null ? null : String(val) });
    }
  }
  return out;
}

/**
 * SQL `and …` over `v` (a value) and `r` (what it points at): a value of a private-reference property
 * (AccessPolicy.privateRefProps, e.g. an object's tags) pointing at what the viewer may not read is left out.
 */
export function privateRefsLeftOut(viewer: Viewer, p: SqlParams): string {
  const props = viewer.privateRefProps ?? [];
  if (viewer.isAdmin || props.length === 0) return '';
  return `
       and (v.prop <> all(${p.add(props)}::uuid[]) or ${readableSql('r', viewer, p)})`;
}

/** The instances whose property points at each of ours (e.g. the elements that belong to a document). */
export async function reverseValues(
  db: SqlExecutor,
  viewer: Viewer,
  prop: string,
  ids: readonly string[],
  budget: CellBudget,
): Promise<ValueCell[]> {
  const p = new SqlParams();
  const rows = await db.query<{ inst: string; source: string; name: string }>(
    `select v.ref as inst, s.id as source, s.name from ob_value v join ob_instance s on s.id = v.inst
     where v.prop = ${p.add(prop)} and v.ref = any(${p.add(ids)}::uuid[]) and ${readableSql('s', viewer, p)}
     order by v.ref, s.name, s.id limit ${p.add(budget.remaining + 1)}`,
    p.values,
  );
  budget.ensure(rows.rows.length);
  return rows.rows.map((r) => ({ inst: r.inst, val: r.source, cap: r.name }));
}
