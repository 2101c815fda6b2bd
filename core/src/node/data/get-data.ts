import type { DataRow, FieldRequest, GetDataReply, GetDataRequest, Scalar, Triplet } from '../../common/data-api.ts';
import { PROP } from '../../common/ontology/system-ontology.ts';
import { HttpError } from '../http/http-error.ts';
import type { OntologyModel, PropertyInfo } from '../ontology/model.ts';
import type { SqlExecutor } from '../store/sql-store.ts';
import { accessColumnsSql, accessFromRow, readableSql, type AccessRow, type Viewer } from './access.ts';
import { SNAPSHOT_SQL, type CountCache } from './count-cache.ts';
import { fieldFilterSql, fieldSortSql } from './field-sql.ts';
import { compileFilter, FilterError } from './filter/index.ts';
import { CellBudget, checkEstimate } from './query-cost.ts';
import { plainValues, reverseValues } from './field-values.ts';
import { recursiveValues } from './recursive-walk.ts';
import { hiddenSchema, schemaIdsOf } from './schema-access.ts';
import { SqlParams } from './sql-params.ts';

export const DEFAULT_LIMIT = 100;

interface Cell {
  prop: string;
  val: Scalar | null;
  cap: string | null;
  from?: string;
}

interface PageRow {
  id: string;
  name: string;
  class_id: string;
  class_name: string | null;
  author: string | null;
  author_name: string | null;
  created_at: Date | string;
}

/**
 * get_data (spec shell.md §7): the instances of a class and its subclasses that the viewer may read,
 * filtered, sorted and paged in SQL, then the requested fields' values fetched for that page only.
 * `counts` keeps exact counts while the database does not change (count-cache.ts).
 */
export async function getData(
  db: SqlExecutor,
  model: OntologyModel,
  viewer: Viewer,
  req: GetDataRequest,
  counts?: CountCache,
): Promise<GetDataReply> {
  const fields = req.fields ?? [];
  const limit = req.limit ?? DEFAULT_LIMIT;
  // From the request's shape alone, before any lookup or SQL: too big is refused whatever exists.
  checkEstimate(fields, limit);
  const unknownClass = () => new HttpError(400, `get_data: unknown class ${req.class ?? '(none)'}`);
  if (!req.class || !model.isClass(req.class)) throw unknownClass();
  const unknownProperty = (prop: string) => new HttpError(400, `get_data: unknown property ${prop}`);
  const info = (prop: string): PropertyInfo => {
    const p = model.property(prop);
    if (!p) throw unknownProperty(prop);
    return p;
  };
  // Every field, nested ones included, is checked before any SQL runs; later code may rely on it.
  const checkFields = (list: readonly FieldRequest[]): void =>
    list.forEach((f) => {
      info(f.prop);
      checkFields(f.fields ?? []);
    });
  checkFields(fields);
  // Another user's private class or property answers exactly as an unknown one (no existence leak).
  const hidden = await hiddenSchema(db, model, viewer, schemaIdsOf(req.class, fields, req.filter));
  const classes = model.descendants(req.class);
  if (hidden.has(req.class)) throw unknownClass();
  const checkReadable = (list: readonly FieldRequest[]): void =>
    list.forEach((f) => {
      if (hidden.has(f.prop)) throw unknownProperty(f.prop);
      checkReadable(f.fields ?? []);
    });
  checkReadable(fields);

  const p = new SqlParams();
  const where = [classCondition(classes, p), readableSql('i', viewer, p)];
  /** The conditions every request has; more than these means the request is filtered. */
  const alwaysThere = where.length;
  if (req.filter !== undefined && req.filter.trim() !== '') {
    try {
      const compiled = compileFilter(req.filter, {
        instanceAlias: 'i',
        userId: viewer.id,
        property: (id) => {
          const prop = hidden.has(id) ? undefined : model.property(id);
          return prop ? { kind: prop.kind, baseType: prop.baseType } : null;
        },
        param: (v) => p.add(v),
      });
      where.push(`(${compiled.sql})`);
    } catch (error) {
      if (error instanceof FilterError) throw new HttpError(400, error.message);
      throw error;
    }
  }
  for (const field of fields) {
    const condition = fieldFilterSql(field, info(field.prop), viewer, p);
    if (condition) where.push(condition);
  }
  const whereSql = where.join(' and ');
  // Placeholders are numbered in order, so the count takes exactly the parameters added so far.
  const whereParams = [...p.values];
  const order = orderTerms(fields.filter((f) => f.sort).map((f) => fieldSortSql(f, info(f.prop), p)));
  const offset = req.offset ?? 0;
  // With a filter, every candidate is visited anyway: count them in the same pass (count(*) over ()).
  // Without one, a separate count lets the page be read in index order and stop after `limit` rows.
  const oneScan = where.length > alwaysThere;
  const keys = order.map(splitOrderTerm);
  // The page is cut first (limit, offset) and only its rows get their class and author names, creation
  // time and the viewer's access: at offset 50,000 the names were otherwise joined to every skipped row.
  // The inner query reads only columns of the index (class_id, name, id) include (author, owner), so the
  // rows it skips come from the index alone (migration core-0011).
  const page = await db.query<PageRow & AccessRow & { total?: number; snapshot: string }>(
    `select q.id, q.name, (select x.created_at from ob_instance x where x.id = q.id) as created_at,
            (select c.name from ob_instance c where c.id = q.class_id) as class_name,
            (select a.name from ob_instance a where a.id = q.author) as author_name, q.total,
            ${accessColumnsSql('q', viewer, p, true)}, ${SNAPSHOT_SQL} as snapshot
     from (select i.id, i.name, i.class_id, i.author, i.owner,
                  ${keys.map((k, n) => `${k.expr} as k${n}`).join(', ')},
                  ${oneScan ? 'count(*) over ()::int' : 'null::int'} as total
           from ob_instance i where ${whereSql} order by ${order.join(', ')}
           limit ${p.add(limit)} offset ${p.add(offset)}) q
     order by ${keys.map((k, n) => `q.k${n} ${k.direction}`).join(', ')}`,
    p.values,
  );
  const total =
    oneScan && (page.rows.length > 0 || offset === 0)
      ? (page.rows[0]?.total ?? 0)
      : await countMatches(db, counts, whereSql, whereParams, page.rows[0]?.snapshot);

  const ids = page.rows.map((r) => r.id);
  const budget = new CellBudget();
  // Each row starts with its name.
  budget.take(page.rows.length);
  const cells = await collectCells({ db, model, viewer, budget }, page.rows, fields, 0);
  const rows: DataRow[] = [];
  page.rows.forEach((r, row) => {
    const a = accessFromRow(viewer, r);
    rows.push({
      row,
      inst: r.id,
      prop: PROP.name,
      val: r.name,
      cap: r.name,
      readonly: !a.canWrite,
      can_delete: a.canDelete,
    });
    for (const cell of cells.get(r.id) ?? []) rows.push({ row, inst: r.id, ...cell });
  });
  const reply: GetDataReply = { rows, count_rows: total };
  if (req.triplets) reply.triplets = await triplets(db, ids, budget);
  return reply;
}

