import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { CHANNEL_MESSAGE, CLASS, FRONTEND_USER_NOTIFICATION, PROP, type ChannelMessage } from '@ontobench/core/common';
import { ensureUser } from '@ontobench/core/node';
import collaboration from '@ontobench/ext-collaboration/node';
import {
  CHAT_API,
  directConversationId,
  objectConversationId,
  type ChatEvent,
  type ChatUser,
  type ConversationView,
  type MessagePage,
  type MessageView,
} from '../../extensions/collaboration/src/common/chat/api.ts';
import { ADMIN, ALICE, BOB, PASSWORD, startTestServer, tableCounts, type Client, type TestServer } from './harness.ts';
import { openSocket } from './realtime-support.ts';

/**
 * Issue 21 item 7 (the chat; shell.md §2 "chat drawer (only where the chat section is accessible)") on a
 * real server and database: direct and object conversations, history paged newest first, the access rule
 * (who reads the object reads and writes its conversation, checked on the server), unread counts and
 * read marks, mentions as the shell's FRONTEND_USER_NOTIFICATION (shell.md §7), live messages over the
 * area's channel `collaboration/chat`.
 */
const CAROL = 'carol@chat.test';
const DAVE = 'dave@chat.test';
let t: TestServer;
let alice: Client;
let bob: Client;
let carol: Client;
let admin: Client;
let daveId = '';
/** Alice's private tag (only she and administrators read it) and one shared with Bob's role. */
let privateObject = '';
let sharedObject = '';

const api = (path: string) => `/api/${path}`;
async function call<T>(c: Client, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const r = await c.request(method, api(path), body);
  const text = await r.text();
  return { status: r.status, body: (text ? JSON.parse(text) : null) as T };
}
const ok = async <T>(reply: Promise<{ status: number; body: T }>, status = 200): Promise<T> => {
  const r = await reply;
  expect([r.status, r.body]).toEqual([status, expect.anything()]);
  return r.body;
};
const send = (c: Client, id: string, text: unknown) => call<MessageView>(c, 'POST', CHAT_API.messages(id), { text });
const history = (c: Client, id: string, query = '') => call<MessagePage>(c, 'GET', `${CHAT_API.messages(id)}${query}`);
const unread = async (c: Client) => (await ok(call<{ total: number }>(c, 'GET', CHAT_API.unread))).total;
const conversations = (c: Client) => ok(call<ConversationView[]>(c, 'GET', CHAT_API.conversations));
const markRead = (c: Client, id: string) => call(c, 'POST', CHAT_API.read(id));
const set = async (c: Client, data: unknown[]) => expect((await c.data({ act: 'set_data', data })).status).toBe(200);

beforeAll(async () => {
  t = await startTestServer([collaboration]);
  await ensureUser(t.temp.store, { email: CAROL, password: PASSWORD, fullName: 'Каролева Карина', isAdmin: false });
  await ensureUser(t.temp.store, { email: DAVE, password: PASSWORD, fullName: 'Давыдов Денис', isAdmin: false });
  [alice, bob, carol, admin] = await Promise.all([t.signIn(ALICE), t.signIn(BOB), t.signIn(CAROL), t.signIn(ADMIN)]);
  daveId = (await t.signIn(DAVE)).userId;
  const [role, membership] = [randomUUID(), randomUUID()];
  [privateObject, sharedObject] = [randomUUID(), randomUUID()];
  await set(admin, [
    { op: 'new', class: CLASS.Role, name: 'Рецензенты', inst: role },
    { op: 'new', class: CLASS.Assignment, name: 'членство', inst: membership },
    { op: 'upd', inst: membership, prop: PROP.role, val: role },
    { op: 'upd', inst: membership, prop: PROP.user, val: bob.userId },
    { op: 'upd', inst: daveId, prop: PROP.accessSuspended, val: true },
  ]);
  await set(alice, [
    { op: 'new', class: CLASS.Tag, name: 'Личное', inst: privateObject },
    { op: 'upd', inst: privateObject, prop: PROP.color, val: '#0f6cbd' },
    { op: 'new', class: CLASS.Tag, name: 'Общее', inst: sharedObject },
    { op: 'upd', inst: sharedObject, prop: PROP.color, val: '#107c10' },
    { op: 'upd', inst: sharedObject, prop: PROP.availableToRoles, val: [role] },
  ]);
}, 60_000);
afterAll(() => t?.close());

