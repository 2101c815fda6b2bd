import { filterLiteral, instanceRows } from '@ontobench/sdk/common';
import type { GetDataReply } from '@ontobench/sdk/common';
import { HttpError, unrestrictedReader, type ServerExtensionContext, type UserContext } from '@ontobench/sdk/node';
import { parseConversationId, type ChatUser } from '../../common/chat/api.ts';
import { CHAT_CLASS } from '../../common/chat/schema.ts';
import { CHAT_TEXTS } from './texts.ts';
import { contextOf, readAccount, type ChatAccount } from './users.ts';

/** A conversation the user may take part in, with what its view needs. */
export type Conversation =
  | { id: string; kind: 'direct'; users: [string, string]; peer: ChatAccount }
  | { id: string; kind: 'object'; object: { id: string; name: string; classId: string } };

/**
 * The object as `user` reads it through the data API (the store's access rules), or null when they do
 * not: missing, not theirs, of a class they may not read, or one of the chat's own instances.
 */
export async function readableObject(
  ctx: ServerExtensionContext,
  user: UserContext,
  objectId: string,
): Promise<{ id: string; name: string; classId: string } | null> {
  const kind = await ctx.index.kindOf(objectId);
  if (!kind || kind.classId === CHAT_CLASS.ChatMessage || kind.classId === CHAT_CLASS.ChatMember) return null;
  try {
    const reply = (await ctx.data.run(user, {
      act: 'get_data',
      class: kind.classId,
      filter: `[id] = ${filterLiteral(objectId)}`,
      fields: [],
      limit: 1,
    })) as GetDataReply;
    const row = instanceRows(reply)[0];
    return row ? { id: row.id, name: row.name, classId: kind.classId } : null;
  } catch (error) {
    // A class the user may not read at all (another user's class) is a 400 of the data API: unseen.
    if ((error as { statusCode?: number } | null)?.statusCode === 400) return null;
    throw error;
  }
}

/**
 * The conversation of `id` if `user` may take part in it, else a 404 that says no more: a direct one
 * only its two users (and the other one must exist), an object's whoever reads the object.
 */
export async function conversationFor(
  ctx: ServerExtensionContext,
  user: UserContext,
  id: string,
): Promise<Conversation> {
  const found = await conversationOrNull(ctx, user, id);
  if (!found) throw new HttpError(404, CHAT_TEXTS.conversationNotFound);
  return found;
}

async function conversationOrNull(
  ctx: ServerExtensionContext,
  user: UserContext,
  id: string,
): Promise<Conversation | null> {
  const parsed = parseConversationId(id.toLowerCase());
  if (!parsed) return null;
  if (parsed.kind === 'direct') {
    if (!parsed.users.includes(user.id)) return null;
    const peerId = parsed.users[0] === user.id ? parsed.users[1] : parsed.users[0];
    const peer = await readAccount(unrestrictedReader(ctx.data), peerId);
    return peer ? { id: id.toLowerCase(), kind: 'direct', users: parsed.users, peer } : null;
  }
  const object = await readableObject(ctx, user, parsed.object);
  return object ? { id: id.toLowerCase(), kind: 'object', object } : null;
}

/** Whether the account may take part in the conversation (for the audience of a message and mentions). */
export async function mayTakePart(
  ctx: ServerExtensionContext,
  account: Pick<ChatAccount, 'id' | 'isAdmin'>,
  conversation: Conversation,
): Promise<boolean> {
  if (conversation.kind === 'direct') return conversation.users.includes(account.id);
  return (await readableObject(ctx, contextOf(account), conversation.object.id)) !== null;
}

/** The conversation's title and other party as one user sees them. */
export function describe(conversation: Conversation): { title: string; peer?: ChatUser } {
  return conversation.kind === 'direct'
    ? { title: conversation.peer.name, peer: { id: conversation.peer.id, name: conversation.peer.name } }
    : { title: conversation.object.name };
}
