import { HttpError } from '../http/http-error.ts';
import type { SqlStore } from '../store/sql-store.ts';
import type { ErrorReport, ErrorReportPage } from '../../common/status.ts';

/** Deeper debug info is refused: nobody logs that on purpose, and PostgreSQL's jsonb parser recurses. */
const MAX_DEBUG_DEPTH = 32;
const USER_AGENT_MAX = 1000;

export interface NewErrorReport {
  msg: string;
  debug: Record<string, unknown>;
  userId: string | null;
  userAgent: string | null;
}

export async function insertErrorReport(store: SqlStore, report: NewErrorReport): Promise<void> {
  if (depthOf(report.debug) > MAX_DEBUG_DEPTH) {
    throw new HttpError(400, `Debug info is nested deeper than ${MAX_DEBUG_DEPTH} levels`);
  }
  await store.query('insert into ob_error_report (user_id, msg, debug, user_agent) values ($1, $2, $3::jsonb, $4)', [
    report.userId,
    storableText(report.msg),
    storableJson(report.debug),
    report.userAgent === null ? null : storableText(report.userAgent.slice(0, USER_AGENT_MAX)),
  ]);
}

export async function listErrorReports(store: SqlStore, limit: number, offset: number): Promise<ErrorReportPage> {
  const [page, total] = await Promise.all([
    store.query<{
      id: number | bigint;
      created_at: Date;
      user_id: string | null;
      msg: string;
      debug: Record<string, unknown>;
      user_agent: string | null;
    }>(
      `select id, created_at, user_id, msg, debug, user_agent from ob_error_report
       order by id desc limit $1 offset $2`,
      [limit, offset],
    ),
    store.query<{ n: number | bigint }>('select count(*) as n from ob_error_report'),
  ]);
  const rows = page.rows.map((row): ErrorReport => ({
    id: Number(row.id),
    createdAt: new Date(row.created_at).toISOString(),
    userId: row.user_id,
    msg: row.msg,
    debug: row.debug,
    userAgent: row.user_agent,
  }));
  return { rows, count: Number(total.rows[0]?.n ?? 0) };
}

/**
 * PostgreSQL text cannot hold NUL, and UTF-8 cannot hold a lone surrogate; a browser's error text may
 * contain either. Both become U+FFFD rather than failing the report.
 */
function storableText(text: string): string {
  return text.replace(/\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/**
 * The JSON text for a jsonb parameter. JSON.stringify writes NUL and lone surrogates as `\u0000` and
 * `\udXXX` escapes, which jsonb refuses; an escape counts only after an even run of backslashes.
 */
function storableJson(value: unknown): string {
  return JSON.stringify(value).replace(/(?<!\\)((?:\\\\)*)\\u(?:0000|d[89a-f][0-9a-f]{2})/gi, '$1\\ufffd');
}

/** Nesting depth without recursion (a hostile body must not overflow the stack). */
function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_DEBUG_DEPTH) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}