describe('direct conversations', () => {
  it('lists the users one may write to: active ones, not oneself', async () => {
    const users = await ok(call<ChatUser[]>(alice, 'GET', CHAT_API.users));
    const ids = users.map((u) => u.id);
    expect(ids).toEqual(expect.arrayContaining([bob.userId, carol.userId, admin.userId]));
    expect(ids).not.toContain(alice.userId);
    expect(ids).not.toContain(daveId);
  });

  it('starts a conversation with a user; the same id whoever starts it', async () => {
    const view = await ok(call<ConversationView>(alice, 'POST', CHAT_API.direct, { user: bob.userId }));
    expect(view).toMatchObject({
      id: directConversationId(alice.userId, bob.userId),
      kind: 'direct',
      title: 'Бобров Борис Иванович',
      peer: { id: bob.userId },
      unread: 0,
      last: null,
    });
    const fromBob = await ok(
      call<ConversationView>(bob, 'POST', CHAT_API.direct, { user: alice.userId.toUpperCase() }),
    );
    expect(fromBob.id).toBe(view.id);
  });

  it('refuses a bad, unknown or suspended user and oneself, writing nothing', async () => {
    const before = await tableCounts(t.temp);
    const start = (user: unknown) => call<{ error: string }>(alice, 'POST', CHAT_API.direct, { user });
    expect(await start('not-an-id')).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('Укажите') },
    });
    expect((await start(alice.userId)).status).toBe(400);
    expect(await start(randomUUID())).toMatchObject({
      status: 404,
      body: { error: expect.stringMatching(/не найден/) },
    });
    expect((await start(daveId)).status).toBe(404);
    expect((await call(alice, 'POST', CHAT_API.direct, [])).status).toBe(400);
    expect(await tableCounts(t.temp)).toEqual(before);
  });

  it('sends and reads history, newest first, paged with before', async () => {
    const id = directConversationId(alice.userId, carol.userId);
    const sent: MessageView[] = [];
    for (const text of ['раз', 'два', 'три', 'четыре', 'пять'])
      sent.push(await ok(send(text === 'три' ? carol : alice, id, `  ${text}  `)));
    expect(sent[0]).toMatchObject({ conversation: id, text: 'раз', author: { id: alice.userId } });
    expect(sent[2]!.author).toEqual({ id: carol.userId, name: 'Каролева Карина' });
    const first = await ok(history(carol, id, '?limit=2'));
    expect(first.messages.map((m) => m.text)).toEqual(['пять', 'четыре']);
    expect(first.more).toBe(true);
    const rest = await ok(history(carol, id, `?limit=10&before=${encodeURIComponent(first.messages[1]!.sentAt)}`));
    expect(rest.messages.map((m) => m.text)).toEqual(['три', 'два', 'раз']);
    expect(rest.more).toBe(false);
    expect((await history(carol, id, '?limit=0')).status).toBe(400);
    expect((await history(carol, id, '?before=yesterday')).status).toBe(400);
  });

  it('a third user cannot read or write a direct conversation: 404', async () => {
    const id = directConversationId(alice.userId, carol.userId);
    expect((await history(bob, id)).status).toBe(404);
    expect((await send(bob, id, 'подслушал')).status).toBe(404);
    expect((await call(bob, 'GET', CHAT_API.conversation(id))).status).toBe(404);
    expect((await markRead(bob, id)).status).toBe(404);
    // Administrators see all objects, not other people's direct conversations.
    expect((await history(admin, id)).status).toBe(404);
    expect((await history(alice, 'd.nonsense')).status).toBe(404);
  });

  it('refuses an empty or too long text (1–4000 once trimmed) with a Russian reason, writing nothing', async () => {
    const id = directConversationId(alice.userId, carol.userId);
    const before = await tableCounts(t.temp);
    const empty = await send(alice, id, '   \n ');
    expect(empty).toMatchObject({ status: 400, body: { error: 'Текст сообщения: от 1 до 4000 символов' } });
    expect((await send(alice, id, 'x'.repeat(4001))).status).toBe(400);
    expect((await send(alice, id, 42)).status).toBe(400);
    expect(await tableCounts(t.temp)).toEqual(before);
    expect((await send(alice, id, ` ${'я'.repeat(4000)} `)).status).toBe(200);
  });

  it('refuses to write to a suspended user', async () => {
    const id = directConversationId(alice.userId, daveId);
    expect((await send(alice, id, 'привет')).status).toBe(400);
  });
});

