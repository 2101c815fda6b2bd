import { UUID_PATTERN } from '@ontobench/sdk/common';
import { HttpError } from '@ontobench/sdk/node';
import type { DocumentRange } from '../../common/api.ts';
import { MESSAGES } from './messages.ts';

/** The longest comment text (after trimming). */
export const COMMENT_MAX_LENGTH = 10_000;
/** The most documents one `document/fetchDiscussions` call asks about. */
export const DISCUSSIONS_MAX_IDS = 200;

export interface NewComment {
  text: string;
  parentId: string | null;
  documentRange: DocumentRange | null;
}

export interface CommentChange {
  text?: string;
  completed?: boolean;
}

const record = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/** The text trimmed, 1–10,000 characters. */
export function commentText(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.length < 1 || text.length > COMMENT_MAX_LENGTH) throw new HttpError(400, MESSAGES.textLength);
  return text;
}

/**
 * A range of the document's text: whole positions `0 ≤ from < to` (ProseMirror positions) and the quoted
 * text (up to the comment's own limit), or none for a comment on the whole document.
 */
export function documentRange(value: unknown): DocumentRange | null {
  if (value === undefined || value === null) return null;
  const r = record(value);
  const { from, to, quote } = r;
  const whole = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
  if (!whole(from) || !whole(to) || to <= from || typeof quote !== 'string' || quote.length > COMMENT_MAX_LENGTH)
    throw new HttpError(400, MESSAGES.badRange);
  return { from, to, quote };
}

/** `POST documents/:id/comments` `{ text, parentId?, documentRange? }`. */
export function newComment(body: unknown): NewComment {
  const b = record(body);
  const parentId = b.parentId ?? null;
  if (parentId !== null && (typeof parentId !== 'string' || !UUID_PATTERN.test(parentId)))
    throw new HttpError(400, MESSAGES.badParent);
  return {
    text: commentText(b.text),
    parentId: parentId === null ? null : parentId.toLowerCase(),
    documentRange: documentRange(b.documentRange),
  };
}

/** `PATCH comments/:id` `{ text?, completed? }`: at least one of them. */
export function commentChange(body: unknown): CommentChange {
  const b = record(body);
  const change: CommentChange = {};
  if (b.text !== undefined) change.text = commentText(b.text);
  if (b.completed !== undefined) {
    if (typeof b.completed !== 'boolean') throw new HttpError(400, MESSAGES.nothingToChange);
    change.completed = b.completed;
  }
  if (change.text === undefined && change.completed === undefined) throw new HttpError(400, MESSAGES.nothingToChange);
  return change;
}

/** `document/fetchDiscussions` `{ documentIds }`: up to 200 ids, duplicates dropped. */
export function discussionIds(body: unknown): string[] {
  const ids = record(body).documentIds;
  if (!Array.isArray(ids) || ids.length > DISCUSSIONS_MAX_IDS) throw new HttpError(400, MESSAGES.badDocumentIds);
  if (!ids.every((id): id is string => typeof id === 'string' && UUID_PATTERN.test(id)))
    throw new HttpError(400, MESSAGES.badDocumentIds);
  return [...new Set(ids.map((id) => id.toLowerCase()))];
}

/** A path id that is no UUID names nothing: the same 404 as a missing object. */
export function pathId(value: string | undefined, notFound: string): string {
  if (!value || !UUID_PATTERN.test(value)) throw new HttpError(404, notFound);
  return value.toLowerCase();
}
