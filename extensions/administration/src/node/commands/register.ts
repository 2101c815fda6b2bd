import { CLASS, PROP } from '@ontobench/sdk/common';
import {
  HttpError,
  objectBody,
  updateOp,
  writeAsUser,
  type ServerExtensionContext,
  type UserContext,
  type UserData,
  dataAs,
} from '@ontobench/sdk/node';
import { COMMAND_NAME_PATTERN, COMMANDS_API, PREVIEW_MAX_LIMIT, type CommandDto } from '../../common/commands/api.ts';
import { optionalFlag, optionalText, pathId } from '../checks.ts';
import { checkCommandJson } from './check.ts';
import { previewCommand } from './preview.ts';
import { COMMAND_MISSING, checkNameFree, commandById, readCommands } from './store.ts';

const WORDS = { forbidden: 'Недостаточно прав: команды меняют только администраторы', missing: COMMAND_MISSING };

/**
 * The commands part (issue 21 item 3; shell.md §2 `/settings/commands`, §7 get_data `command`): stored
 * get_data requests (instances of class Command, the request in `json`), listed, created, changed and
 * deleted by administrators, and run with a paged preview as the administrator. Everything is `adminOnly`
 * and goes through the data API as the administrator.
 */
export function registerCommands(ctx: ServerExtensionContext): void {
  const as = (user: UserContext): UserData => dataAs(ctx.data, user);

  ctx.route(
    'GET',
    COMMANDS_API.commands,
    async (request) => ({ commands: await readCommands(as(await request.user())) }),
    {
      adminOnly: true,
    },
  );

  ctx.route(
    'POST',
    COMMANDS_API.commands,
    async (request) => {
      const data = as(await request.user());
      const fields = commandFields(objectBody(request.body), null);
      await checkNameFree(data, fields.name!, null);
      await dryRun(data, fields.json!);
      const inst = crypto.randomUUID();
      await writeAsUser(
        data,
        [{ op: 'new', class: CLASS.Command, name: fields.name, inst }, updateOp(inst, PROP.json, fields.json)],
        WORDS,
      );
      return commandById(data, inst);
    },
    { adminOnly: true },
  );

  ctx.route(
    'PATCH',
    COMMANDS_API.command(':id'),
    async (request) => {
      const data = as(await request.user());
      const current = await commandById(data, pathId(request.params.id, COMMAND_MISSING));
      const fields = commandFields(objectBody(request.body), current);
      if (fields.name !== undefined && fields.name !== current.name) await checkNameFree(data, fields.name, current.id);
      if (fields.json !== undefined) await dryRun(data, fields.json);
      const ops = [
        ...(fields.name !== undefined && fields.name !== current.name
          ? [updateOp(current.id, PROP.name, fields.name)]
          : []),
        ...(fields.json !== undefined ? [updateOp(current.id, PROP.json, fields.json)] : []),
      ];
      if (ops.length > 0) await writeAsUser(data, ops, WORDS);
      return commandById(data, current.id);
    },
    { adminOnly: true },
  );

  ctx.route(
    'DELETE',
    COMMANDS_API.command(':id'),
    async (request) => {
      const data = as(await request.user());
      const current = await commandById(data, pathId(request.params.id, COMMAND_MISSING));
      await writeAsUser(data, [{ op: 'del', inst: current.id }], WORDS);
    },
    { adminOnly: true },
  );

  ctx.route(
    'POST',
    COMMANDS_API.run(':id'),
    async (request) => {
      const data = as(await request.user());
      const current = await commandById(data, pathId(request.params.id, COMMAND_MISSING));
      const body = request.body === undefined || request.body === null ? {} : objectBody(request.body);
      const page = {
        offset: whole(body, 'offset', 0, 1_000_000, 0),
        limit: whole(body, 'limit', 1, PREVIEW_MAX_LIMIT, 20),
        cache: optionalFlag(body, 'cache') ?? false,
      };
      try {
        return await previewCommand(data, current, page);
      } catch (error) {
        throw runFailed(error);
      }
    },
    { adminOnly: true },
  );
}

/** The body's fields checked; a new command (`current` null) needs both. */
function commandFields(body: Record<string, unknown>, current: CommandDto | null): { name?: string; json?: string } {
  const name = optionalText(body, 'name', 100);
  if (name !== undefined || !current) {
    if (!name) throw new HttpError(400, 'Укажите имя команды');
    if (!COMMAND_NAME_PATTERN.test(name))
      throw new HttpError(
        400,
        'Имя команды: латинская буква, затем латинские буквы, цифры, «_», «-» или «.» (до 100 символов)',
      );
  }
  const raw = body.json;
  if (raw === undefined && current) return { name };
  if (typeof raw !== 'string' || raw.trim() === '') throw new HttpError(400, 'Укажите JSON команды (запрос get_data)');
  if (raw.length > 20_000) throw new HttpError(400, 'JSON команды длиннее 20000 символов');
  return { name, json: JSON.stringify(checkCommandJson(raw), null, 2) };
}

/** The request run once (limit 1) as the administrator: what only the store knows is refused before saving. */
async function dryRun(data: UserData, json: string): Promise<void> {
  try {
    await data({ ...(JSON.parse(json) as object), act: 'get_data', limit: 1 } as Parameters<UserData>[0]);
  } catch (error) {
    throw new HttpError(400, `JSON команды: запрос не выполняется (${reason(error)})`);
  }
}

function runFailed(error: unknown): unknown {
  if (error instanceof HttpError && error.statusCode < 500 && /[а-яё]/i.test(error.message)) return error;
  return new HttpError(400, `Команда не выполняется: ${reason(error)}`);
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

function whole(body: Record<string, unknown>, field: string, min: number, max: number, fallback: number): number {
  const value = body[field];
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > max)
    throw new HttpError(400, `Поле «${field}» должно быть целым числом от ${min} до ${max}`);
  return value as number;
}
