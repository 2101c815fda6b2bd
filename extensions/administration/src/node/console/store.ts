import { PROP, filterLiteral, rowText, type GetDataReply, instanceRows } from '@ontobench/sdk/common';
import type { ProcedureConsoleLine, UserData } from '@ontobench/sdk/node';
import { ADMIN_CLASS, ADMIN_PROP } from '../../common/schema.ts';
import { CONSOLE_CAP_PER_USER, type ConsoleLineDto, type ConsoleLineLevel } from '../../common/console/api.ts';

const FIELDS = [
  ADMIN_PROP.consoleUser,
  ADMIN_PROP.consoleLevel,
  ADMIN_PROP.consoleProcedure,
  ADMIN_PROP.consoleMessage,
];

/** A line to keep, with its record's id and its place in the order of lines. */
export interface PendingLine {
  id: string;
  line: ProcedureConsoleLine;
  /** The time and a sequence number: lines written in one millisecond keep their order. */
  order: string;
}

let sequence = 0;

/** A new line's record id and order key. */
export function pending(line: ProcedureConsoleLine): PendingLine {
  sequence = (sequence + 1) % 1_000_000;
  return { id: crypto.randomUUID(), line, order: `${line.time}#${String(sequence).padStart(6, '0')}` };
}

/**
 * Stores one user's lines in one write, as that user (they are the records' author: the store lets them
 * read them), then keeps the cap.
 */
export async function keepLines(data: UserData, userId: string, batch: readonly PendingLine[]): Promise<void> {
  await data({
    act: 'set_data',
    data: batch.flatMap(({ id: inst, line, order }) => {
      const upd = (prop: string, val: string) => ({ op: 'upd', inst, prop, val });
      return [
        { op: 'new', class: ADMIN_CLASS.ConsoleLine, name: `${line.procedure} ${line.time}`, inst },
        upd(ADMIN_PROP.consoleUser, line.userId),
        upd(ADMIN_PROP.consoleTime, order),
        upd(ADMIN_PROP.consoleLevel, line.level),
        upd(ADMIN_PROP.consoleProcedure, line.procedure),
        upd(ADMIN_PROP.consoleMessage, line.message),
      ];
    }),
  } as Parameters<UserData>[0]);
  await trim(data, userId);
}

/** Deletes the user's oldest lines beyond the cap (CONSOLE_CAP_PER_USER). */
async function trim(data: UserData, userId: string): Promise<void> {
  const reply = (await data({
    act: 'get_data',
    class: ADMIN_CLASS.ConsoleLine,
    filter: `[${ADMIN_PROP.consoleUser}] = ${filterLiteral(userId)}`,
    fields: [{ prop: ADMIN_PROP.consoleTime, sort: 'desc' }],
    offset: CONSOLE_CAP_PER_USER,
    limit: 1000,
  })) as GetDataReply;
  const old = instanceRows(reply).map((r) => r.id);
  if (old.length > 0) await data({ act: 'set_data', data: old.map((inst) => ({ op: 'del', inst })) });
}

/** A page of lines, newest first, chosen by a get_data filter. */
export async function readLines(
  data: UserData,
  filter: string,
  page: { offset: number; limit: number },
): Promise<{ lines: ConsoleLineDto[]; total: number }> {
  const reply = (await data({
    act: 'get_data',
    class: ADMIN_CLASS.ConsoleLine,
    ...(filter ? { filter } : {}),
    fields: [
      { prop: ADMIN_PROP.consoleTime, sort: 'desc' },
      { prop: PROP.author },
      ...FIELDS.map((prop) => ({ prop })),
    ],
    offset: page.offset,
    limit: page.limit,
  })) as GetDataReply;
  return {
    lines: instanceRows(reply).map((row) => ({
      id: row.id,
      userId: rowText(row, ADMIN_PROP.consoleUser) ?? '',
      userName: row.values.get(PROP.author)?.[0]?.cap ?? '',
      procedure: rowText(row, ADMIN_PROP.consoleProcedure) ?? '',
      level: (rowText(row, ADMIN_PROP.consoleLevel) ?? 'log') as ConsoleLineLevel,
      time: (rowText(row, ADMIN_PROP.consoleTime) ?? '').split('#')[0]!,
      message: rowText(row, ADMIN_PROP.consoleMessage) ?? '',
    })),
    total: reply.count_rows ?? 0,
  };
}
