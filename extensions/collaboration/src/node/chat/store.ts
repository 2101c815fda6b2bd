import { randomUUID } from 'node:crypto';
import { PROP, filterLiteral, instanceRows, rowRefs, rowText } from '@ontobench/sdk/common';
import type { GetDataReply, SetDataOperation } from '@ontobench/sdk/common';
import type { DataReader, ServerExtensionContext, UserContext } from '@ontobench/sdk/node';
import { CHAT_UNREAD_CAP, type MessagePage, type MessageView } from '../../common/chat/api.ts';
import { CHAT_CLASS, CHAT_PROP } from '../../common/chat/schema.ts';

/** The time before every message: a member who has read nothing. */
export const NEVER = '1970-01-01T00:00:00.000Z';
/** A message instance's name: the start of its text. */
const NAME_LENGTH = 100;

const MESSAGE_FIELDS = (order: 'asc' | 'desc') => [
  { prop: CHAT_PROP.sentAt, sort: order },
  { prop: CHAT_PROP.conversation },
  { prop: CHAT_PROP.text },
  { prop: CHAT_PROP.editedAt },
  { prop: PROP.author },
];

function messageOf(row: ReturnType<typeof instanceRows>[number]): MessageView {
  const editedAt = rowText(row, CHAT_PROP.editedAt);
  return {
    id: row.id,
    conversation: rowText(row, CHAT_PROP.conversation) ?? '',
    author: rowRefs(row, PROP.author)[0] ?? { id: '', name: '' },
    text: rowText(row, CHAT_PROP.text) ?? row.name,
    sentAt: rowText(row, CHAT_PROP.sentAt) ?? '',
    ...(editedAt ? { editedAt } : {}),
  };
}

/** One message by id (read with raised rights), or null. */
export async function readMessage(read: DataReader, id: string): Promise<MessageView | null> {
  const reply = (await read({
    act: 'get_data',
    class: CHAT_CLASS.ChatMessage,
    fields: MESSAGE_FIELDS('asc'),
    filter: `[id] = ${filterLiteral(id)}`,
    limit: 1,
  })) as GetDataReply;
  const row = instanceRows(reply)[0];
  return row ? messageOf(row) : null;
}

const inConversation = (conversation: string) => `[${CHAT_PROP.conversation}] = ${filterLiteral(conversation)}`;

/**
 * A page of a conversation's history, newest first, sent before `before` (all when not given). Messages
 * are read with raised rights: the caller decided that the user may read the conversation.
 */
export async function readMessages(
  read: DataReader,
  conversation: string,
  limit: number,
  before?: string,
): Promise<MessagePage> {
  const filter = inConversation(conversation) + (before ? ` and [${CHAT_PROP.sentAt}] < ${filterLiteral(before)}` : '');
  const reply = (await read({
    act: 'get_data',
    class: CHAT_CLASS.ChatMessage,
    fields: MESSAGE_FIELDS('desc'),
    filter,
    limit: limit + 1,
  })) as GetDataReply;
  const rows = instanceRows(reply);
  return { messages: rows.slice(0, limit).map(messageOf), more: rows.length > limit };
}

/** The newest message of a conversation, or null. */
export async function lastMessage(read: DataReader, conversation: string): Promise<MessageView | null> {
  return (await readMessages(read, conversation, 1)).messages[0] ?? null;
}

/** How many messages of others were sent after `readAt` (at most CHAT_UNREAD_CAP). */
export async function countUnread(
  read: DataReader,
  conversation: string,
  userId: string,
  readAt: string,
): Promise<number> {
  const reply = (await read({
    act: 'get_data',
    class: CHAT_CLASS.ChatMessage,
    fields: [{ prop: CHAT_PROP.sentAt }],
    filter: `${inConversation(conversation)} and [${CHAT_PROP.sentAt}] > ${filterLiteral(readAt)} and [author] != ${filterLiteral(userId)}`,
    limit: CHAT_UNREAD_CAP,
  })) as GetDataReply;
  return instanceRows(reply).length;
}

/** One user's place in a conversation. */
export interface Membership {
  id: string;
  conversation: string;
  user: string;
  readAt: string;
}

