import {
  PROP,
  UUID_PATTERN,
  filterLiteral,
  inChunks,
  inIds,
  instanceRows,
  rowText,
  rowTexts,
  type GetDataReply,
  type SetDataOperation,
} from '@ontobench/sdk/common';
import { HttpError, type DataReader, type ServerExtensionContext, type UserContext } from '@ontobench/sdk/node';
import type { DocumentClassEntry } from '../../common/api.ts';
import { SDOC_CLASS, SDOC_PROP } from '../../common/schema.ts';
import type { ClassInput } from './input.ts';

/** The answer for a class that does not exist. */
export const CLASS_NOT_FOUND = 'Класс документов не найден';
/** domain.md §6: "Builder of structured documents is admin only". */
export const ADMIN_ONLY = 'Конструктор структурированных документов доступен только администраторам';
/** Followed by the number of documents: a class in use is not deleted. */
export const CLASS_IN_USE = 'Класс нельзя удалить: документов этого класса —';

/** The most classes the builder lists, and the most documents one count reads. */
const MAX_CLASSES = 1000;
const MAX_DOCUMENTS = 100_000;

/** Refuses anyone but an administrator (403). */
export function checkAdmin(user: UserContext): void {
  if (!user.isAdmin) throw new HttpError(403, ADMIN_ONLY);
}

/** The class id of a path, or a 404. */
export function checkClassId(id: unknown): string {
  if (typeof id !== 'string' || !UUID_PATTERN.test(id)) throw new HttpError(404, CLASS_NOT_FOUND);
  return id.toLowerCase();
}

/** How many documents (of anybody's) are of each class. */
async function documentCounts(read: DataReader, classIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await inChunks(classIds, async (chunk) =>
    instanceRows(
      (await read({
        act: 'get_data',
        class: SDOC_CLASS.StructuredDocument,
        filter: inIds(SDOC_PROP.documentClass, chunk),
        fields: [{ prop: SDOC_PROP.documentClass }],
        limit: MAX_DOCUMENTS,
      })) as GetDataReply,
    ),
  );
  const counts = new Map<string, number>();
  for (const row of rows) {
    const classId = rowText(row, SDOC_PROP.documentClass);
    if (classId) counts.set(classId, (counts.get(classId) ?? 0) + 1);
  }
  return counts;
}

/** Every document class with its offered kinds and the number of documents of it, by name. */
export async function listClasses(read: DataReader, classId?: string): Promise<DocumentClassEntry[]> {
  const reply = (await read({
    act: 'get_data',
    class: SDOC_CLASS.DocumentClass,
    fields: [{ prop: PROP.name }, { prop: SDOC_PROP.offeredKinds }],
    ...(classId ? { filter: `[id] = ${filterLiteral(classId)}` } : {}),
    limit: MAX_CLASSES,
  })) as GetDataReply;
  const rows = instanceRows(reply);
  const counts = await documentCounts(
    read,
    rows.map((r) => r.id),
  );
  return rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      offeredKinds: rowTexts(row, SDOC_PROP.offeredKinds),
      documentCount: counts.get(row.id) ?? 0,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}

/** One class, or a 404. */
export async function readClass(read: DataReader, classId: string): Promise<DocumentClassEntry> {
  const found = (await listClasses(read, classId))[0];
  if (!found) throw new HttpError(404, CLASS_NOT_FOUND);
  return found;
}

/** The set_data operations that write a class's fields (an empty list of kinds: no value). */
export function classWrites(inst: string, input: ClassInput): SetDataOperation[] {
  const ops: SetDataOperation[] = [];
  if (input.name !== undefined) ops.push({ op: 'upd', inst, prop: PROP.name, val: input.name });
  if (input.offeredKinds !== undefined)
    ops.push({
      op: 'upd',
      inst,
      prop: SDOC_PROP.offeredKinds,
      val: input.offeredKinds.length > 0 ? input.offeredKinds : null,
    });
  return ops;
}

/** Deletes a class no document is of (409 otherwise), as the administrator. */
export async function deleteClass(
  ctx: ServerExtensionContext,
  user: UserContext,
  read: DataReader,
  classId: string,
): Promise<void> {
  const entry = await readClass(read, classId);
  if (entry.documentCount > 0) throw new HttpError(409, `${CLASS_IN_USE} ${entry.documentCount}`);
  await ctx.data.run(user, { act: 'set_data', data: [{ op: 'del', inst: classId }] });
}
