import type { HttpClient } from '@ontobench/sdk';
import {
  COMMANDS_API,
  commandCachePath,
  type CommandDto,
  type CommandInput,
  type CommandPreview,
} from '../../common/commands/api.ts';
import { callJson, callNoContent } from '../shared/call.ts';

/** The commands part's calls (common/commands/api.ts) and the core's cache drop (shell.md §7). */
const enc = encodeURIComponent;

export const listCommands = async (http: HttpClient, signal?: AbortSignal) =>
  (await callJson<{ commands: CommandDto[] }>(http, 'GET', COMMANDS_API.commands, undefined, signal)).commands;

export const createCommand = (http: HttpClient, body: CommandInput) =>
  callJson<CommandDto>(http, 'POST', COMMANDS_API.commands, body);

export const updateCommand = (http: HttpClient, id: string, body: CommandInput) =>
  callJson<CommandDto>(http, 'PATCH', COMMANDS_API.command(enc(id)), body);

export const deleteCommand = (http: HttpClient, id: string) =>
  callNoContent(http, 'DELETE', COMMANDS_API.command(enc(id)));

export const runCommand = (
  http: HttpClient,
  id: string,
  page: { offset: number; limit: number; cache: boolean },
  signal?: AbortSignal,
) => callJson<CommandPreview>(http, 'POST', COMMANDS_API.run(enc(id)), page, signal);

export const dropCommandCache = async (http: HttpClient, name: string) =>
  (await callJson<{ dropped: number }>(http, 'DELETE', commandCachePath(name))).dropped;
