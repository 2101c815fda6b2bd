import { CLASS, PROP, filterLiteral, rowText, type InstanceRow } from '@ontobench/sdk/common';
import { HttpError, readRows, type UserData } from '@ontobench/sdk/node';
import type { CommandDto } from '../../common/commands/api.ts';

export const COMMAND_MISSING = 'Команда не найдена';

const commandOf = (row: InstanceRow): CommandDto => ({
  id: row.id,
  name: row.name,
  json: rowText(row, PROP.json) ?? '',
});

/** The commands the user reads, by name. */
export async function readCommands(data: UserData, filter?: string): Promise<CommandDto[]> {
  const rows = await readRows(data, CLASS.Command, [PROP.json], filter ? { filter } : {});
  return rows.map(commandOf).sort((a, b) => a.name.localeCompare(b.name));
}

export async function commandById(data: UserData, id: string): Promise<CommandDto> {
  const [found] = await readCommands(data, `[id] = ${filterLiteral(id)}`);
  if (!found) throw new HttpError(404, COMMAND_MISSING);
  return found;
}

/** Names are unique (get_data finds a command by name; shell.md §7). */
export async function checkNameFree(data: UserData, name: string, except: string | null): Promise<void> {
  const taken = (await readCommands(data)).find((c) => c.id !== except && c.name === name);
  if (taken) throw new HttpError(409, `Команда с именем «${name}» уже есть`);
}
