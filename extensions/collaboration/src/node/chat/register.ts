import { UUID_PATTERN } from '@ontobench/sdk/common';
import {
  HttpError,
  unrestrictedReader,
  type RouteRequest,
  type ServerExtensionContext,
  type UserContext,
} from '@ontobench/sdk/node';
import { CHAT_API, CHAT_CHANNEL, directConversationId, type ChatEvent, type ChatUser } from '../../common/chat/api.ts';
import { conversationFor, describe, mayTakePart, type Conversation } from './access.ts';
import { checkPage, checkText, checkUser } from './input.ts';
import {
  changeMessage,
  ensureMember,
  readMemberships,
  readMessage,
  readMessages,
  removeMessage,
  stamp,
  writeMessage,
} from './store.ts';
import { CHAT_TEXTS } from './texts.ts';
import { mentionedIn, readAccount, readAccounts } from './users.ts';
import { conversationView, userConversations } from './views.ts';

/** The longest piece of a message a mention's notice quotes. */
const NOTICE_QUOTE = 120;

/**
 * The chat's calls (common/chat/api.ts; issue 21 item 7). Every call first decides, as the signed-in
 * user, whether they may take part in the conversation (conversationFor: a direct one's two users, an
 * object's readers through the store's access rules); only then are messages and members read and written
 * with raised rights, since a message is its author's instance in the store.
 */
