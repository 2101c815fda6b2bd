/**
 * The commands part's calls (under `/api/`; issue 21 item 3; shell.md §2 `/settings/commands`, §7 get_data
 * `command`). A command is an instance of class Command whose json holds a get_data request; every call is
 * the administrators' (`adminOnly`). Its cache is dropped with the core's `DELETE utils/cache/command/{name}`.
 */
export const COMMANDS_API = {
  /** GET → `{ commands: CommandDto[] }`; POST CommandInput → CommandDto (201). */
  commands: 'administration/commands',
  /** PATCH CommandInput (fields absent stay) → CommandDto; DELETE → 204. */
  command: (id: string) => `administration/commands/${id}`,
  /** POST `{ offset?, limit?, cache? }` → CommandPreview: the command run as the administrator. */
  run: (id: string) => `administration/commands/${id}/run`,
} as const;

export const COMMANDS_API_PATHS: readonly string[] = [
  COMMANDS_API.commands,
  COMMANDS_API.command(':id'),
  COMMANDS_API.run(':id'),
];

/** The core's call that drops a command's kept answers for everyone (shell.md §7). */
export const commandCachePath = (name: string) => `utils/cache/command/${encodeURIComponent(name)}`;

/** A command's name: a Latin letter, then letters, digits, `_`, `-` or `.` (it goes in a URL). */
export const COMMAND_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{0,99}$/;

/** The largest page of a preview. */
export const PREVIEW_MAX_LIMIT = 200;

export interface CommandDto {
  id: string;
  name: string;
  /** The stored get_data request, as JSON text. */
  json: string;
}

export interface CommandInput {
  name?: string;
  json?: string;
}

/** One page of a command's rows: columns (property id and name), rows (name and each column's text). */
export interface CommandPreview {
  columns: { prop: string; name: string }[];
  rows: { id: string; name: string; cells: string[] }[];
  total: number;
  offset: number;
  limit: number;
}
