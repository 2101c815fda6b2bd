import type { HttpClient } from '@ontobench/sdk';
import { CONSOLE_API, type ConsoleLineLevel, type ConsolePage } from '../../common/console/api.ts';
import { callJson } from '../shared/call.ts';

/** The console's filters: levels (none: all), text, and the page. */
export interface ConsoleQuery {
  levels: ConsoleLineLevel[];
  search: string;
  offset: number;
  limit: number;
}

export function consoleQueryString(q: ConsoleQuery): string {
  const params = new URLSearchParams();
  if (q.levels.length > 0) params.set('level', q.levels.join(','));
  if (q.search.trim()) params.set('search', q.search.trim());
  params.set('offset', String(q.offset));
  params.set('limit', String(q.limit));
  return params.toString();
}

export const listConsole = (http: HttpClient, q: ConsoleQuery, signal?: AbortSignal) =>
  callJson<ConsolePage>(http, 'GET', `${CONSOLE_API.lines}?${consoleQueryString(q)}`, undefined, signal);
