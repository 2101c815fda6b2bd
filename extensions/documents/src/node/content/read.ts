import {
  PROP,
  UUID_PATTERN,
  filterLiteral,
  type GetDataReply,
  rowRefs,
  instanceRows,
  rowText,
  rowTexts,
  type InstanceRow,
} from '@ontobench/sdk/common';
import { HttpError, type UserContext, type UserData } from '@ontobench/sdk/node';
import type { DocumentRole, DocumentView, Named } from '../../common/api.ts';
import { parseContent } from '../../common/content-pieces.ts';
import { DOC_CLASS, DOC_PROP } from '../../common/schema.ts';

/** The data API as one user (`ctx.data.run(user, …)` or a unit of work's `run`): its access rules apply. */
export type Reader = UserData;

/** One answer for a document that does not exist and one the user may not read: the call never tells which. */
export const DOCUMENT_NOT_FOUND = 'Документ не найден';

/** The fields of the document view, besides the name (every row has it). */
const VIEW_FIELDS = [
  PROP.code,
  DOC_PROP.annotation,
  DOC_PROP.status,
  DOC_PROP.statusColor,
  PROP.lifeCycleStage,
  PROP.icon,
  PROP.color,
  PROP.isPublic,
  PROP.subjectArea,
  DOC_PROP.connections,
  PROP.author,
  DOC_PROP.editor,
  PROP.creationDate,
  DOC_PROP.contentVersion,
  DOC_PROP.content,
];

/** The id as the store writes it, or a 404 (a malformed id is a document nobody can read). */
export function checkDocumentId(id: string | undefined): string {
  if (!id || !UUID_PATTERN.test(id)) throw new HttpError(404, DOCUMENT_NOT_FOUND);
  return id.toLowerCase();
}

/** One document with `fields`, as `read`'s user sees it; null when they may not read it (or it does not exist). */
export async function readDocumentRow(
  read: Reader,
  id: string,
  fields: readonly string[],
): Promise<InstanceRow | null> {
  const reply = (await read({
    act: 'get_data',
    class: DOC_CLASS.Document,
    filter: `[id] = ${filterLiteral(id)}`,
    limit: 1,
    fields: fields.map((prop) => ({ prop })),
  })) as GetDataReply;
  return instanceRows(reply)[0] ?? null;
}

/** The document as the user sees it, with their role and whether they may save (DocumentView). */
export async function readDocumentView(read: Reader, user: UserContext, id: string): Promise<DocumentView> {
  const row = await readDocumentRow(read, id, VIEW_FIELDS);
  if (!row) throw new HttpError(404, DOCUMENT_NOT_FOUND);
  const one = (prop: string): Named | null => rowRefs(row, prop)[0] ?? null;
  const author = one(PROP.author);
  return {
    id: row.id,
    name: row.name,
    code: rowText(row, PROP.code),
    annotation: rowText(row, DOC_PROP.annotation),
    status: rowText(row, DOC_PROP.status),
    statusColor: rowText(row, DOC_PROP.statusColor),
    stage: one(PROP.lifeCycleStage),
    icon: rowText(row, PROP.icon),
    color: rowText(row, PROP.color),
    isPublicDoc: rowText(row, PROP.isPublic) === 'true',
    subjectAreas: rowRefs(row, PROP.subjectArea),
    connections: rowRefs(row, DOC_PROP.connections),
    author,
    editor: one(DOC_PROP.editor),
    createdAt: rowText(row, PROP.creationDate),
    version: versionOf(row),
    content: parseContent(rowTexts(row, DOC_PROP.content)),
    role: roleOf(user, row, author),
    canEdit: !row.readonly,
  };
}

/**
 * The user's part in the document. Who may change it is the store's own answer (`readonly` on the row:
 * the core's access rule with the area's `accessPolicy`, so an assignment counts only while active and a
 * `reader` assignment only reads); the role names why.
 */
function roleOf(user: UserContext, row: InstanceRow, author: Named | null): DocumentRole {
  if (user.isAdmin) return 'admin';
  if (author?.id === user.id) return 'author';
  return row.readonly ? 'reader' : 'editor';
}

/** The stored content version; 0 before the first save. */
export function versionOf(row: InstanceRow): number {
  const value = Number(rowText(row, DOC_PROP.contentVersion) ?? 0);
  return Number.isInteger(value) ? value : 0;
}
