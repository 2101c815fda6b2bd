import cronParser from 'cron-parser';

/**
 * The cron of a scheduler task (domain.md §3), checked the same way on the server and in the dialog:
 * 5 fields (minute hour day month weekday; the durable queue's resolution is a minute), read by cron-parser
 * as pg-boss reads it, in UTC. Returns a Russian reason, or null when it is well formed.
 */
export function cronProblem(cron: string): string | null {
  const fields = cron.trim().split(/\s+/).filter(Boolean);
  if (fields.length === 0) return 'Укажите расписание cron';
  if (fields.length !== 5)
    return `Расписание cron «${cron.trim()}» должно состоять из 5 полей: минута, час, день месяца, месяц, день недели (например, «*/5 * * * *»)`;
  try {
    cronParser.parseExpression(cron.trim(), { tz: 'UTC' });
    return null;
  } catch (error) {
    return `Расписание cron «${cron.trim()}» не распознано: ${(error as Error).message}`;
  }
}

/** The cron's next `count` times after `from` (ISO), or [] when it is malformed. */
export function nextTimes(cron: string, from: Date, count = 1): string[] {
  if (cronProblem(cron)) return [];
  const interval = cronParser.parseExpression(cron.trim(), { tz: 'UTC', currentDate: from });
  return Array.from({ length: count }, () => interval.next().toDate().toISOString());
}
