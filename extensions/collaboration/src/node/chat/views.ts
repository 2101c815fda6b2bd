import { unrestrictedReader, type ServerExtensionContext, type UserContext } from '@ontobench/sdk/node';
import type { ConversationView } from '../../common/chat/api.ts';
import { conversationFor, describe, type Conversation } from './access.ts';
import { NEVER, countUnread, lastMessage, readMemberships } from './store.ts';

/** A conversation as `user` sees it: title, other party or object, unread count, newest message. */
export async function conversationView(
  ctx: ServerExtensionContext,
  user: UserContext,
  conversation: Conversation,
  readAt?: string,
): Promise<ConversationView> {
  const read = unrestrictedReader(ctx.data);
  const mark =
    readAt ??
    (await readMemberships(read, { conversation: conversation.id })).find((m) => m.user === user.id)?.readAt ??
    NEVER;
  const [unread, last] = await Promise.all([
    countUnread(read, conversation.id, user.id, mark),
    lastMessage(read, conversation.id),
  ]);
  return {
    id: conversation.id,
    kind: conversation.kind,
    ...describe(conversation),
    ...(conversation.kind === 'object' ? { object: conversation.object } : {}),
    unread,
    last,
  };
}

/**
 * The user's conversations (those they are a member of and still may take part in), newest message
 * first. A conversation of an object they no longer read drops out of the list and the counts.
 */
export async function userConversations(ctx: ServerExtensionContext, user: UserContext): Promise<ConversationView[]> {
  const memberships = await readMemberships(unrestrictedReader(ctx.data), { user: user.id });
  const views = await Promise.all(
    memberships.map(async (m) => {
      const conversation = await conversationFor(ctx, user, m.conversation).catch(() => null);
      return conversation ? conversationView(ctx, user, conversation, m.readAt) : null;
    }),
  );
  return views
    .filter((v): v is ConversationView => v !== null)
    .sort((a, b) => (b.last?.sentAt ?? '').localeCompare(a.last?.sentAt ?? ''));
}
