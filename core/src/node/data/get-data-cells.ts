import type { FieldRequest, Scalar, Triplet } from '../../common/data-api.ts';
import { PROP } from '../../common/ontology/system-ontology.ts';
import type { OntologyModel, PropertyInfo } from '../ontology/model.ts';
import type { SqlExecutor } from '../store/sql-store.ts';
import { readableSql, type Viewer } from './access.ts';
import { plainValues, plainValuesOfMany, reverseValues, type ValueCell } from './field-values.ts';
import type { CellBudget } from './query-cost.ts';
import { recursiveValues } from './recursive-walk.ts';
import { SqlParams } from './sql-params.ts';

/** One value of a field in get_data's reply, before it gets its row number. */
export interface Cell {
  prop: string;
  val: Scalar | null;
  cap: string | null;
  from?: string;
}

/** An instance as the page query (and the nested lookups) read it. */
export interface PageRow {
  id: string;
  name: string;
  class_id: string;
  class_name: string | null;
  author: string | null;
  author_name: string | null;
  created_at: Date | string;
}

export interface Walk {
  db: SqlExecutor;
  model: OntologyModel;
  viewer: Viewer;
  budget: CellBudget;
}

/**
 * The values of the requested fields for the given instances, nested fields included. Every cell is
 * counted against the request's budget: at the top level as it goes into the reply; below, a level
 * holding more cells than remain is over, since each of them reaches the reply at least once.
 */
export async function collectCells(
  walk: Walk,
  instances: readonly PageRow[],
  fields: readonly FieldRequest[],
  depth: number,
): Promise<Map<string, Cell[]>> {
  const { db, model, viewer, budget } = walk;
  const out = new Map<string, Cell[]>();
  let count = 0;
  const push = (inst: string, cell: Cell) => {
    if (depth === 0) budget.take(1);
    else budget.ensure(++count);
    const list = out.get(inst);
    if (list) list.push(cell);
    else out.set(inst, [cell]);
  };
  const ids = instances.map((r) => r.id);
  if (ids.length === 0) return out;

  // At the top level every row already starts with its name; nested rows do not.
  const wanted = fields.filter((f) => !f.hidden && !(depth === 0 && f.prop === PROP.name && !f.fields));
  const plain = await groupedValues(walk, wanted, ids);
  for (const field of wanted) {
    const prop = model.property(field.prop)!;
    if (prop.column) {
      for (const r of instances) push(r.id, columnCell(prop.id, r));
      continue;
    }
    const values = field.reverse
      ? await reverseValues(db, viewer, prop.id, ids, budget)
      : field.recursive
        ? await recursiveValues(db, viewer, prop.id, ids, budget)
        : field.idx === undefined && plain.has(prop.id)
          ? plain.get(prop.id)!
          : await plainValues(db, viewer, prop, ids, budget, field.idx);
    for (const v of values) push(v.inst, { prop: prop.id, val: v.val, cap: v.cap });

    if (field.fields && field.fields.length > 0 && (prop.kind === 'object' || field.reverse)) {
      const targets = [...new Set(values.map((v) => v.val).filter((v): v is string => typeof v === 'string'))];
      const targetRows = await rowsOf(db, viewer, targets);
      const nested = await collectCells(walk, targetRows, field.fields, depth + 1);
      for (const v of values) {
        for (const cell of nested.get(String(v.val)) ?? []) push(v.inst, { ...cell, from: String(v.val) });
      }
    }
  }
  return out;
}

/** The fields read as they are stored (no column, reverse, recursion or index), all in one query. */
async function groupedValues(walk: Walk, fields: readonly FieldRequest[], ids: readonly string[]) {
  const props = new Map<string, PropertyInfo>();
  for (const f of fields) {
    const prop = walk.model.property(f.prop)!;
    if (!prop.column && !f.reverse && !f.recursive && f.idx === undefined) props.set(prop.id, prop);
  }
  if (props.size === 0) return new Map<string, ValueCell[]>();
  return plainValuesOfMany(walk.db, walk.viewer, [...props.values()], ids, walk.budget);
}

function columnCell(prop: string, r: PageRow): Cell {
  switch (prop) {
    case PROP.author:
      return { prop, val: r.author, cap: r.author_name };
    case PROP.class:
      return { prop, val: r.class_id, cap: r.class_name };
    case PROP.creationDate: {
      const iso = new Date(r.created_at).toISOString();
      return { prop, val: iso, cap: iso.slice(0, 10) };
    }
    default:
      return { prop, val: r.name, cap: r.name };
  }
}

/** The targets of nested fields, only those the viewer may read: nested values never leak. */
async function rowsOf(db: SqlExecutor, viewer: Viewer, ids: readonly string[]): Promise<PageRow[]> {
  if (ids.length === 0) return [];
  const p = new SqlParams();
  const rows = await db.query<PageRow>(
    `select i.id, i.name, i.class_id, c.name as class_name, i.author, a.name as author_name, i.created_at
     from ob_instance i left join ob_instance c on c.id = i.class_id left join ob_instance a on a.id = i.author
     where i.id = any(${p.add(ids)}::uuid[]) and ${readableSql('i', viewer, p)}`,
    p.values,
  );
  return rows.rows;
}

/** The object-property statements among the given instances. */
export async function triplets(db: SqlExecutor, ids: readonly string[], budget: CellBudget): Promise<Triplet[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<Triplet>(
    'select v.inst as s, v.prop as p, v.ref as o from ob_value v where v.inst = any($1::uuid[]) and v.ref = any($1::uuid[]) order by v.inst, v.prop, v.idx limit $2',
    [ids, budget.remaining + 1],
  );
  budget.take(rows.rows.length);
  return rows.rows;
}
