import { UUID_PATTERN } from '@ontobench/sdk/common';
import { HttpError } from '@ontobench/sdk/node';
import { PUBLICATION_MESSAGES as M } from './messages.ts';

/** The largest order a link takes (orders are small integers among siblings). */
export const MAX_ORDER = 1_000_000;

export interface NewLink {
  documentId: string;
  parentId: string | null;
  order: number | null;
}

/** `POST publications/:id/links` `{ documentId, parentId?, order? }`. */
export function newLink(body: unknown): NewLink {
  const b = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const uuid = (v: unknown): v is string => typeof v === 'string' && UUID_PATTERN.test(v);
  if (!uuid(b.documentId)) throw new HttpError(400, M.badDocument);
  const parentId = b.parentId ?? null;
  if (parentId !== null && !uuid(parentId)) throw new HttpError(400, M.badParent);
  const order = b.order ?? null;
  if (order !== null && (typeof order !== 'number' || !Number.isInteger(order) || order < 0 || order > MAX_ORDER))
    throw new HttpError(400, M.badOrder);
  return { documentId: b.documentId.toLowerCase(), parentId: parentId?.toLowerCase() ?? null, order };
}
