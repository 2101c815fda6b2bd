/**
 * The user-code console's calls (under `/api/`; issue 21 item 8; shell.md §2 `/usercodeConsoleOutput`):
 * what procedures run by `POST execute` wrote to the console, per user. A user reads their own lines, an
 * administrator everyone's. New lines come live on the realtime channel `administration/console`, topic
 * the user's id (an administrator may also take the topic `all`).
 */
export const CONSOLE_API = {
  /** GET `?level=log,warn&search=&userId=&offset=&limit=` → ConsolePage, newest first. */
  lines: 'administration/console',
} as const;

export const CONSOLE_API_PATHS: readonly string[] = [CONSOLE_API.lines];

/** The realtime channel (`<extension id>/<name>`) and the administrators' topic of every user's lines. */
export const CONSOLE_CHANNEL = 'administration/console';
export const CONSOLE_ALL_TOPIC = 'all';

export const CONSOLE_LEVELS = ['log', 'info', 'warn', 'error'] as const;
export type ConsoleLineLevel = (typeof CONSOLE_LEVELS)[number];

/** How many lines are kept per user: older ones are deleted as new ones come. */
export const CONSOLE_CAP_PER_USER = 500;
export const CONSOLE_PAGE = 50;

export interface ConsoleLineDto {
  id: string;
  userId: string;
  /** The user's name (administrators see every user's lines). */
  userName: string;
  procedure: string;
  level: ConsoleLineLevel;
  /** ISO 8601 with milliseconds. */
  time: string;
  message: string;
}

export interface ConsolePage {
  lines: ConsoleLineDto[];
  total: number;
}
