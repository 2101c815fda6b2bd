import type { SqlExecutor } from '../store/sql-store.ts';
import { accessColumnsSql, type AccessRow, type Viewer } from './access.ts';
import { SNAPSHOT_SQL, type CountCache } from './count-cache.ts';
import type { PageRow } from './get-data-cells.ts';
import type { SqlParams } from './sql-params.ts';
import type { WhereClause } from './get-data-where.ts';

export type PageRead = PageRow & AccessRow & { total?: number; snapshot: string };

/**
 * Reads one page of instances and the number of all that match. The page is cut first (limit, offset)
 * and only its rows get their class and author names, creation time and the viewer's access: at offset
 * 50,000 the names were otherwise joined to every skipped row. The inner query reads only columns of the
 * index (class_id, name, id) include (author, owner), so the rows it skips come from the index alone
 * (migration core-0011).
 */
export async function readPage(
  db: SqlExecutor,
  viewer: Viewer,
  page: { where: WhereClause; sorts: readonly string[]; limit: number; offset: number },
  p: SqlParams,
  counts?: CountCache,
): Promise<{ rows: PageRead[]; total: number }> {
  const { where, limit, offset } = page;
  const order = orderTerms(page.sorts);
  // With a filter, every candidate is visited anyway: count them in the same pass (count(*) over ()).
  // Without one, a separate count lets the page be read in index order and stop after `limit` rows.
  const oneScan = where.filtered;
  const keys = order.map(splitOrderTerm);
  const read = await db.query<PageRead>(
    `select q.id, q.name, (select x.created_at from ob_instance x where x.id = q.id) as created_at,
            (select c.name from ob_instance c where c.id = q.class_id) as class_name,
            (select a.name from ob_instance a where a.id = q.author) as author_name, q.total,
            ${accessColumnsSql('q', viewer, p, true)}, ${SNAPSHOT_SQL} as snapshot
     from (select i.id, i.name, i.class_id, i.author, i.owner,
                  ${keys.map((k, n) => `${k.expr} as k${n}`).join(', ')},
                  ${oneScan ? 'count(*) over ()::int' : 'null::int'} as total
           from ob_instance i where ${where.sql} order by ${order.join(', ')}
           limit ${p.add(limit)} offset ${p.add(offset)}) q
     order by ${keys.map((k, n) => `q.k${n} ${k.direction}`).join(', ')}`,
    p.values,
  );
  const total =
    oneScan && (read.rows.length > 0 || offset === 0)
      ? (read.rows[0]?.total ?? 0)
      : await countMatches(db, counts, where.sql, where.params, read.rows[0]?.snapshot);
  return { rows: read.rows, total };
}

/**
 * The number of instances matching `whereSql`: from the count cache when the page was read in the very
 * snapshot the count was taken in (nothing changed since), otherwise counted and kept.
 */
export async function countMatches(
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
export function splitOrderTerm(term: string): { expr: string; direction: string } {
  const match = /^([\s\S]*?) ((?:asc|desc)(?: nulls last)?)$/.exec(term);
  if (!match) throw new Error(`Not an ORDER BY term: ${term}`);
  return { expr: match[1]!, direction: match[2]! };
}

/** One class is compared as a scalar, so the planner can read its instances in index order. */
export function classCondition(classes: readonly string[], p: SqlParams): string {
  return classes.length === 1
    ? `i.class_id = ${p.add(classes[0])}::uuid`
    : `i.class_id = any(${p.add(classes)}::uuid[])`;
}

/** The requested sort, then name and id as tie-breakers, each column once (a name sort is already there). */
export function orderTerms(sorts: readonly string[]): string[] {
  const terms = [...sorts];
  if (!sorts.some((t) => t.startsWith('i.name '))) terms.push('i.name asc');
  // Names descending alone: ids descending too, so the index is read backwards in one go.
  terms.push(terms.length === 1 && terms[0] === 'i.name desc' ? 'i.id desc' : 'i.id asc');
  return terms;
}
