import type { SqlStore } from '../store/sql-store.ts';

/** What the query history is asked (every field optional): filters, order and page. */
export interface QueryHistoryQuery {
  /** Part of the user's e-mail, ignoring case. */
  user?: string;
  kind?: 'get_data' | 'execute';
  /** ISO times, inclusive. */
  from?: string;
  to?: string;
  minDurationMs?: number;
  /** Part of the target (procedure or class) or of the error, ignoring case. */
  text?: string;
  /** `time`: newest first (the default); `duration`: slowest first. */
  sort?: 'time' | 'duration';
  offset?: number;
  limit?: number;
}

/** One recorded call, as the history lists it. */
export interface QueryHistoryItem {
  id: string;
  at: string;
  userId: string | null;
  userEmail: string;
  kind: 'get_data' | 'execute';
  target: string;
  durationMs: number;
  rowCount: number | null;
  status: number;
  error: string | null;
}

/** A page of the history and how many calls match in all. */
export interface QueryHistoryPage {
  items: QueryHistoryItem[];
  total: number;
}

/**
 * The recorded get_data and execute calls (ob_query_log, written by data/query-log.ts). No access check:
 * the routes that show it are the administrators' (`adminOnly`).
 */
export interface QueryHistory {
  list(query: QueryHistoryQuery): Promise<QueryHistoryPage>;
  /** One call with the request as it came (JSON), or null. */
  get(id: string): Promise<(QueryHistoryItem & { request: unknown }) | null>;
}

interface Row {
  id: string;
  at: Date;
  user_id: string | null;
  user_email: string;
  kind: 'get_data' | 'execute';
  target: string;
  duration_ms: number;
  row_count: number | null;
  status: number;
  error: string | null;
  request?: unknown;
  total?: string;
}

const like = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const item = (r: Row): QueryHistoryItem => ({
  id: String(r.id),
  at: new Date(r.at).toISOString(),
  userId: r.user_id,
  userEmail: r.user_email,
  kind: r.kind,
  target: r.target,
  durationMs: r.duration_ms,
  rowCount: r.row_count,
  status: r.status,
  error: r.error,
});

const COLUMNS = 'id, at, user_id, user_email, kind, target, duration_ms, row_count, status, error';

/** The query history over the store (the caller has validated the query's types). */
export function queryHistory(store: SqlStore): QueryHistory {
  return {
    async list(query) {
      const where: string[] = [];
      const params: unknown[] = [];
      const add = (sql: (p: string) => string, value: unknown) => {
        params.push(value);
        where.push(sql(`$${params.length}`));
      };
      if (query.user) add((p) => `lower(user_email) like ${p}`, like(query.user));
      if (query.kind) add((p) => `kind = ${p}`, query.kind);
      if (query.from) add((p) => `at >= ${p}::timestamptz`, query.from);
      if (query.to) add((p) => `at <= ${p}::timestamptz`, query.to);
      if (query.minDurationMs !== undefined) add((p) => `duration_ms >= ${p}`, query.minDurationMs);
      if (query.text) add((p) => `(lower(target) like ${p} or lower(coalesce(error, '')) like ${p})`, like(query.text));
      const order = query.sort === 'duration' ? 'duration_ms desc, id desc' : 'at desc, id desc';
      params.push(Math.max(1, Math.min(query.limit ?? 50, 500)), Math.max(0, query.offset ?? 0));
      const { rows } = await store.query<Row>(
        `select ${COLUMNS}, count(*) over () as total from ob_query_log
          ${where.length > 0 ? `where ${where.join(' and ')}` : ''}
          order by ${order} limit $${params.length - 1} offset $${params.length}`,
        params,
      );
      let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
      if (rows.length === 0 && (query.offset ?? 0) > 0) {
        const count = await store.query<{ n: string }>(
          `select count(*) as n from ob_query_log ${where.length > 0 ? `where ${where.join(' and ')}` : ''}`,
          params.slice(0, -2),
        );
        total = Number(count.rows[0]?.n ?? 0);
      }
      return { items: rows.map(item), total };
    },
    async get(id) {
      if (!/^\d{1,18}$/.test(id)) return null;
      const { rows } = await store.query<Row>(`select ${COLUMNS}, request from ob_query_log where id = $1`, [id]);
      const row = rows[0];
      return row ? { ...item(row), request: row.request ?? null } : null;
    },
  };
}