export function registerChat(ctx: ServerExtensionContext): void {
  const read = unrestrictedReader(ctx.data);
  const channel = ctx.channel<ChatEvent>(CHAT_CHANNEL);

  ctx.route('GET', CHAT_API.users, async (request) => {
    const user = await request.user();
    return (await readAccounts(read))
      .filter((a) => !a.suspended && a.id !== user.id)
      .map((a): ChatUser => ({ id: a.id, name: a.name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'ru'));
  });

  ctx.route('GET', CHAT_API.conversations, async (request) => userConversations(ctx, await request.user()));

  ctx.route('GET', CHAT_API.unread, async (request) => {
    const views = await userConversations(ctx, await request.user());
    return { total: views.reduce((sum, v) => sum + v.unread, 0) };
  });

  ctx.route('POST', CHAT_API.direct, async (request) => {
    const user = await request.user();
    const peerId = checkUser(request.body);
    if (peerId === user.id) throw new HttpError(400, CHAT_TEXTS.withYourself);
    const peer = await readAccount(read, peerId);
    if (!peer || peer.suspended) throw new HttpError(404, CHAT_TEXTS.userNotFound);
    const conversation = await conversationFor(ctx, user, directConversationId(user.id, peerId));
    await ensureMember(ctx, user, conversation.id, user.id);
    return conversationView(ctx, user, conversation);
  });

  ctx.route('GET', CHAT_API.conversation(':id'), async (request) => {
    const user = await request.user();
    return conversationView(ctx, user, await conversationFor(ctx, user, request.params.id ?? ''));
  });

  ctx.route('GET', CHAT_API.messages(':id'), async (request) => {
    const user = await request.user();
    const conversation = await conversationFor(ctx, user, request.params.id ?? '');
    const page = checkPage(request);
    return readMessages(read, conversation.id, page.limit, page.before);
  });

  ctx.route('POST', CHAT_API.messages(':id'), async (request) => {
    const user = await request.user();
    const conversation = await conversationFor(ctx, user, request.params.id ?? '');
    const text = checkText(request.body);
    if (conversation.kind === 'direct' && conversation.peer.suspended)
      throw new HttpError(400, CHAT_TEXTS.peerSuspended);
    const last = (await readMessages(read, conversation.id, 1)).messages[0];
    const message = await writeMessage(ctx, user, conversation.id, text, stamp(last?.sentAt));
    await ensureMember(ctx, user, conversation.id, user.id, message.sentAt);
    if (conversation.kind === 'direct') await ensureMember(ctx, user, conversation.id, conversation.peer.id);
    const mentioned = await notifyMentions(ctx, user, conversation, text);
    channel.toUsers(await audience(ctx, conversation, user, mentioned), { kind: 'message', message });
    return message;
  });

  /** The message of the path, in a conversation the user takes part in, else a 404 (unseen and missing alike). */
  const visibleMessage = async (request: RouteRequest, user: UserContext) => {
    const id = (request.params.id ?? '').toLowerCase();
    const message = UUID_PATTERN.test(id) ? await readMessage(read, id) : null;
    if (!message) throw new HttpError(404, CHAT_TEXTS.messageNotFound);
    const conversation = await conversationFor(ctx, user, message.conversation).catch(() => {
      throw new HttpError(404, CHAT_TEXTS.messageNotFound);
    });
    return { message, conversation };
  };

  ctx.route('PATCH', CHAT_API.message(':id'), async (request) => {
    const user = await request.user();
    const { message, conversation } = await visibleMessage(request, user);
    if (message.author.id !== user.id) throw new HttpError(403, CHAT_TEXTS.onlyAuthorEdits);
    const changed = await changeMessage(ctx, user, message, checkText(request.body));
    channel.toUsers(await audience(ctx, conversation, user, []), { kind: 'changed', message: changed });
    return changed;
  });

  ctx.route('DELETE', CHAT_API.message(':id'), async (request) => {
    const user = await request.user();
    const { message, conversation } = await visibleMessage(request, user);
    if (message.author.id !== user.id && !user.isAdmin) throw new HttpError(403, CHAT_TEXTS.onlyAuthorRemoves);
    await removeMessage(ctx, user, message.id);
    const removed = { kind: 'removed' as const, conversation: conversation.id, id: message.id };
    channel.toUsers(await audience(ctx, conversation, user, []), removed);
    return undefined;
  });

  ctx.route('POST', CHAT_API.read(':id'), async (request) => {
    const user = await request.user();
    const conversation = await conversationFor(ctx, user, request.params.id ?? '');
    const last = (await readMessages(read, conversation.id, 1)).messages[0];
    await ensureMember(ctx, user, conversation.id, user.id, stamp(last?.sentAt));
    // The user's other tabs lower their counters too.
    channel.toUsers([user.id], { kind: 'read', conversation: conversation.id });
    return undefined;
  });
}

/**
 * Who hears a new message at once: the conversation's members who still may take part (a direct one's
 * two users; an object's members who still read it), the author's other tabs, and the users just mentioned.
 */
async function audience(
  ctx: ServerExtensionContext,
  conversation: Conversation,
  author: UserContext,
  mentioned: readonly string[],
): Promise<string[]> {
  if (conversation.kind === 'direct') return [...conversation.users];
  const read = unrestrictedReader(ctx.data);
  const members = (await readMemberships(read, { conversation: conversation.id })).map((m) => m.user);
  const others = [...new Set(members)].filter((id) => id !== author.id && !mentioned.includes(id));
  const checked = await Promise.all(
    others.map(async (id) => {
      const account = await readAccount(read, id);
      return account && !account.suspended && (await mayTakePart(ctx, account, conversation)) ? id : null;
    }),
  );
  return [author.id, ...mentioned, ...checked.filter((id): id is string => id !== null)];
}

/**
 * Gives each user the text mentions (`@` + their name) a notice (the shell's FRONTEND_USER_NOTIFICATION,
 * shown whether the chat is open or not) and makes them a member, so the conversation is in their list
 * with its unread count. Only users who may take part hear of it: a mention never opens a conversation.
 */
async function notifyMentions(
  ctx: ServerExtensionContext,
  author: UserContext,
  conversation: Conversation,
  text: string,
): Promise<string[]> {
  if (!text.includes('@')) return [];
  const candidates = mentionedIn(text, await readAccounts(unrestrictedReader(ctx.data)), author.id);
  const allowed = (
    await Promise.all(candidates.map(async (a) => ((await mayTakePart(ctx, a, conversation)) ? a : null)))
  ).filter((a) => a !== null);
  if (allowed.length === 0) return [];
  for (const account of allowed) await ensureMember(ctx, author, conversation.id, account.id);
  const quote = text.length > NOTICE_QUOTE ? `${text.slice(0, NOTICE_QUOTE)}…` : text;
  const title = conversation.kind === 'direct' ? author.name : describe(conversation).title;
  await ctx.notifier.notifyUsers(
    allowed.map((a) => a.id),
    { message: CHAT_TEXTS.mention(author.name, title, quote), type: 'info', timeout: 8000 },
  );
  return allowed.map((a) => a.id);
}
