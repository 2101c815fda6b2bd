import { HttpError, type DataReader, type ServerExtensionContext, type UserContext } from '@ontobench/sdk/node';
import { SDOC_PROP } from '../../common/schema.ts';
import { readDocumentRow, rightsOn } from '../state/read-state.ts';
import { checkClassId, readClass } from './classes.ts';

/** Who may not change the document's structure may not change its class. */
export const MAY_NOT_SET_CLASS = 'Класс документа меняет тот, кто меняет его структуру';

/**
 * Sets (or, with null, clears) the class of a document: the document is read as the user (404 when they
 * may not read it) and they must hold the structure right (403); the class must exist (404). Classes are
 * the administrator's objects, which a user does not see through the data API, so the document's class
 * is written with raised rights after these checks.
 */
export async function setDocumentClass(
  ctx: ServerExtensionContext,
  user: UserContext,
  read: DataReader,
  documentId: string,
  body: unknown,
): Promise<{ classId: string | null }> {
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (raw.classId !== null && typeof raw.classId !== 'string')
    throw new HttpError(400, 'classId: идентификатор класса или null');
  const row = await readDocumentRow(ctx, user, documentId);
  if (!(await rightsOn(ctx, user, row)).editStructureAllowed) throw new HttpError(403, MAY_NOT_SET_CLASS);
  const classId = raw.classId === null ? null : checkClassId(raw.classId);
  if (classId) await readClass(read, classId);
  await ctx.data.run(
    { ...user, isAdmin: true },
    { act: 'set_data', data: [{ op: 'upd', inst: documentId, prop: SDOC_PROP.documentClass, val: classId }] },
  );
  return { classId };
}