/** The memberships of a user (all their conversations), or of a conversation (all its members). */
export async function readMemberships(
  read: DataReader,
  by: { user: string } | { conversation: string },
): Promise<Membership[]> {
  const filter = 'user' in by ? `[${CHAT_PROP.member}] = ${filterLiteral(by.user)}` : inConversation(by.conversation);
  const reply = (await read({
    act: 'get_data',
    class: CHAT_CLASS.ChatMember,
    fields: [{ prop: CHAT_PROP.conversation }, { prop: CHAT_PROP.member }, { prop: CHAT_PROP.readAt }],
    filter,
    limit: 5000,
  })) as GetDataReply;
  // Two processes may each have made a member at once: the latest read time of the duplicates counts.
  const byKey = new Map<string, Membership>();
  for (const row of instanceRows(reply)) {
    const m: Membership = {
      id: row.id,
      conversation: rowText(row, CHAT_PROP.conversation) ?? '',
      user: rowText(row, CHAT_PROP.member) ?? '',
      readAt: rowText(row, CHAT_PROP.readAt) ?? NEVER,
    };
    const key = `${m.conversation} ${m.user}`;
    const seen = byKey.get(key);
    if (!seen || seen.readAt < m.readAt) byKey.set(key, m);
  }
  return [...byKey.values()];
}

/** The time now, never before the newest message (so a read mark covers what the reader saw). */
export function stamp(after?: string | null): string {
  const now = new Date().toISOString();
  return after && after > now ? after : now;
}

/**
 * Makes `user` a member of the conversation (when not yet one) and, with `readAt`, moves their read
 * mark there (never back). Written with raised rights: a member's mark may be made by another user's
 * message (a direct message, a mention), and the caller checked who may take part.
 */
export async function ensureMember(
  ctx: ServerExtensionContext,
  actor: UserContext,
  conversation: string,
  user: string,
  readAt?: string,
): Promise<void> {
  const read = (r: Parameters<DataReader>[0]) => ctx.data.run({ ...actor, isAdmin: true }, r);
  const [mine] = (await readMemberships(read, { conversation })).filter((m) => m.user === user);
  const data: SetDataOperation[] = [];
  if (!mine) {
    const inst = randomUUID();
    data.push(
      { op: 'new', class: CHAT_CLASS.ChatMember, name: conversation, inst },
      { op: 'upd', inst, prop: CHAT_PROP.conversation, val: conversation },
      { op: 'upd', inst, prop: CHAT_PROP.member, val: user },
      { op: 'upd', inst, prop: CHAT_PROP.readAt, val: readAt ?? NEVER },
    );
  } else if (readAt && readAt > mine.readAt) {
    data.push({ op: 'upd', inst: mine.id, prop: CHAT_PROP.readAt, val: readAt });
  }
  if (data.length > 0) await ctx.data.run({ ...actor, isAdmin: true }, { act: 'set_data', data });
}

/** Changes a message's text (its author, checked by the caller) and marks it edited. */
export async function changeMessage(
  ctx: ServerExtensionContext,
  user: UserContext,
  message: MessageView,
  text: string,
): Promise<MessageView> {
  const editedAt = new Date().toISOString();
  await ctx.data.run(user, {
    act: 'set_data',
    data: [
      { op: 'upd', inst: message.id, prop: CHAT_PROP.text, val: text },
      { op: 'upd', inst: message.id, prop: PROP.name, val: text.slice(0, NAME_LENGTH) },
      { op: 'upd', inst: message.id, prop: CHAT_PROP.editedAt, val: editedAt },
    ],
  });
  return { ...message, text, editedAt };
}

/** Removes a message as the user (its author, or an administrator: the caller checked it). */
export async function removeMessage(ctx: ServerExtensionContext, user: UserContext, id: string): Promise<void> {
  await ctx.data.run(user, { act: 'set_data', data: [{ op: 'del', inst: id, del_force: true }] });
}

/** Stores a message; the user is its author. */
export async function writeMessage(
  ctx: ServerExtensionContext,
  user: UserContext,
  conversation: string,
  text: string,
  sentAt: string,
): Promise<MessageView> {
  const inst = randomUUID();
  await ctx.data.run(user, {
    act: 'set_data',
    data: [
      { op: 'new', class: CHAT_CLASS.ChatMessage, name: text.slice(0, NAME_LENGTH), inst },
      { op: 'upd', inst, prop: CHAT_PROP.conversation, val: conversation },
      { op: 'upd', inst, prop: CHAT_PROP.text, val: text },
      { op: 'upd', inst, prop: CHAT_PROP.sentAt, val: sentAt },
    ],
  });
  return { id: inst, conversation, author: { id: user.id, name: user.name }, text, sentAt };
}