describe('editing and removing a message', () => {
  it('its author changes the text (marked edited); others may not (403); bad text 400; a stranger 404', async () => {
    const id = directConversationId(alice.userId, carol.userId);
    const sent = await ok(send(alice, id, 'черновик'));
    const edit = (c: Client, body: unknown) =>
      call<MessageView & { error?: string }>(c, 'PATCH', CHAT_API.message(sent.id), body);
    const changed = await ok(edit(alice, { text: '  исправлено  ' }));
    expect(changed).toMatchObject({ id: sent.id, text: 'исправлено', sentAt: sent.sentAt });
    expect(Date.parse(changed.editedAt ?? '')).not.toBeNaN();
    expect((await ok(history(carol, id, '?limit=1'))).messages[0]).toMatchObject({
      text: 'исправлено',
      editedAt: changed.editedAt,
    });
    expect(await edit(carol, { text: 'чужое' })).toMatchObject({
      status: 403,
      body: { error: 'Изменить сообщение может только его автор' },
    });
    expect((await edit(alice, { text: ' ' })).status).toBe(400);
    expect((await edit(bob, { text: 'x' })).status).toBe(404);
    expect((await call(alice, 'PATCH', CHAT_API.message(randomUUID()), { text: 'x' })).status).toBe(404);
    expect((await ok(history(carol, id, '?limit=1'))).messages[0]!.text).toBe('исправлено');
  });

  it('its author (or an administrator reading the conversation) removes it; the other party may not', async () => {
    const id = objectConversationId(sharedObject);
    const sent = await ok(send(alice, id, 'удалю'));
    const remove = (c: Client) => call<{ error?: string }>(c, 'DELETE', CHAT_API.message(sent.id));
    expect((await remove(bob)).status).toBe(403);
    expect((await remove(carol)).status).toBe(404);
    expect((await remove(alice)).status).toBe(204);
    expect((await ok(history(bob, id))).messages.map((m) => m.id)).not.toContain(sent.id);
    expect((await remove(alice)).status).toBe(404);
    const other = await ok(send(bob, id, 'уберёт администратор'));
    expect((await call(admin, 'DELETE', CHAT_API.message(other.id))).status).toBe(204);
  });
});

