import type { SqlStore } from '../store/sql-store.ts';

/** One recorded call of get_data or execute (the query history, issue 18 item 7). */
export interface QueryLogEntry {
  at: Date;
  userId: string | null;
  userEmail: string;
  kind: 'get_data' | 'execute';
  /** The procedure's name, or the class get_data read. */
  target: string;
  durationMs: number;
  rowCount: number | null;
  /** 200, or the HTTP status of the error the call ended with. */
  status: number;
  error: string | null;
  request: unknown;
}

/** How long the history keeps a call, and how many it keeps at most. */
export const QUERY_LOG_DAYS = 30;
export const QUERY_LOG_MAX_ROWS = 100_000;
/** Calls are written in batches: at most this often, or when this many wait. */
const FLUSH_MS = 250;
const FLUSH_AT = 200;
/** What waits beyond this is dropped (the database is away): recording must never hold the server's memory. */
const MAX_WAITING = 10_000;
/** A request's JSON is kept up to this many characters (a set of ids can be long). */
const MAX_REQUEST_CHARS = 20_000;
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * Records calls without slowing them: `record` only queues; a timer writes the queue in one insert.
 * A failure to write is logged and forgotten, never the call's failure. Old calls are pruned now and then.
 */
export class QueryLog {
  private waiting: QueryLogEntry[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private writing: Promise<void> = Promise.resolve();
  private lastPrune = 0;

  constructor(
    private readonly store: SqlStore,
    private readonly onError: (error: unknown) => void,
  ) {}

  record(entry: QueryLogEntry): void {
    if (this.waiting.length >= MAX_WAITING) return;
    this.waiting.push(entry);
    if (this.waiting.length >= FLUSH_AT) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS);
  }

  /** Writes what waits (also on close). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.waiting;
    this.waiting = [];
    this.writing = this.writing.then(() => this.write(batch)).catch(this.onError);
    return this.writing;
  }

  private async write(batch: QueryLogEntry[]): Promise<void> {
    if (batch.length === 0) return;
    await this.store.query(
      `insert into ob_query_log (at, user_id, user_email, kind, target, duration_ms, row_count, status, error, request)
       select * from unnest($1::timestamptz[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[],
                            $8::int[], $9::text[], $10::jsonb[])`,
      [
        batch.map((e) => e.at.toISOString()),
        batch.map((e) => e.userId),
        batch.map((e) => e.userEmail),
        batch.map((e) => e.kind),
        batch.map((e) => e.target.slice(0, 500)),
        batch.map((e) => Math.max(0, Math.round(e.durationMs))),
        batch.map((e) => e.rowCount),
        batch.map((e) => e.status),
        batch.map((e) => (e.error === null ? null : e.error.slice(0, 2000))),
        batch.map((e) => requestJson(e.request)),
      ],
    );
    if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = Date.now();
      await this.store.query(
        `delete from ob_query_log where at < now() - make_interval(days => $1)
            or id <= (select id from ob_query_log order by id desc offset $2 limit 1)`,
        [QUERY_LOG_DAYS, QUERY_LOG_MAX_ROWS],
      );
    }
  }
}

function requestJson(request: unknown): string | null {
  try {
    const text = JSON.stringify(request ?? null);
    return text.length <= MAX_REQUEST_CHARS ? text : JSON.stringify({ truncated: text.slice(0, MAX_REQUEST_CHARS) });
  } catch {
    return null;
  }
}

/** The rows a reply carries: get_data's rows, an array's length, a `rows` array's length; else unknown. */
export function rowCountOf(result: unknown): number | null {
  if (Array.isArray(result)) return result.length;
  if (typeof result !== 'object' || result === null) return null;
  const { rows, count_rows: count } = result as { rows?: unknown; count_rows?: unknown };
  if (Array.isArray(rows)) {
    // get_data's rows are cells, one a value: count the distinct row numbers.
    const numbers = new Set(rows.map((r) => (r as { row?: unknown })?.row));
    return numbers.has(undefined) ? rows.length : numbers.size;
  }
  return typeof count === 'number' ? count : null;
}

/** The HTTP status of an error (HttpError's `status`/`statusCode`), else 500. */
export const statusOf = (error: unknown): number => {
  const e = error as { status?: unknown; statusCode?: unknown };
  const code = typeof e?.status === 'number' ? e.status : e?.statusCode;
  return typeof code === 'number' ? code : 500;
};

/** Runs `work`, then queues its record (success or failure) and hands its outcome on unchanged. */
export async function recorded<T>(
  log: QueryLog | undefined,
  base: Omit<QueryLogEntry, 'at' | 'durationMs' | 'rowCount' | 'status' | 'error'>,
  work: () => Promise<T>,
): Promise<T> {
  if (!log) return work();
  const at = new Date();
  const started = performance.now();
  const done = (rowCount: number | null, status: number, error: string | null) => {
    try {
      log.record({ ...base, at, durationMs: performance.now() - started, rowCount, status, error });
    } catch {
      // Recording never fails the call.
    }
  };
  try {
    const result = await work();
    done(rowCountOf(result), 200, null);
    return result;
  } catch (error) {
    done(null, statusOf(error), error instanceof Error ? error.message : String(error));
    throw error;
  }
}
