import {
  PROP,
  UUID_PATTERN,
  filterLiteral,
  instanceRows,
  rowRefs,
  rowText,
  rowTexts,
  rowValue,
  type GetDataReply,
  type InstanceRow,
} from '@ontobench/sdk/common';
import {
  HttpError,
  unrestrictedReader,
  type DataReader,
  type ServerExtensionContext,
  type UserContext,
} from '@ontobench/sdk/node';
import type { DocumentState } from '../../common/api.ts';
import { rightsFrom, type AccessRights } from '../../common/containers.ts';
import { SDOC_CLASS, SDOC_PROP } from '../../common/schema.ts';
import { buildTree } from './build-tree.ts';
import { readElements } from './elements.ts';
import { lockView, readLocks } from './locks.ts';
import { readNumberingSets } from './numbering-sets.ts';

/** One answer for a document that does not exist and one the user may not read (§7 calls never tell which). */
export const DOCUMENT_NOT_FOUND = 'Документ не найден';

/** The role code of an assignment that lets its holder change the content of elements, not the structure. */
export const CONTENT_EDITOR_ROLE = 'contentEditor';

/** The id as the store writes it, or a 404 (a malformed id is a document nobody can read). */
export function checkDocumentId(id: unknown): string {
  if (typeof id !== 'string' || !UUID_PATTERN.test(id)) throw new HttpError(404, DOCUMENT_NOT_FOUND);
  return id.toLowerCase();
}

const DOC_FIELDS = [SDOC_PROP.title, SDOC_PROP.version, SDOC_PROP.savedAt, SDOC_PROP.documentClass, PROP.author];

/** The document row as the user sees it (the store's access rules decide), or a 404. */
export async function readDocumentRow(
  ctx: ServerExtensionContext,
  user: UserContext,
  id: string,
): Promise<InstanceRow> {
  const reply = (await ctx.data.run(user, {
    act: 'get_data',
    class: SDOC_CLASS.StructuredDocument,
    filter: `[id] = ${filterLiteral(id)}`,
    fields: DOC_FIELDS.map((prop) => ({ prop })),
    limit: 1,
  })) as GetDataReply;
  const row = instanceRows(reply)[0];
  if (!row) throw new HttpError(404, DOCUMENT_NOT_FOUND);
  return row;
}

/**
 * The user's rights on the document (domain.md §5): none to change when the store says it is read-only
 * for them (a `reader` assignment, or only reading); content only when all they hold on it is a
 * `contentEditor` assignment; otherwise content and structure (its author, an administrator, an editor).
 */
export async function rightsOn(
  ctx: ServerExtensionContext,
  user: UserContext,
  row: InstanceRow,
): Promise<AccessRights> {
  if (row.readonly) return rightsFrom({ readOnly: true });
  const author = rowRefs(row, PROP.author)[0]?.id;
  if (user.isAdmin || author === user.id) return rightsFrom({ editContentAllowed: true, editStructureAllowed: true });
  const codes = await ctx.index.roleCodesOn(user, row.id);
  const contentOnly =
    codes.includes(CONTENT_EDITOR_ROLE) && codes.every((c) => c === CONTENT_EDITOR_ROLE || c === 'reader');
  return rightsFrom({ editContentAllowed: true, editStructureAllowed: !contentOnly });
}

/** The stored version; 0 before the first save. */
export function versionOf(row: InstanceRow): number {
  const value = Number(rowValue(row, SDOC_PROP.version) ?? 0);
  return Number.isInteger(value) && value >= 0 ? value : 0;
}

/** `document/fetch` (§7): the document state of §3 as the user sees it. */
export async function readDocumentState(
  ctx: ServerExtensionContext,
  user: UserContext,
  documentId: string,
): Promise<DocumentState> {
  const row = await readDocumentRow(ctx, user, documentId);
  const read = unrestrictedReader(ctx.data);
  const [accessRights, elements, numberingSets, offeredKinds, locks] = await Promise.all([
    rightsOn(ctx, user, row),
    readElements(read, documentId),
    readNumberingSets(read),
    readOfferedKinds(read, row),
    readLocks(read, documentId),
  ]);
  const title = rowText(row, SDOC_PROP.title) ?? row.name;
  const { root, orderWarning } = buildTree(documentId, title, elements);
  if (orderWarning) ctx.log.warn({ documentId, orderWarning }, 'component order restore error');
  return {
    documentId,
    name: row.name,
    title,
    root,
    accessRights,
    version: versionOf(row),
    savedAt: rowText(row, SDOC_PROP.savedAt),
    numberingSets,
    offeredKinds,
    orderWarning,
    locks: lockView(locks),
  };
}

/** The kinds the document's class offers (the builder's), null when it has no class or the class names none. */
export async function readOfferedKinds(read: DataReader, row: InstanceRow): Promise<string[] | null> {
  const classId = rowText(row, SDOC_PROP.documentClass);
  if (!classId) return null;
  const reply = (await read({
    act: 'get_data',
    class: SDOC_CLASS.DocumentClass,
    filter: `[id] = ${filterLiteral(classId)}`,
    fields: [{ prop: SDOC_PROP.offeredKinds }],
    limit: 1,
  })) as GetDataReply;
  const found = instanceRows(reply)[0];
  const kinds = found ? rowTexts(found, SDOC_PROP.offeredKinds) : [];
  return kinds.length > 0 ? kinds : null;
}
