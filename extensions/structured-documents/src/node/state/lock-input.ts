import { UUID_PATTERN } from '@ontobench/sdk/common';
import { HttpError } from '@ontobench/sdk/node';

/** The most elements one tab holds at once (a selection of a whole section of a large document). */
export const MAX_LOCKED = 1_000;

/** `document/locks`' body checked: a 400 that says what is wrong otherwise. */
export function checkLockRequest(body: unknown): { documentId: string; tabSessionId: string; elementIds: string[] } {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof b.documentId !== 'string' || !UUID_PATTERN.test(b.documentId))
    throw new HttpError(400, 'documentId: нужен UUID');
  if (typeof b.tabSessionId !== 'string' || b.tabSessionId === '' || b.tabSessionId.length > 100)
    throw new HttpError(400, 'tabSessionId: нужна строка до 100 символов');
  const ids = b.elementIds;
  if (
    !Array.isArray(ids) ||
    ids.length > MAX_LOCKED ||
    ids.some((id) => typeof id !== 'string' || !UUID_PATTERN.test(id))
  )
    throw new HttpError(400, `elementIds: список до ${MAX_LOCKED} UUID`);
  return {
    documentId: b.documentId.toLowerCase(),
    tabSessionId: b.tabSessionId,
    elementIds: [...new Set((ids as string[]).map((id) => id.toLowerCase()))],
  };
}
