import { HttpError } from '../http/http-error.ts';
import type { SqlExecutor } from '../store/sql-store.ts';
import { readableSql, type Viewer } from './access.ts';
import { MAX_RECURSION_DEPTH, MAX_WALK_LINKS, type CellBudget } from './query-cost.ts';
import { SqlParams } from './sql-params.ts';

export interface ReachedNode {
  /** The start point. */
  inst: string;
  val: string;
  cap: string;
}

/**
 * Everything reachable from each start through the object property `prop`, nearest first, then by
 * name (a recursive field, e.g. all ancestors through parent class). Breadth-first, level by level:
 * one query per level reads the links of the nodes first reached at the level before, each node's
 * links once, and only towards nodes the viewer may read. So cycles end (a visited set), a private node
 * is neither returned nor walked through, and the work is bounded by the depth (MAX_RECURSION_DEPTH),
 * the links read (MAX_WALK_LINKS) and the request's cell budget.
 */
export async function recursiveValues(
  db: SqlExecutor,
  viewer: Viewer,
  prop: string,
  starts: readonly string[],
  budget: CellBudget,
  maxLinks: number = MAX_WALK_LINKS,
): Promise<ReachedNode[]> {
  const unique = [...new Set(starts)];
  const linksOf = await readLinks(db, viewer, prop, unique, maxLinks);
  const reached: Reached[] = [];
  for (const [order, start] of unique.entries()) {
    const visited = new Set([start]);
    let level = [start];
    for (let depth = 0; depth < MAX_RECURSION_DEPTH && level.length > 0; depth++) {
      const next: string[] = [];
      for (const node of level) {
        for (const target of linksOf.get(node) ?? []) {
          if (visited.has(target)) continue;
          visited.add(target);
          next.push(target);
        }
      }
      budget.ensure(reached.length + next.length);
      for (const node of next) reached.push({ order, start, node, depth });
      level = next;
    }
  }
  return ordered(db, reached);
}

interface Reached {
  /** The start's position among the starts. */
  order: number;
  start: string;
  node: string;
  depth: number;
}

/** Per start, nearest first, then by name in the database's collation (as every other sort), then id. */
async function ordered(db: SqlExecutor, reached: Reached[]): Promise<ReachedNode[]> {
  if (reached.length === 0) return [];
  const named = await db.query<{ id: string; name: string }>(
    'select id, name from ob_instance where id = any($1::uuid[]) order by name, id',
    [[...new Set(reached.map((r) => r.node))]],
  );
  const rank = new Map(named.rows.map((r, n) => [r.id, n]));
  const names = new Map(named.rows.map((r) => [r.id, r.name]));
  return reached
    .filter((r) => rank.has(r.node))
    .sort((a, b) => a.order - b.order || a.depth - b.depth || rank.get(a.node)! - rank.get(b.node)!)
    .map((r) => ({ inst: r.start, val: r.node, cap: names.get(r.node)! }));
}

/** The links out of every node within reach, level by level: from → readable targets. */
async function readLinks(
  db: SqlExecutor,
  viewer: Viewer,
  prop: string,
  starts: readonly string[],
  maxLinks: number,
): Promise<Map<string, string[]>> {
  const links = new Map<string, string[]>();
  const seen = new Set(starts);
  let frontier = [...starts];
  let read = 0;
  for (let depth = 0; depth < MAX_RECURSION_DEPTH && frontier.length > 0; depth++) {
    const p = new SqlParams();
    const rows = await db.query<{ src: string; node: string }>(
      `select v.inst as src, v.ref as node from ob_value v join ob_instance n on n.id = v.ref
       where v.prop = ${p.add(prop)} and v.inst = any(${p.add(frontier)}::uuid[]) and ${readableSql('n', viewer, p)}
       order by v.inst, v.idx limit ${p.add(maxLinks - read + 1)}`,
      p.values,
    );
    read += rows.rows.length;
    if (read > maxLinks) {
      throw new HttpError(
        400,
        `get_data: a recursive field reaches more than ${maxLinks} links; narrow the request (a filter, a smaller limit)`,
      );
    }
    const next: string[] = [];
    for (const { src, node } of rows.rows) {
      const list = links.get(src) ?? links.set(src, []).get(src)!;
      list.push(node);
      if (!seen.has(node)) {
        seen.add(node);
        next.push(node);
      }
    }
    frontier = next;
  }
  return links;
}
