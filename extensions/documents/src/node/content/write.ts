import { PROP, rowTexts } from '@ontobench/sdk/common';
import { HttpError, type ExtensionData, type UnitOfWork, type UserContext } from '@ontobench/sdk/node';
import type { SaveReply } from '../../common/api.ts';
import { splitContent } from '@ontobench/sdk/common';
import { validateDocNode } from '../../common/doc-schema.ts';
import { DOC_PROP } from '../../common/schema.ts';
import { DOCUMENT_NOT_FOUND, readDocumentRow, versionOf } from './read.ts';

export const STALE_VERSION =
  'Документ уже изменили после того, как вы его открыли: сохранение отменено. Обновите страницу, чтобы увидеть новую версию';
export const MAY_NOT_CHANGE = 'У вас нет прав на изменение этого документа';

/**
 * A backstop behind `uow.lock`: should two units of work still write the same version (a store without
 * row locks), the second one's rows collide with the first's (the store's key is instance, property and
 * position); PostgreSQL answers a unique violation (or a deadlock), rolls it back, and the caller hears
 * the 409 of a stale version rather than a 500.
 */
async function orStale<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === '23505' || code === '40P01') throw new HttpError(409, STALE_VERSION);
    throw error;
  }
}

/**
 * The data API's refusal of a write, said as the call's answer: a user who may read but not change the
 * document (a `reader` assignment) gets 403; anything else the data API said stands.
 */
async function written(uow: UnitOfWork, data: Parameters<UnitOfWork['run']>[0]): Promise<void> {
  try {
    await uow.run(data);
  } catch (error) {
    const code = (error as { refusal?: { code?: string } } | null)?.refusal?.code ?? '';
    if (code.startsWith('access.')) throw new HttpError(403, MAY_NOT_CHANGE);
    if (code === 'object.notFound') throw new HttpError(404, DOCUMENT_NOT_FOUND);
    throw error;
  }
}

/** `{ content, baseVersion }` checked; a 400 with the reason otherwise. */
export function checkSaveRequest(body: unknown): { json: string; baseVersion: number } {
  const { content, baseVersion } = (body ?? {}) as { content?: unknown; baseVersion?: unknown };
  if (typeof baseVersion !== 'number' || !Number.isInteger(baseVersion) || baseVersion < 0)
    throw new HttpError(400, 'baseVersion: нужна версия содержимого, с которой начата правка (целое число от 0)');
  const problem = validateDocNode(content);
  if (problem) throw new HttpError(400, problem);
  return { json: JSON.stringify(content), baseVersion };
}

/**
 * Saves the content (PUT documents/:id/content): in one unit of work as the user, the stored version is
 * compared with `baseVersion` (409 when someone saved since), then the content pieces, the next version
 * and the editor are written. The public copy (publicContent) is left as it is: visitors read what was
 * made public (docs/documents.md).
 */
export function saveContent(data: ExtensionData, user: UserContext, id: string, body: unknown): Promise<SaveReply> {
  const { json, baseVersion } = checkSaveRequest(body);
  const pieces = splitContent(json);
  return orStale(
    data.unitOfWork(user, async (uow) => {
      // Two saves from the same version, on any server process: the second waits here for the first to
      // commit, then reads its version and answers 409 (a read alone would not wait: both would pass).
      await uow.lock([id]);
      const row = await readDocumentRow(uow.run, id, [DOC_PROP.contentVersion]);
      if (!row) throw new HttpError(404, DOCUMENT_NOT_FOUND);
      // A reader is refused by the write itself (403), whatever version they name.
      const stored = versionOf(row);
      if (!row.readonly && stored !== baseVersion) throw new HttpError(409, STALE_VERSION);
      const version = stored + 1;
      await written(uow, {
        act: 'set_data',
        data: [
          { op: 'upd', inst: id, prop: DOC_PROP.content, val: pieces },
          { op: 'upd', inst: id, prop: DOC_PROP.contentVersion, val: version },
          { op: 'upd', inst: id, prop: DOC_PROP.editor, val: user.id },
        ],
      });
      return { version, savedAt: new Date().toISOString() };
    }),
  );
}

/**
 * Makes the document public or private (PUT documents/:id/public `{ isPublic }`), for whoever may change
 * it: public copies the current content to publicContent (what visitors read), private clears the copy.
 */
export function setPublicFlag(
  data: ExtensionData,
  user: UserContext,
  id: string,
  body: unknown,
): Promise<{ isPublic: boolean }> {
  const isPublic = (body as { isPublic?: unknown } | null)?.isPublic;
  if (typeof isPublic !== 'boolean') throw new HttpError(400, 'isPublic: нужно true или false');
  return orStale(
    data.unitOfWork(user, async (uow) => {
      const row = await readDocumentRow(uow.run, id, [DOC_PROP.content]);
      if (!row) throw new HttpError(404, DOCUMENT_NOT_FOUND);
      const pieces = rowTexts(row, DOC_PROP.content);
      await written(uow, {
        act: 'set_data',
        data: [
          { op: 'upd', inst: id, prop: PROP.isPublic, val: isPublic },
          { op: 'upd', inst: id, prop: DOC_PROP.publicContent, val: isPublic && pieces.length > 0 ? pieces : null },
        ],
      });
      return { isPublic };
    }),
  );
}
