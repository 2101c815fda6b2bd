import { UUID_PATTERN } from '@ontobench/sdk/common';
import { HttpError, objectBody, type RouteRequest } from '@ontobench/sdk/node';
import { CHAT_PAGE, CHAT_PAGE_MAX, CHAT_TEXT_MAX } from '../../common/chat/api.ts';
import { CHAT_TEXTS } from './texts.ts';

/** A message's text, trimmed: 1–4000 characters, else a 400. */
export function checkText(body: unknown): string {
  const { text } = objectBody<{ text?: unknown }>(body);
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (trimmed.length < 1 || trimmed.length > CHAT_TEXT_MAX) throw new HttpError(400, CHAT_TEXTS.textLength);
  return trimmed;
}

/** The user id of a direct conversation's start, lower-cased, else a 400. */
export function checkUser(body: unknown): string {
  const { user } = objectBody<{ user?: unknown }>(body);
  if (typeof user !== 'string' || !UUID_PATTERN.test(user)) throw new HttpError(400, CHAT_TEXTS.badUser);
  return user.toLowerCase();
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** `?before=&limit=` of a history page, else a 400. */
export function checkPage(request: RouteRequest): { before?: string; limit: number } {
  const before = one(request.query.before);
  const limitText = one(request.query.limit);
  if (before !== undefined && !ISO.test(before)) throw new HttpError(400, CHAT_TEXTS.badBefore);
  const limit = limitText === undefined ? CHAT_PAGE : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > CHAT_PAGE_MAX) throw new HttpError(400, CHAT_TEXTS.badLimit);
  return { ...(before ? { before } : {}), limit };
}
