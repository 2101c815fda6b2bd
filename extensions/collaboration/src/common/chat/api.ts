/**
 * The chat part's calls (issue 21 item 7; shell.md §2 "chat drawer"), mounted under `/api/`. A
 * conversation is direct (two users) or an object's (a document, an ontology — any store object); its id
 * says which: `d.<user>.<user>` (the two ids in order) or `o.<object>`. Who may read the object may read
 * and write its conversation; the server checks it as the user on every call.
 */
export const CHAT_API = {
  /** GET → ChatUser[]: the active users one may start a direct conversation with (not oneself). */
  users: 'collaboration/chat/users',
  /** GET → ConversationView[]: the user's conversations, newest message first, with unread counts. */
  conversations: 'collaboration/chat/conversations',
  /** GET → UnreadTotal: the unread messages of all the user's conversations (the top bar's counter). */
  unread: 'collaboration/chat/unread',
  /** POST `{ user }` → ConversationView: the direct conversation with that user (made on first use). */
  direct: 'collaboration/chat/direct',
  /** GET → ConversationView (404 when the user may not read it). */
  conversation: (id: string) => `collaboration/chat/conversations/${id}`,
  /** GET `?before=<sentAt>&limit=` → MessagePage (newest first); POST `{ text }` → MessageView. */
  messages: (id: string) => `collaboration/chat/conversations/${id}/messages`,
  /** POST → 204: everything in the conversation up to now is read by the user. */
  read: (id: string) => `collaboration/chat/conversations/${id}/read`,
  /** PATCH `{ text }` → MessageView (its author only); DELETE → 204 (its author or an administrator). */
  message: (id: string) => `collaboration/chat/messages/${id}`,
};

/** The chat part's calls, mounted under `/api/` (paths without it). */
export const CHAT_API_PATHS: readonly string[] = [
  CHAT_API.users,
  CHAT_API.conversations,
  CHAT_API.unread,
  CHAT_API.direct,
  CHAT_API.conversation(':id'),
  CHAT_API.messages(':id'),
  CHAT_API.read(':id'),
  CHAT_API.message(':id'),
];

/** The chat's realtime channel, `collaboration/chat`: ChatEvent to the participants' sockets. */
export const CHAT_CHANNEL = 'chat';

/** A message's text, once trimmed: 1–4000 characters. */
export const CHAT_TEXT_MAX = 4000;
/** A page of history: default and most messages. */
export const CHAT_PAGE = 30;
export const CHAT_PAGE_MAX = 100;
/** Unread messages are counted up to this many per conversation (the badge shows "99+" past 99). */
export const CHAT_UNREAD_CAP = 100;

/** A user by id and name. */
export interface ChatUser {
  id: string;
  name: string;
}

export type ConversationKind = 'direct' | 'object';

/** A conversation as one user sees it. */
export interface ConversationView {
  id: string;
  kind: ConversationKind;
  /** The other user's name (direct) or the object's name. */
  title: string;
  /** Direct: the other user. */
  peer?: ChatUser;
  /** Object: the object. */
  object?: { id: string; name: string; classId: string };
  /** Messages of others the user has not read (at most CHAT_UNREAD_CAP). */
  unread: number;
  last: MessageView | null;
}

export interface MessageView {
  id: string;
  conversation: string;
  author: ChatUser;
  text: string;
  /** ISO 8601 with milliseconds, UTC. */
  sentAt: string;
  /** When its author last changed the text, if they did. */
  editedAt?: string;
}

/** A page of history, newest first; `more` when older messages exist. */
export interface MessagePage {
  messages: MessageView[];
  more: boolean;
}

export interface UnreadTotal {
  total: number;
}

/**
 * What the chat channel carries: a new message and a changed one (to every participant), a removed one,
 * a conversation read (to the reader's own tabs).
 */
export type ChatEvent =
  | { kind: 'message'; message: MessageView }
  | { kind: 'changed'; message: MessageView }
  | { kind: 'removed'; conversation: string; id: string }
  | { kind: 'read'; conversation: string };

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const DIRECT_ID = new RegExp(`^d\\.(${UUID})\\.(${UUID})$`);
const OBJECT_ID = new RegExp(`^o\\.(${UUID})$`);

/** The id of the direct conversation of two users (the same whoever starts it). */
export function directConversationId(a: string, b: string): string {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()].sort();
  return `d.${x}.${y}`;
}

/** The id of an object's conversation. */
export function objectConversationId(objectId: string): string {
  return `o.${objectId.toLowerCase()}`;
}

/** What a conversation id names, or null for an id that names nothing. */
export function parseConversationId(
  id: string,
): { kind: 'direct'; users: [string, string] } | { kind: 'object'; object: string } | null {
  const direct = DIRECT_ID.exec(id);
  if (direct && direct[1]! < direct[2]!) return { kind: 'direct', users: [direct[1]!, direct[2]!] };
  const object = OBJECT_ID.exec(id);
  if (object) return { kind: 'object', object: object[1]! };
  return null;
}
