import cronParser from 'cron-parser';
import type PgBoss from 'pg-boss';
import type { UserContext } from '../auth/user-context.ts';
import type { SqlExecutor } from '../store/sql-store.ts';
import { createQueueInTurn } from './boss.ts';
import type { JobRowStatus } from './job-table.ts';

/** The internal queue pg-boss's cron fills once a minute; its one job per tick runs the due schedules. */
export const SCHEDULE_TICK = 'ob.schedule-tick';
/** A tick later than this after its time is skipped (all processes were down): no catching up on old ticks. */
const LATE_TICK_MS = 5 * 60_000;
/** The runs kept per schedule (older ones and those past RUN_RETENTION_DAYS are swept). */
export const RUNS_KEPT = 100;
const RUN_RETENTION_DAYS = 30;

export interface ScheduleOptions {
  /** Whose rights each run has (null: the system); saved with the schedule. */
  user: UserContext | null;
  /** The cron's time zone (IANA); default UTC. */
  tz?: string;
}

/** One run of a schedule (its job row in ob_job): by the cron or by `enqueue(…, { scheduleKey })`. */
export interface ScheduledRun {
  id: string;
  status: JobRowStatus;
  /** ISO date-times by the database's clock. */
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** The handler's result (completed) and the error (error). */
  result: unknown;
  error: string | null;
}

/** The cron's error in plain words, or null when cron-parser and pg-boss accept it (5 fields: minutes). */
export function cronProblem(cron: string, tz = 'UTC'): string | null {
  if (cron.trim().split(/\s+/).length !== 5) return 'a cron has 5 fields: minute hour day month weekday';
  try {
    cronParser.parseExpression(cron, { tz });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * Recurring jobs (docs/jobs.md "Schedules"): one row per schedule in ob_job_schedule. pg-boss's cron
 * (`schedule: true`, exactly once per minute across processes: the cron time is kept in its database)
 * puts one SCHEDULE_TICK job a minute; whichever process takes it claims each due schedule with an
 * `UPDATE … WHERE last_tick < tick`, so a tick queues a schedule's job once even when two ticks race.
 */
export class Schedules {
  constructor(
    private readonly db: SqlExecutor,
    private readonly boss: PgBoss | null,
    private readonly enqueue: (name: string, data: unknown, user: UserContext | null, key: string) => Promise<string>,
  ) {}

  /** Starts this process's tick worker and (re)declares the minute cron; without a queue, nothing ticks. */
  async start(): Promise<void> {
    if (!this.boss) return;
    await createQueueInTurn(this.boss, SCHEDULE_TICK, { retryLimit: 1, expireInSeconds: 120 });
    await this.boss.work(SCHEDULE_TICK, { batchSize: 1, pollingIntervalSeconds: 2 }, async () => this.tick());
    await this.boss.schedule(SCHEDULE_TICK, '* * * * *');
  }

  async set(key: string, cron: string, name: string, data: unknown, options: ScheduleOptions): Promise<void> {
    const tz = options.tz ?? 'UTC';
    const problem = cronProblem(cron, tz);
    if (problem) throw new Error(`Schedule ${key}: malformed cron "${cron}": ${problem}`);
    // A new or changed schedule starts with the next tick, not the one that has just passed.
    await this.db.query(
      `insert into ob_job_schedule (key, cron, tz, name, data, user_ctx) values ($1, $2, $3, $4, $5::jsonb, $6::jsonb)
       on conflict (key) do update set cron = excluded.cron, tz = excluded.tz, name = excluded.name,
         data = excluded.data, user_ctx = excluded.user_ctx, updated_at = now(),
         last_tick = greatest(ob_job_schedule.last_tick, date_trunc('minute', now()))`,
      [key, cron, tz, name, JSON.stringify(data ?? null), JSON.stringify(options.user)],
    );
  }

  async remove(key: string): Promise<void> {
    await this.db.query('delete from ob_job_schedule where key = $1', [key]);
  }

  async runs(key: string, limit: number): Promise<ScheduledRun[]> {
    const { rows } = await this.db.query<Record<string, unknown>>(
      `select id, status, result, error, created_at, started_at, finished_at from ob_job
       where schedule_key = $1 order by created_at desc limit $2`,
      [key, Math.max(1, Math.min(limit, RUNS_KEPT))],
    );
    const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : null);
    return rows.map((row) => ({
      id: String(row.id),
      status: row.status as JobRowStatus,
      createdAt: iso(row.created_at) ?? '',
      startedAt: iso(row.started_at),
      finishedAt: iso(row.finished_at),
      result: row.result ?? null,
      error: (row.error as string | null) ?? null,
    }));
  }

  /** Queues every schedule whose latest cron time has come and was not queued yet. */
  async tick(): Promise<void> {
    const { rows } = await this.db.query<{
      key: string;
      cron: string;
      tz: string;
      name: string;
      data: unknown;
      user_ctx: UserContext | null;
      last_tick: Date;
      now: Date;
    }>('select key, cron, tz, name, data, user_ctx, last_tick, now() as now from ob_job_schedule');
    for (const row of rows) {
      try {
        const now = row.now.getTime();
        const due = cronParser.parseExpression(row.cron, { tz: row.tz, currentDate: new Date(now + 1) }).prev();
        if (due.getTime() <= row.last_tick.getTime() || now - due.getTime() > LATE_TICK_MS) continue;
        const claimed = await this.db.query(
          'update ob_job_schedule set last_tick = $2 where key = $1 and last_tick < $2 returning key',
          [row.key, due.toDate()],
        );
        if (claimed.rowCount > 0) await this.enqueue(row.name, row.data, row.user_ctx, row.key);
      } catch (error) {
        console.error(`Schedule ${row.key}: ${(error as Error).message}`);
      }
    }
  }

  /** Retention of runs: the last RUNS_KEPT per schedule, none older than RUN_RETENTION_DAYS. */
  async sweep(): Promise<void> {
    await this.db.query(
      `delete from ob_job where schedule_key is not null and finished_at is not null
         and (finished_at < now() - make_interval(days => $1) or id in (
           select id from (select id, row_number() over (partition by schedule_key order by created_at desc) as n
             from ob_job where schedule_key is not null) ranked where n > $2))`,
      [RUN_RETENTION_DAYS, RUNS_KEPT],
    );
  }
}
