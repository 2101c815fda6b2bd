import type { SqlExecutor } from '../store/sql-store.ts';

/** The life of a job row (ob_job, migration core-0009-jobs). */
export type JobRowStatus = 'pending' | 'running' | 'completed' | 'error';

export interface JobRow {
  id: string;
  name: string;
  userId: string | null;
  /** Run by the queue (pg-boss), which retries it elsewhere when its process dies; else run in-process. */
  queued: boolean;
  status: JobRowStatus;
  progress: unknown;
  error: string | null;
  /** The HTTP status of the error (null: 400). */
  errorStatus: number | null;
  /** ms since the epoch by the database's clock, and that clock's now at the read. */
  seenAt: number;
  now: number;
}

interface RawRow {
  id: string;
  name: string;
  user_id: string | null;
  queued: boolean;
  status: JobRowStatus;
  progress: unknown;
  error: string | null;
  error_status: number | null;
  seen_ms: number;
  now_ms: number;
}

const COLUMNS = `id, name, user_id, queued, status, progress, error, error_status,
  (extract(epoch from seen_at) * 1000)::float8 as seen_ms, (extract(epoch from now()) * 1000)::float8 as now_ms`;

export type JobOutcome = { result: unknown } | { error: string; errorStatus?: number };

/** The SQL of the job rows; every read and change of a user's row names the user. */
export class JobTable {
  constructor(private readonly db: SqlExecutor) {}

  async insert(row: {
    id: string;
    name: string;
    userId: string | null;
    queued: boolean;
    status: JobRowStatus;
    /** A run of this schedule (jobs/schedules.ts): kept as its history, not swept after 30 minutes. */
    scheduleKey?: string | null;
  }) {
    await this.db.query(
      'insert into ob_job (id, name, user_id, queued, status, schedule_key) values ($1, $2, $3, $4, $5, $6)',
      [row.id, row.name, row.userId, row.queued, row.status, row.scheduleKey ?? null],
    );
  }

  /** The row if it belongs to the user (null user: a job of the system, seen by no user). */
  async own(userId: string, id: string): Promise<JobRow | null> {
    const { rows } = await this.db.query<RawRow>(`select ${COLUMNS} from ob_job where id = $1 and user_id = $2`, [
      id,
      userId,
    ]);
    return rows[0] ? toRow(rows[0]) : null;
  }

  async byId(id: string): Promise<JobRow | null> {
    const { rows } = await this.db.query<RawRow>(`select ${COLUMNS} from ob_job where id = $1`, [id]);
    return rows[0] ? toRow(rows[0]) : null;
  }

  async result(id: string): Promise<unknown> {
    const { rows } = await this.db.query<{ result: unknown }>('select result from ob_job where id = $1', [id]);
    return rows[0]?.result ?? null;
  }

  /** A (re)start by a worker: running again, beating from now on. */
  async started(id: string): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `update ob_job set status = 'running', seen_at = now(), started_at = coalesce(started_at, now())
       where id = $1 and status in ('pending', 'running')`,
      [id],
    );
    return rowCount > 0;
  }

  /** The heartbeat of the jobs this process is running. */
  async beat(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.query(
      `update ob_job set seen_at = now() where id = any($1::uuid[]) and status in ('pending', 'running')`,
      [ids],
    );
  }

  async progress(id: string, progress: unknown): Promise<void> {
    await this.db.query('update ob_job set progress = $2::jsonb, seen_at = now() where id = $1', [
      id,
      JSON.stringify(progress ?? null),
    ]);
  }

  /** Ends a job once; a row already ended (or deleted by its owner) stays as it is. */
  async finish(id: string, outcome: JobOutcome): Promise<void> {
    const done = 'result' in outcome;
    await this.db.query(
      `update ob_job set status = $2, result = $3::jsonb, error = $4, error_status = $5, finished_at = now(),
         seen_at = now()
       where id = $1 and status in ('pending', 'running')`,
      [
        id,
        done ? 'completed' : 'error',
        done ? JSON.stringify(outcome.result ?? null) : null,
        done ? null : outcome.error,
        done ? null : (outcome.errorStatus ?? null),
      ],
    );
  }

  async remove(userId: string, id: string): Promise<boolean> {
    const { rowCount } = await this.db.query('delete from ob_job where id = $1 and user_id = $2', [id, userId]);
    return rowCount > 0;
  }

  /** Retention: rows ended longer ago than `ms`, and rows nobody has beaten for as long. */
  async sweep(ms: number): Promise<number> {
    const { rowCount } = await this.db.query(
      `delete from ob_job where schedule_key is null and (
         (finished_at is not null and finished_at < now() - make_interval(secs => $1))
         or (finished_at is null and seen_at < now() - make_interval(secs => $1)))`,
      [ms / 1000],
    );
    return rowCount;
  }
}

function toRow(raw: RawRow): JobRow {
  return {
    id: raw.id,
    name: raw.name,
    userId: raw.user_id,
    queued: raw.queued,
    status: raw.status,
    progress: raw.progress,
    error: raw.error,
    errorStatus: raw.error_status,
    seenAt: Number(raw.seen_ms),
    now: Number(raw.now_ms),
  };
}
