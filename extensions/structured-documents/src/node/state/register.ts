import { HttpError, unrestrictedReader, type ServerExtensionContext, type UserContext } from '@ontobench/sdk/node';
import { SDOC_API, SDOC_CHANNEL, type DocumentEvent } from '../../common/api.ts';
import { owningDocuments } from './elements.ts';
import { checkSaveRequest } from './input.ts';
import { lockView, readLocks, setTabLock } from './locks.ts';
import { checkDocumentId, DOCUMENT_NOT_FOUND, readDocumentRow, readDocumentState, rightsOn } from './read-state.ts';
import { MAY_NOT_CHANGE, saveDiff } from './save.ts';
import { checkLockRequest } from './lock-input.ts';

/** Largest body of a save: 20,000 operations of up to 100,000 characters would be more than anyone pastes. */
const SAVE_BODY_LIMIT = 64 * 1024 * 1024;

/**
 * The document-state calls (common/api.ts; domain.md §7): fetch, save as a diff, the locks of §4, the
 * owning-document lookup. Saves and locks are announced on the document's topic of the area's channel,
 * to which only users who read the document may subscribe.
 */
export function registerState(ctx: ServerExtensionContext): void {
  const readable = async (user: UserContext, documentId: string) => {
    try {
      await readDocumentRow(ctx, user, documentId);
      return true;
    } catch {
      return false;
    }
  };
  const channel = ctx.channel<DocumentEvent>(SDOC_CHANNEL, {
    canSubscribe: (user, topic) => topic !== undefined && readable(user, checkDocumentId(topic)),
  });
  const read = unrestrictedReader(ctx.data);

  ctx.route('POST', SDOC_API.fetch, async (request) => {
    const user = await request.user();
    const documentId = checkDocumentId((request.body as { documentId?: unknown } | null)?.documentId);
    return readDocumentState(ctx, user, documentId);
  });

  ctx.route(
    'POST',
    SDOC_API.save,
    async (request) => {
      const user = await request.user();
      const save = checkSaveRequest(request.body);
      const reply = await saveDiff(ctx, user, save);
      channel.publishTo(save.documentId, {
        type: 'saved',
        documentId: save.documentId,
        version: reply.version,
        updateId: save.updateId,
        diff: save.diff,
        by: user.name,
      });
      return reply;
    },
    { bodyLimit: SAVE_BODY_LIMIT },
  );

  ctx.route('POST', SDOC_API.locks, async (request) => {
    const user = await request.user();
    const { documentId, tabSessionId, elementIds } = checkLockRequest(request.body);
    const rights = await rightsOn(ctx, user, await readDocumentRow(ctx, user, documentId));
    if (rights.readOnly) throw new HttpError(403, MAY_NOT_CHANGE);
    await setTabLock(ctx, user, documentId, tabSessionId, elementIds);
    const locks = lockView(await readLocks(read, documentId));
    channel.publishTo(documentId, { type: 'locks', documentId, locks });
    return { locks };
  });

  ctx.route('POST', SDOC_API.byElement, async (request) => {
    const user = await request.user();
    const raw = (request.body as { elementId?: unknown } | null)?.elementId;
    const elementId = checkDocumentId(raw);
    const documentId = (await owningDocuments(read, [elementId])).get(elementId);
    // An element of a document the user does not read is an element that does not exist, for them.
    if (!documentId || !(await readable(user, documentId))) throw new HttpError(404, DOCUMENT_NOT_FOUND);
    return { documentId, elementId };
  });
}
