import { apiRequest, replyDone, replyJson, type HttpClient } from '@ontobench/sdk';
import {
  CHAT_API,
  type ChatUser,
  type ConversationView,
  type MessagePage,
  type MessageView,
  type UnreadTotal,
} from '../../common/chat/api.ts';

const at = (id: string) => encodeURIComponent(id);

/** The unread messages of all the user's conversations (the top bar's counter). */
export async function unreadTotal(http: HttpClient, signal?: AbortSignal): Promise<number> {
  return (await replyJson<UnreadTotal>(await apiRequest(http, 'GET', CHAT_API.unread, undefined, signal))).total;
}

/** The user's conversations, newest message first, with their unread counts. */
export async function listConversations(http: HttpClient, signal?: AbortSignal): Promise<ConversationView[]> {
  return replyJson<ConversationView[]>(await apiRequest(http, 'GET', CHAT_API.conversations, undefined, signal));
}

/** One conversation (a 404, NotFoundError, when the user may not take part in it). */
export async function getConversation(http: HttpClient, id: string, signal?: AbortSignal): Promise<ConversationView> {
  return replyJson<ConversationView>(await apiRequest(http, 'GET', CHAT_API.conversation(at(id)), undefined, signal));
}

/** The users one may start a direct conversation with. */
export async function listUsers(http: HttpClient, signal?: AbortSignal): Promise<ChatUser[]> {
  return replyJson<ChatUser[]>(await apiRequest(http, 'GET', CHAT_API.users, undefined, signal));
}

/** The direct conversation with a user (made on first use). */
export async function startDirect(http: HttpClient, user: string): Promise<ConversationView> {
  return replyJson<ConversationView>(await apiRequest(http, 'POST', CHAT_API.direct, { user }));
}

/** A page of history, newest first, sent before `before` when given. */
export async function loadMessages(
  http: HttpClient,
  id: string,
  before?: string,
  signal?: AbortSignal,
): Promise<MessagePage> {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return replyJson<MessagePage>(
    await apiRequest(http, 'GET', `${CHAT_API.messages(at(id))}${query}`, undefined, signal),
  );
}

/** Sends a message; a refusal rejects with the server's Russian reason. */
export async function sendMessage(http: HttpClient, id: string, text: string): Promise<MessageView> {
  return replyJson<MessageView>(await apiRequest(http, 'POST', CHAT_API.messages(at(id)), { text }));
}

/** Marks everything in the conversation read by the user. */
export async function markRead(http: HttpClient, id: string): Promise<void> {
  await replyDone(await apiRequest(http, 'POST', CHAT_API.read(at(id))));
}

/** Changes the text of one's own message. */
export async function editMessage(http: HttpClient, id: string, text: string): Promise<MessageView> {
  return replyJson<MessageView>(await apiRequest(http, 'PATCH', CHAT_API.message(at(id)), { text }));
}

/** Removes a message (its author, or an administrator). */
export async function deleteMessage(http: HttpClient, id: string): Promise<void> {
  await replyDone(await apiRequest(http, 'DELETE', CHAT_API.message(at(id))));
}
