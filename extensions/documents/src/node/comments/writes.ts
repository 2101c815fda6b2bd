import { randomUUID } from 'node:crypto';
import { PROP, type SetDataOperation } from '@ontobench/sdk/common';
import type { ServerExtensionContext, UserContext } from '@ontobench/sdk/node';
import { DOC_CLASS, DOC_PROP } from '../../common/schema.ts';
import type { CommentChange, NewComment } from './input.ts';
import type { StoredComment } from './store.ts';

/** A comment's instance name: the start of its text (the text itself is DOC_PROP.commentText). */
const NAME_LENGTH = 100;

/**
 * Writes of comments through the data API. The data API lets only a comment's author change or delete
 * it, while the spec lets whoever may change the document complete and remove comments, and removes the
 * replies (other users' comments) with their parent. So: a write that touches only the user's own
 * comments runs as the user; any other runs with an administrator's rights, under the user's id (so a
 * created comment is still the user's), and only after the calls checked the rule themselves (docs/documents.md "Who writes a comment").
 */
function writerFor(user: UserContext, touched: readonly StoredComment[]): UserContext {
  return touched.every((c) => c.author.id === user.id) ? user : { ...user, isAdmin: true };
}

/**
 * Creates the comment; the user becomes its author. The document was checked readable and the parent
 * a comment of it; a reply to another's comment (which the data API does not let the user read, so
 * not point at either) is written with the rights of `writerFor`.
 */
export async function createComment(
  ctx: ServerExtensionContext,
  user: UserContext,
  documentId: string,
  input: NewComment,
  parent: StoredComment | null,
): Promise<string> {
  const inst = randomUUID();
  const data: SetDataOperation[] = [
    { op: 'new', class: DOC_CLASS.Comment, name: input.text.slice(0, NAME_LENGTH), inst },
    { op: 'upd', inst, prop: DOC_PROP.commentText, val: input.text },
    { op: 'upd', inst, prop: DOC_PROP.commentObject, val: documentId },
    { op: 'upd', inst, prop: DOC_PROP.commentCompleted, val: false },
  ];
  if (input.parentId) data.push({ op: 'upd', inst, prop: DOC_PROP.commentParent, val: input.parentId });
  if (input.documentRange)
    data.push({ op: 'upd', inst, prop: DOC_PROP.documentRange, val: JSON.stringify(input.documentRange) });
  await ctx.data.run(writerFor(user, parent ? [parent] : []), { act: 'set_data', data });
  return inst;
}

/** Changes text and/or the completed flag (the rule was checked by the caller). */
export async function changeComment(
  ctx: ServerExtensionContext,
  user: UserContext,
  comment: StoredComment,
  change: CommentChange,
): Promise<void> {
  const data: SetDataOperation[] = [];
  if (change.text !== undefined) {
    data.push({ op: 'upd', inst: comment.id, prop: DOC_PROP.commentText, val: change.text });
    data.push({ op: 'upd', inst: comment.id, prop: PROP.name, val: change.text.slice(0, NAME_LENGTH) });
  }
  if (change.completed !== undefined)
    data.push({ op: 'upd', inst: comment.id, prop: DOC_PROP.commentCompleted, val: change.completed });
  await ctx.data.run(writerFor(user, [comment]), { act: 'set_data', data });
}

/** Removes the comments (a comment and its replies, deepest first) in one transaction. */
export async function removeComments(
  ctx: ServerExtensionContext,
  user: UserContext,
  comments: readonly StoredComment[],
): Promise<void> {
  const data: SetDataOperation[] = comments.map((c) => ({ op: 'del', inst: c.id, del_force: true }));
  await ctx.data.run(writerFor(user, comments), { act: 'set_data', data });
}
