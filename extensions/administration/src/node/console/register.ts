import { UUID_PATTERN, filterLiteral } from '@ontobench/sdk/common';
import { HttpError, type ServerExtensionContext, type UserContext, type UserData, dataAs } from '@ontobench/sdk/node';
import { ADMIN_PROP } from '../../common/schema.ts';
import {
  CONSOLE_ALL_TOPIC,
  CONSOLE_API,
  CONSOLE_LEVELS,
  CONSOLE_PAGE,
  type ConsoleLineDto,
} from '../../common/console/api.ts';
import { keepLines, pending, readLines, type PendingLine } from './store.ts';

/**
 * The user-code console (issue 21 item 8; shell.md §2 `/usercodeConsoleOutput`): every line a procedure
 * writes to the console while it runs for a user (the core's `ctx.procedureConsole`) is stored as that
 * user's (class ConsoleLine, at most CONSOLE_CAP_PER_USER per user) and published on the channel
 * `administration/console`, topic the user's id and `all`. A user reads and hears their own lines; an
 * administrator everyone's.
 */
export function registerConsole(ctx: ServerExtensionContext): void {
  const channel = ctx.channel<ConsoleLineDto>('console', {
    canSubscribe: (user, topic) => topic === user.id || (user.isAdmin && topic === CONSOLE_ALL_TOPIC),
  });
  // One write at a time, of every line waiting (one per user): the lines of a run keep their order, and a
  // burst of lines is a few writes, not one each.
  let waiting: PendingLine[] = [];
  let writing = false;
  const drain = async () => {
    writing = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      for (const userId of new Set(batch.map((p) => p.line.userId))) {
        const own = batch.filter((p) => p.line.userId === userId);
        try {
          await keepLines(asOwner(ctx, userId), userId, own);
          for (const p of own) {
            const dto: ConsoleLineDto = { ...p.line, id: p.id, userName: '' };
            channel.publishTo(userId, dto);
            channel.publishTo(CONSOLE_ALL_TOPIC, dto);
          }
        } catch (error) {
          ctx.log.warn(`${own.length} console lines were not kept: ${String(error)}`);
        }
      }
    }
    writing = false;
  };
  ctx.procedureConsole.onLine((line) => {
    waiting.push(pending(line));
    if (!writing) void drain();
  });

  ctx.route('GET', CONSOLE_API.lines, async (request) => {
    const user = await request.user();
    const q = request.query;
    const filters: string[] = [];
    const owner = one(q.userId);
    if (!user.isAdmin) filters.push(`[${ADMIN_PROP.consoleUser}] = ${filterLiteral(user.id)}`);
    else if (owner) {
      if (!UUID_PATTERN.test(owner)) throw new HttpError(400, 'Параметр «userId» должен быть идентификатором (uuid)');
      filters.push(`[${ADMIN_PROP.consoleUser}] = ${filterLiteral(owner.toLowerCase())}`);
    }
    const levels = (one(q.level) ?? '').split(',').filter(Boolean);
    for (const level of levels)
      if (!(CONSOLE_LEVELS as readonly string[]).includes(level))
        throw new HttpError(400, `Неизвестный уровень «${level}»: log, info, warn или error`);
    if (levels.length > 0) filters.push(`[${ADMIN_PROP.consoleLevel}] in (${levels.map(filterLiteral).join(', ')})`);
    const search = (one(q.search) ?? '').trim();
    if (search.length > 200) throw new HttpError(400, 'Строка поиска длиннее 200 символов');
    if (search)
      filters.push(
        `([${ADMIN_PROP.consoleMessage}] ~ ${filterLiteral(search)} or [${ADMIN_PROP.consoleProcedure}] ~ ${filterLiteral(search)})`,
      );
    const page = {
      offset: whole(one(q.offset), 'offset', 0, 100_000, 0),
      limit: whole(one(q.limit), 'limit', 1, 200, CONSOLE_PAGE),
    };
    return readLines(as(ctx, user), filters.join(' and '), page);
  });
}

const as = (ctx: ServerExtensionContext, user: UserContext): UserData => dataAs(ctx.data, user);

/** The line's user as the author of its record (only the id counts for the store's rules). */
const asOwner = (ctx: ServerExtensionContext, userId: string): UserData =>
  as(ctx, { id: userId, name: '', email: '', isAdmin: false, isBetaTester: false, app: 'onto' });

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function whole(value: string | undefined, field: string, min: number, max: number, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new HttpError(400, `Параметр «${field}» должен быть целым числом от ${min} до ${max}`);
  return n;
}
