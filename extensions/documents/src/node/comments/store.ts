import { PROP, type FieldRequest } from '@ontobench/sdk/common';
import type { CommentView, DocumentRange } from '../../common/api.ts';
import { DOC_CLASS, DOC_PROP } from '../../common/schema.ts';
import { first, named, readInstances, type DataRun, type Instance } from '../read/instances.ts';
import { inChunks, inIds } from '@ontobench/sdk/common';

const COMMENT_FIELDS: FieldRequest[] = [
  { prop: PROP.creationDate, sort: 'asc' },
  { prop: PROP.author },
  { prop: DOC_PROP.commentText },
  { prop: DOC_PROP.commentCompleted },
  { prop: DOC_PROP.commentParent },
  { prop: DOC_PROP.commentParams },
  { prop: DOC_PROP.documentRange },
  { prop: DOC_PROP.commentObject },
];

/** A comment as stored, before the viewer's rights are added. */
export type StoredComment = Omit<CommentView, 'canEdit' | 'canRemove'>;

/** The documents of `ids` that `run` reads (as the user: the data API decides), with their rights. */
export function readableDocuments(run: DataRun, ids: readonly string[]): Promise<Instance[]> {
  return inChunks(ids, (chunk) =>
    readInstances(run, { class: DOC_CLASS.Document, filter: inIds('id', chunk), fields: [] }),
  );
}

/** One document as the user reads it, or null (missing or not theirs alike). */
export async function readableDocument(run: DataRun, id: string): Promise<Instance | null> {
  return (await readableDocuments(run, [id]))[0] ?? null;
}

/** The comments on the given documents (oldest first), read with whatever rights `read` has. */
export function commentsOf(read: DataRun, documentIds: readonly string[]): Promise<StoredComment[]> {
  return inChunks(documentIds, async (chunk) =>
    (
      await readInstances(read, {
        class: DOC_CLASS.Comment,
        filter: inIds(DOC_PROP.commentObject, chunk),
        fields: COMMENT_FIELDS,
      })
    ).map(storedComment),
  );
}

/** One comment by id, or null. */
export async function commentById(read: DataRun, id: string): Promise<StoredComment | null> {
  const [found] = await readInstances(read, {
    class: DOC_CLASS.Comment,
    filter: `[id] = '${id}'`,
    fields: COMMENT_FIELDS,
  });
  return found ? storedComment(found) : null;
}

/** The newest comments of the whole store (the `/comments` page narrows them to readable documents). */
export async function newestComments(read: DataRun, limit: number): Promise<StoredComment[]> {
  const fields = COMMENT_FIELDS.map((f) => (f.prop === PROP.creationDate ? { ...f, sort: 'desc' as const } : f));
  return (await readInstances(read, { class: DOC_CLASS.Comment, fields, limit })).map(storedComment);
}

function storedComment(i: Instance): StoredComment {
  return {
    id: i.id,
    text: String(first(i, DOC_PROP.commentText) ?? i.name),
    author: named(i, PROP.author) ?? { id: '', name: '' },
    date: String(first(i, PROP.creationDate) ?? ''),
    completed: first(i, DOC_PROP.commentCompleted) === true,
    parentId: named(i, DOC_PROP.commentParent)?.id ?? null,
    params: parsed(first(i, DOC_PROP.commentParams), isRecord),
    documentRange: parsed(first(i, DOC_PROP.documentRange), isRange),
    object: named(i, DOC_PROP.commentObject)?.id ?? '',
  };
}

/** Stored JSON of the expected shape, else null (a value written by hand that does not fit is dropped). */
function parsed<T>(value: unknown, fits: (v: unknown) => v is T): T | null {
  if (typeof value !== 'string') return null;
  try {
    const v: unknown = JSON.parse(value);
    return fits(v) ? v : null;
  } catch {
    return null;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isRange = (v: unknown): v is DocumentRange =>
  isRecord(v) && typeof v.from === 'number' && typeof v.to === 'number' && typeof v.quote === 'string';

/** The comment and every reply under it, deepest first (the order they can be removed in). */
export function withReplies(rootId: string, all: readonly StoredComment[]): StoredComment[] {
  const children = new Map<string, StoredComment[]>();
  for (const c of all) if (c.parentId) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c]);
  const root = all.find((c) => c.id === rootId);
  if (!root) return [];
  const out: StoredComment[] = [];
  const visit = (c: StoredComment, seen: Set<string>) => {
    if (seen.has(c.id)) return; // a cycle written by hand must not loop
    seen.add(c.id);
    for (const child of children.get(c.id) ?? []) visit(child, seen);
    out.push(c);
  };
  visit(root, new Set());
  return out;
}