describe('unread counts and read marks', () => {
  it('counts the messages of others per conversation and in total; reading marks them read, for good', async () => {
    const id = directConversationId(bob.userId, carol.userId);
    const before = await unread(carol);
    await ok(send(bob, id, 'первое'));
    await ok(send(bob, id, 'второе'));
    expect(await unread(carol)).toBe(before + 2);
    expect(await unread(bob)).toBe(0);
    const mine = (await conversations(carol)).find((c) => c.id === id);
    expect(mine).toMatchObject({ unread: 2, title: 'Бобров Борис Иванович', last: { text: 'второе' } });
    expect((await markRead(carol, id)).status).toBe(204);
    expect((await conversations(carol)).find((c) => c.id === id)?.unread).toBe(0);
    expect(await unread(carol)).toBe(before);
    // Stored per user: a new sign-in (a reload) sees the same.
    expect(await unread(await t.signIn(CAROL))).toBe(before);
    await ok(send(bob, id, 'третье'));
    expect((await conversations(carol)).find((c) => c.id === id)?.unread).toBe(1);
  });

  it('lists conversations newest message first', async () => {
    const list = await conversations(carol);
    const times = list.map((c) => c.last?.sentAt ?? '');
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe("an object's conversation", () => {
  it('whoever reads the object reads and writes its conversation', async () => {
    const id = objectConversationId(sharedObject);
    const view = await ok(call<ConversationView>(bob, 'GET', CHAT_API.conversation(id)));
    expect(view).toMatchObject({ kind: 'object', title: 'Общее', object: { id: sharedObject, classId: CLASS.Tag } });
    await ok(send(alice, id, 'Обсудим тег'));
    await ok(send(bob, id, 'Согласен'));
    const page = await ok(history(alice, id));
    expect(page.messages.map((m) => m.text)).toEqual(['Согласен', 'Обсудим тег']);
    expect((await conversations(alice)).find((c) => c.id === id)?.unread).toBe(1);
  });

  it('a stranger cannot read an object’s conversation nor post to it: 404, nothing written', async () => {
    const id = objectConversationId(privateObject);
    await ok(send(alice, id, 'только для меня'));
    const before = await tableCounts(t.temp);
    for (const stranger of [bob, carol]) {
      expect((await history(stranger, id)).status).toBe(404);
      expect(await send(stranger, id, 'можно?')).toMatchObject({ status: 404, body: { error: 'Беседа не найдена' } });
      expect((await call(stranger, 'GET', CHAT_API.conversation(id))).status).toBe(404);
      expect((await markRead(stranger, id)).status).toBe(404);
    }
    expect(await tableCounts(t.temp)).toEqual(before);
    // An object that does not exist looks the same; administrators read every object.
    expect((await history(bob, objectConversationId(randomUUID()))).status).toBe(404);
    expect((await ok(history(admin, id))).messages.map((m) => m.text)).toEqual(['только для меня']);
  });

  it('a mention of a user who cannot read the object gives them nothing', async () => {
    const id = objectConversationId(privateObject);
    const before = await unread(carol);
    await ok(send(alice, id, '@Каролева Карина посмотри'));
    expect(await unread(carol)).toBe(before);
    expect((await conversations(carol)).some((c) => c.id === id)).toBe(false);
  });
});

describe('realtime: collaboration/chat and mentions', () => {
  const sockets: Socket[] = [];
  afterAll(() => sockets.forEach((s) => s.disconnect()));
  async function listen(client: Client) {
    const socket = await openSocket(t.url, client, sockets);
    const heard: ChatEvent[] = [];
    const notices: { message: string; users: string[] }[] = [];
    socket.on(
      CHANNEL_MESSAGE,
      (m: ChannelMessage<ChatEvent>) => m.channel === 'collaboration/chat' && heard.push(m.message),
    );
    socket.on(FRONTEND_USER_NOTIFICATION, (n: { message: string; users: string[] }) => notices.push(n));
    return { heard, notices };
  }

  it('a message reaches both users of a direct conversation at once (every tab), and nobody else', async () => {
    const [aliceTab1, aliceTab2, bobTab, carolTab] = await Promise.all([
      listen(alice),
      listen(alice),
      listen(bob),
      listen(carol),
    ]);
    const id = directConversationId(alice.userId, bob.userId);
    const sent = await ok(send(alice, id, 'Живое сообщение'));
    for (const tab of [aliceTab1, aliceTab2, bobTab])
      await expect.poll(() => tab.heard, { timeout: 5_000 }).toContainEqual({ kind: 'message', message: sent });
    await new Promise((r) => setTimeout(r, 300));
    expect(carolTab.heard).toEqual([]);
    // Reading tells the reader's own tabs, so their counters fall everywhere.
    await markRead(bob, id);
    await expect.poll(() => bobTab.heard, { timeout: 5_000 }).toContainEqual({ kind: 'read', conversation: id });
  });

  it('an edit and a removal reach the other party live', async () => {
    const bobTab = await listen(bob);
    const id = directConversationId(alice.userId, bob.userId);
    const sent = await ok(send(alice, id, 'до правки'));
    const changed = await ok(call<MessageView>(alice, 'PATCH', CHAT_API.message(sent.id), { text: 'после правки' }));
    await expect.poll(() => bobTab.heard, { timeout: 5_000 }).toContainEqual({ kind: 'changed', message: changed });
    expect((await call(alice, 'DELETE', CHAT_API.message(sent.id))).status).toBe(204);
    await expect
      .poll(() => bobTab.heard, { timeout: 5_000 })
      .toContainEqual({ kind: 'removed', conversation: id, id: sent.id });
  });

  it('a mention gives the mentioned user a notice on their sockets, and adds the conversation to their list', async () => {
    const [bobTab, carolTab] = await Promise.all([listen(bob), listen(carol)]);
    const id = objectConversationId(sharedObject);
    await ok(send(alice, id, 'Нужен взгляд: @бобров борис иванович, проверьте'));
    await expect
      .poll(() => bobTab.notices, { timeout: 5_000 })
      .toContainEqual(
        expect.objectContaining({
          users: [bob.userId],
          message: expect.stringContaining('Алисова Алиса Петровна упоминает вас в чате «Общее»'),
        }),
      );
    await expect
      .poll(() => bobTab.heard.map((e) => e.kind === 'message' && e.message.text), { timeout: 5_000 })
      .toContain('Нужен взгляд: @бобров борис иванович, проверьте');
    expect(carolTab.notices).toEqual([]);
  });
});