/**
 * The number of instances matching `whereSql`: from the count cache when the page was read in the very
 * snapshot the count was taken in (nothing changed since), otherwise counted and kept.
 */
async function countMatches(
  db: SqlExecutor,
  counts: CountCache | undefined,
  whereSql: string,
  whereParams: readonly unknown[],
  snapshot: string | undefined,
): Promise<number> {
  const key = `${whereSql}\u0000${JSON.stringify(whereParams)}`;
  const known = counts?.get(key, snapshot);
  if (known !== undefined) return known;
  const counted = await db.query<{ n: number; snapshot: string }>(
    `select count(*)::int as n, ${SNAPSHOT_SQL} as snapshot from ob_instance i where ${whereSql}`,
    whereParams,
  );
  const row = counted.rows[0]!;
  counts?.set(key, row.snapshot, row.n);
  return row.n;
}

/** An ORDER BY term as its expression and its direction (`asc`, `desc nulls last`, …). */
function splitOrderTerm(term: string): { expr: string; direction: string } {
  const match = /^([\s\S]*?) ((?:asc|desc)(?: nulls last)?)$/.exec(term);
  if (!match) throw new Error(`Not an ORDER BY term: ${term}`);
  return { expr: match[1]!, direction: match[2]! };
}

/** One class is compared as a scalar, so the planner can read its instances in index order. */
function classCondition(classes: readonly string[], p: SqlParams): string {
  return classes.length === 1
    ? `i.class_id = ${p.add(classes[0])}::uuid`
    : `i.class_id = any(${p.add(classes)}::uuid[])`;
}

/** The requested sort, then name and id as tie-breakers, each column once (a name sort is already there). */
function orderTerms(sorts: readonly string[]): string[] {
  const terms = [...sorts];
  if (!sorts.some((t) => t.startsWith('i.name '))) terms.push('i.name asc');
  // Names descending alone: ids descending too, so the index is read backwards in one go.
  terms.push(terms.length === 1 && terms[0] === 'i.name desc' ? 'i.id desc' : 'i.id asc');
  return terms;
}

interface Walk {
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
async function collectCells(
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

  for (const field of fields) {
    // At the top level every row already starts with its name; nested rows do not.
    if (field.hidden || (depth === 0 && field.prop === PROP.name && !field.fields)) continue;
    const prop = model.property(field.prop)!;
    if (prop.column) {
      for (const r of instances) push(r.id, columnCell(prop.id, r));
      continue;
    }
    const values = field.reverse
      ? await reverseValues(db, viewer, prop.id, ids, budget)
      : field.recursive
        ? await recursiveValues(db, viewer, prop.id, ids, budget)
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
async function triplets(db: SqlExecutor, ids: readonly string[], budget: CellBudget): Promise<Triplet[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<Triplet>(
    'select v.inst as s, v.prop as p, v.ref as o from ob_value v where v.inst = any($1::uuid[]) and v.ref = any($1::uuid[]) order by v.inst, v.prop, v.idx limit $2',
    [ids, budget.remaining + 1],
  );
  budget.take(rows.rows.length);
  return rows.rows;
}
