import { PROP, rowRefs, rowText, type SetDataOperation } from '@ontobench/sdk/common';
import { HttpError, type DataReader, type ServerExtensionContext, type UserContext } from '@ontobench/sdk/node';
import type { ViewerEntry } from '../../common/api.ts';
import { SDOC_CLASS, SDOC_PROP } from '../../common/schema.ts';
import { expiryAt, isLive, recordsOf, type ExpiringRecords } from '../state/expiring.ts';

/** A reader is forgotten this long after its tab last renewed it (the viewer renews every 20 s). */
export const VIEWER_TTL_MS = 60_000;

/** domain.md §5 "Viewer and comment registration need an identifier (messages: viewer id not set; …)". */
export const VIEWER_ID_NOT_SET = 'viewer id not set';
/** §5 "… and reject duplicates": the tab is reading the document already. */
export const VIEWER_DUPLICATE = 'Эта вкладка уже читает документ';
/** A renewal or removal of a reader that is not (or no longer) registered. */
export const VIEWER_NOT_FOUND = 'Читатель не зарегистрирован';

const VIEWERS: ExpiringRecords = {
  class: SDOC_CLASS.DocumentViewer,
  documentProp: SDOC_PROP.viewerDocument,
  expiresProp: SDOC_PROP.viewerExpires,
};

/** The viewer id of a request: the reading tab's session id (a 400 in the spec's words when missing). */
export function checkViewerId(raw: unknown): string {
  if (typeof raw !== 'string' || raw.trim() === '') throw new HttpError(400, VIEWER_ID_NOT_SET);
  if (raw.length > 100) throw new HttpError(400, 'viewerId: строка до 100 символов');
  return raw;
}

/** Who reads the document now, one entry per tab, oldest first. */
export async function readViewers(read: DataReader, documentId: string, now = Date.now()): Promise<ViewerEntry[]> {
  const rows = await recordsOf(read, VIEWERS, documentId, [PROP.author]);
  return rows
    .filter((row) => isLive(VIEWERS, row, now))
    .map((row) => ({ userName: rowRefs(row, PROP.author)[0]?.name ?? '' }));
}

type Change = 'register' | 'renew' | 'remove';

/**
 * Registers, renews or removes this tab's reading of the document (its rights were checked by the
 * caller), in one unit of work locked on the document so that two registrations of one tab cannot both
 * pass; expired readers of any tab are deleted on the way. A second registration of a live reader is a
 * 409; renewing or removing one that is not there (or another user's) a 404.
 */
export async function changeViewer(
  ctx: ServerExtensionContext,
  user: UserContext,
  documentId: string,
  viewerId: string,
  change: Change,
  now = Date.now(),
): Promise<void> {
  await ctx.data.unitOfWork({ ...user, isAdmin: true }, async (uow) => {
    await uow.lock([documentId]);
    const rows = await recordsOf((r) => uow.run(r), VIEWERS, documentId, [SDOC_PROP.viewerId, PROP.author]);
    const expired = rows.filter((r) => !isLive(VIEWERS, r, now));
    const own = rows.filter(
      (r) =>
        isLive(VIEWERS, r, now) &&
        rowText(r, SDOC_PROP.viewerId) === viewerId &&
        rowRefs(r, PROP.author)[0]?.id === user.id,
    );
    const taken = rows.some((r) => isLive(VIEWERS, r, now) && rowText(r, SDOC_PROP.viewerId) === viewerId);
    if (change === 'register' && taken) throw new HttpError(409, VIEWER_DUPLICATE);
    if (change !== 'register' && own.length === 0) throw new HttpError(404, VIEWER_NOT_FOUND);
    const data: SetDataOperation[] = expired.map((r) => ({ op: 'del', inst: r.id }));
    const expires = expiryAt(now, VIEWER_TTL_MS);
    if (change === 'renew')
      for (const r of own) data.push({ op: 'upd', inst: r.id, prop: VIEWERS.expiresProp, val: expires });
    if (change === 'remove') for (const r of own) data.push({ op: 'del', inst: r.id });
    if (change === 'register') {
      const inst = crypto.randomUUID();
      data.push(
        { op: 'new', class: VIEWERS.class, name: user.name || 'viewer', inst },
        { op: 'upd', inst, prop: VIEWERS.documentProp, val: documentId },
        { op: 'upd', inst, prop: SDOC_PROP.viewerId, val: viewerId },
        { op: 'upd', inst, prop: VIEWERS.expiresProp, val: expires },
      );
    }
    if (data.length > 0) await uow.run({ act: 'set_data', data });
  });
}
