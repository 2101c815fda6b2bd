import { NAME_FTS_VECTOR, VALUE_FTS_VECTOR } from '../store/sql-expressions.ts';
import type { SqlStore } from '../store/sql-store.ts';

/** One instance whose name or text values match a general-search text (no access check: see StoreIndex). */
export interface TextMatch {
  id: string;
  classId: string;
  /** The properties whose values matched, by id; `'name'` for the instance's name. */
  props: string[];
  /** Higher is better: the full-text rank, or the trigram word similarity of a fuzzy match. */
  rank: number;
  /** Found by the trigram fallback (a misspelling or a part of a word), not by full text. */
  fuzzy: boolean;
}

/** How the general search asks: at most `limit` instances; the fuzzy fallback when full text finds fewer than `fuzzyBelow`. */
export interface TextMatchOptions {
  limit: number;
  fuzzyBelow: number;
}

/** Rows one branch of a search reads at most, before ranking (keeps a very common word cheap). */
const BRANCH_LIMIT = 5000;
/** How alike a word of a value must be to the text for the fallback (pg_trgm's default is 0.6). */
const WORD_SIMILARITY = '0.45';

const ftsSql = `
  with q as (select websearch_to_tsquery('russian', $1) || websearch_to_tsquery('english', $1) as tsq),
  hits as (
    (select v.inst as id, v.prop::text as prop, ts_rank(${VALUE_FTS_VECTOR}, q.tsq) as rank
       from ob_value v, q where ${VALUE_FTS_VECTOR} @@ q.tsq and v.ref is null and v.num is null limit ${BRANCH_LIMIT})
    union all
    (select i.id, 'name', 2 * ts_rank(${NAME_FTS_VECTOR}, q.tsq) from ob_instance i, q
      where ${NAME_FTS_VECTOR} @@ q.tsq limit ${BRANCH_LIMIT})
  )
  select h.id, i.class_id, array_agg(distinct h.prop) as props, max(h.rank) as rank
    from hits h join ob_instance i on i.id = h.id
   group by h.id, i.class_id order by max(h.rank) desc, h.id limit $2`;

const fuzzySql = `
  with hits as (
    (select v.inst as id, v.prop::text as prop, word_similarity($1, v.val) as rank
       from ob_value v where $1 <% v.val and v.ref is null and v.num is null limit ${BRANCH_LIMIT})
    union all
    (select i.id, 'name', word_similarity($1, i.name) + 0.01 from ob_instance i where $1 <% i.name limit ${BRANCH_LIMIT})
  )
  select h.id, i.class_id, array_agg(distinct h.prop) as props, max(h.rank) as rank
    from hits h join ob_instance i on i.id = h.id
   group by h.id, i.class_id order by max(h.rank) desc, h.id limit $2`;

interface Row {
  id: string;
  class_id: string;
  props: string[];
  rank: number;
}

/**
 * The general search's candidates (issue 18 item 6): PostgreSQL full text in Russian and English over
 * names and text values (`websearch_to_tsquery`, ranked by `ts_rank`, a name counting twice), and when
 * that finds fewer than `fuzzyBelow`, the trigram word similarity (`<%`) for misspellings and parts of
 * words, where pg_trgm is installed. Ids, class ids and property ids only: the caller reads what it shows
 * through the data API as the user.
 */
export async function textMatches(store: SqlStore, text: string, options: TextMatchOptions): Promise<TextMatch[]> {
  const limit = Math.max(1, Math.min(options.limit, 2000));
  const found = (await store.query<Row>(ftsSql, [text, limit])).rows.map((r) => toMatch(r, false));
  if (found.length >= options.fuzzyBelow || !(await hasTrigrams(store))) return found;
  const fuzzy = await store.transaction(async (tx) => {
    await tx.query(`select set_config('pg_trgm.word_similarity_threshold', $1, true)`, [WORD_SIMILARITY]);
    return (await tx.query<Row>(fuzzySql, [text, limit])).rows;
  });
  const seen = new Set(found.map((m) => m.id));
  for (const row of fuzzy) if (!seen.has(row.id) && found.length < limit) found.push(toMatch(row, true));
  return found;
}

const toMatch = (row: Row, fuzzy: boolean): TextMatch => ({
  id: row.id,
  classId: row.class_id,
  props: row.props,
  rank: Number(row.rank),
  fuzzy,
});

const trigrams = new WeakMap<SqlStore, boolean>();

async function hasTrigrams(store: SqlStore): Promise<boolean> {
  let known = trigrams.get(store);
  if (known === undefined) {
    const { rows } = await store.query(`select 1 from pg_extension where extname = 'pg_trgm'`);
    known = rows.length > 0;
    trigrams.set(store, known);
  }
  return known;
}
