import {
  HttpError,
  unrestrictedReader,
  type ServerExtensionContext,
  type UserContext,
  dataAs,
} from '@ontobench/sdk/node';
import { COMMENTS_CHANNEL, DOCUMENTS_API, type CommentsChanged, type CommentView } from '../../common/api.ts';
import { readersOf } from './audience.ts';
import { registerDiscussions } from './discussions.ts';
import { commentChange, newComment, pathId } from './input.ts';
import { MESSAGES } from './messages.ts';
import { commentById, commentsOf, readableDocument, withReplies, type StoredComment } from './store.ts';
import { changeComment, createComment, removeComments } from './writes.ts';

/**
 * The comments calls (common/api.ts; domain.md §3 Comment, §4 "Comment: created, text edited, completed
 * flag changed, removed (replies are removed too)"). Whoever reads a document reads and adds its
 * comments; the author edits the text; the author or whoever may change the document completes and
 * removes. Each committed change is told to the document's readers over `documents/comments`.
 */
export function registerComments(ctx: ServerExtensionContext): void {
  // Messages go to each document's readers (toUsers), never to the channel's room: nobody joins it.
  const channel = ctx.channel<CommentsChanged>(COMMENTS_CHANNEL, { canSubscribe: () => false });
  const announce = (documentId: string) => {
    void readersOf(ctx, documentId)
      .then((users) => channel.toUsers(users, { documentId }))
      .catch((error: unknown) => ctx.log.warn({ err: error, documentId }, 'comments: the change was not announced'));
  };
  const asUser = (user: UserContext) => dataAs(ctx.data, user);
  const read = unrestrictedReader(ctx.data);

  /** The document as the user reads it; 404 when they do not. */
  const documentOf = async (user: UserContext, id: string) => {
    const document = await readableDocument(asUser(user), id);
    if (!document) throw new HttpError(404, MESSAGES.documentNotFound);
    return document;
  };

  const view = (c: StoredComment, user: UserContext, canChangeDocument: boolean): CommentView => ({
    ...c,
    canEdit: c.author.id === user.id,
    canRemove: c.author.id === user.id || canChangeDocument,
  });

  ctx.route('GET', DOCUMENTS_API.comments(':id'), async (request) => {
    const user = await request.user();
    const document = await documentOf(user, pathId(request.params.id, MESSAGES.documentNotFound));
    // Every comment of a readable document, whoever wrote it: read with reading rights on them all.
    return (await commentsOf(read, [document.id])).map((c) => view(c, user, document.canChange));
  });

  ctx.route('POST', DOCUMENTS_API.comments(':id'), async (request) => {
    const user = await request.user();
    const document = await documentOf(user, pathId(request.params.id, MESSAGES.documentNotFound));
    const input = newComment(request.body);
    const parent = input.parentId ? await commentById(read, input.parentId) : null;
    if (input.parentId && parent?.object !== document.id) throw new HttpError(400, MESSAGES.badParent);
    const id = await createComment(ctx, user, document.id, input, parent);
    announce(document.id);
    const created = await commentById(read, id);
    return view(created!, user, document.canChange);
  });

  /** The comment and its document as the user reads it; 404 for a comment of a document they do not read. */
  const commentOf = async (user: UserContext, rawId: string | undefined) => {
    const comment = await commentById(read, pathId(rawId, MESSAGES.commentNotFound));
    const document = comment && (await readableDocument(asUser(user), comment.object));
    if (!comment || !document) throw new HttpError(404, MESSAGES.commentNotFound);
    return { comment, document };
  };

  ctx.route('PATCH', DOCUMENTS_API.comment(':id'), async (request) => {
    const user = await request.user();
    const { comment, document } = await commentOf(user, request.params.id);
    const change = commentChange(request.body);
    const own = comment.author.id === user.id;
    if (change.text !== undefined && !own) throw new HttpError(403, MESSAGES.onlyAuthorEdits);
    if (change.completed !== undefined && !own && !document.canChange)
      throw new HttpError(403, MESSAGES.cannotComplete);
    await changeComment(ctx, user, comment, change);
    announce(document.id);
    return view((await commentById(read, comment.id))!, user, document.canChange);
  });

  ctx.route('DELETE', DOCUMENTS_API.comment(':id'), async (request) => {
    const user = await request.user();
    const { comment, document } = await commentOf(user, request.params.id);
    if (comment.author.id !== user.id && !document.canChange) throw new HttpError(403, MESSAGES.cannotRemove);
    const thread = withReplies(comment.id, await commentsOf(read, [document.id]));
    await removeComments(ctx, user, thread);
    announce(document.id);
    return { removed: thread.map((c) => c.id) };
  });

  registerDiscussions(ctx);
}
