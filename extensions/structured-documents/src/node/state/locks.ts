import { rowText, rowTexts, rowRefs, PROP, type SetDataOperation } from '@ontobench/sdk/common';
import type { DataReader, ServerExtensionContext, UserContext } from '@ontobench/sdk/node';
import type { EditorLock } from '../../common/api.ts';
import { SDOC_CLASS, SDOC_PROP } from '../../common/schema.ts';
import { expiryAt, isLive, recordsOf, type ExpiringRecords } from './expiring.ts';

/** A lock lasts this long unless its tab renews it (the editor renews every 30 s while it holds elements). */
export const LOCK_TTL_MS = 90_000;

const LOCKS: ExpiringRecords = {
  class: SDOC_CLASS.EditorLock,
  documentProp: SDOC_PROP.lockDocument,
  expiresProp: SDOC_PROP.lockExpires,
};

/** One tab's lock in a document: who holds it and which elements. */
export interface HeldLock {
  id: string;
  tabSessionId: string;
  userId: string | null;
  userName: string;
  elementIds: string[];
  expiresAt: string;
}

/** The unexpired locks of a document (every tab's), read whoever asks: locks are shown to every editor. */
export async function readLocks(read: DataReader, documentId: string, now = Date.now()): Promise<HeldLock[]> {
  const rows = await recordsOf(read, LOCKS, documentId, [SDOC_PROP.lockTab, SDOC_PROP.lockedElements, PROP.author]);
  return rows
    .filter((row) => isLive(LOCKS, row, now))
    .map((row) => {
      const author = rowRefs(row, PROP.author)[0];
      return {
        id: row.id,
        tabSessionId: rowText(row, SDOC_PROP.lockTab) ?? '',
        userId: author?.id ?? null,
        userName: author?.name ?? '',
        elementIds: rowTexts(row, SDOC_PROP.lockedElements),
        expiresAt: rowText(row, SDOC_PROP.lockExpires) ?? '',
      };
    });
}

/** The locks as the browser sees them (no object ids, no user ids). */
export const lockView = (locks: readonly HeldLock[]): EditorLock[] =>
  locks.map(({ tabSessionId, userName, elementIds }) => ({ tabSessionId, userName, elementIds }));

/** The first element of `ids` another tab holds, with who holds it; null when none is held. */
export function heldByOthers(
  locks: readonly HeldLock[],
  tabSessionId: string,
  ids: Iterable<string>,
): { elementId: string; userName: string } | null {
  const held = new Map<string, string>();
  for (const lock of locks)
    if (lock.tabSessionId !== tabSessionId) for (const id of lock.elementIds) held.set(id, lock.userName);
  for (const id of ids) {
    const userName = held.get(id);
    if (userName !== undefined) return { elementId: id, userName };
  }
  return null;
}

/**
 * Sets the elements this tab holds in the document (none: lets go), replacing its previous lock; the
 * document's rights were checked by the caller. One lock object per tab and document, written with
 * raised rights, so every server process reads the same locks.
 */
export async function setTabLock(
  ctx: ServerExtensionContext,
  user: UserContext,
  documentId: string,
  tabSessionId: string,
  elementIds: readonly string[],
  now = Date.now(),
): Promise<void> {
  const writer: UserContext = { ...user, isAdmin: true };
  await ctx.data.unitOfWork(writer, async (uow) => {
    await uow.lock([documentId]);
    const rows = await recordsOf((request) => uow.run(request), LOCKS, documentId, [SDOC_PROP.lockTab]);
    // This tab's old lock goes, and so do expired ones of any tab (nobody renews them any more).
    const gone = rows.filter((r) => rowText(r, SDOC_PROP.lockTab) === tabSessionId || !isLive(LOCKS, r, now));
    const data: SetDataOperation[] = gone.map((r) => ({ op: 'del', inst: r.id }));
    if (elementIds.length > 0) {
      const inst = crypto.randomUUID();
      data.push(
        { op: 'new', class: SDOC_CLASS.EditorLock, name: user.name || 'lock', inst },
        { op: 'upd', inst, prop: SDOC_PROP.lockDocument, val: documentId },
        { op: 'upd', inst, prop: SDOC_PROP.lockTab, val: tabSessionId },
        { op: 'upd', inst, prop: SDOC_PROP.lockedElements, val: [...elementIds] },
        { op: 'upd', inst, prop: SDOC_PROP.lockExpires, val: expiryAt(now, LOCK_TTL_MS) },
      );
    }
    if (data.length > 0) await uow.run({ act: 'set_data', data });
  });
}
