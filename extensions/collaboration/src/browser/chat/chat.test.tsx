import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Services, type HttpClient } from '@ontobench/sdk';
import {
  PluginTestRoot,
  createPluginTestKernel,
  disableWebAnimations,
  loadExtensionTexts,
  realtimeFake,
} from '@ontobench/sdk/testing';
import type { ChatEvent, ConversationView, MessageView } from '../../common/chat/api.ts';
import collaboration from '../index.ts';
import { badgeText, chatAccessible } from './access.ts';
import { ChatButton } from './components/ChatButton.tsx';
import ChatPage from './pages/ChatPage.tsx';
import { labels as labelsEn } from './i18n/labels.en.ts';
import { labels as labelsRu } from './i18n/labels.ru.ts';
import { pages as pagesEn } from './i18n/pages.en.ts';
import { pages as pagesRu } from './i18n/pages.ru.ts';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

const BOB = { id: '22222222-2222-4222-8222-222222222222', name: 'Бобров Борис' };
const CONVERSATION = 'd.11111111-1111-4111-8111-111111111111.22222222-2222-4222-8222-222222222222';
const message = (n: number, text: string, author = BOB): MessageView => ({
  id: `m${n}`,
  conversation: CONVERSATION,
  author,
  text,
  sentAt: new Date(Date.UTC(2026, 10, 29, 10, n)).toISOString(),
});
const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

interface Asked {
  method: string;
  url: string;
  body: unknown;
}

/** A fake chat server: one direct conversation with Bob, its messages and read marks. */
function fakeServer(options: { failList?: boolean; empty?: boolean } = {}) {
  const state = { unread: 2, messages: [message(1, 'Привет'), message(2, 'Как дела?')] };
  const view = (): ConversationView => ({
    id: CONVERSATION,
    kind: 'direct',
    title: BOB.name,
    peer: BOB,
    unread: state.unread,
    last: state.messages.at(-1) ?? null,
  });
  const asked: Asked[] = [];
  const reply = (call: Asked): Response => {
    const path = call.url.replace(/^\/api\//, '').split('?')[0]!;
    if (path === 'collaboration/chat/unread') return json({ total: state.unread });
    if (path === 'collaboration/chat/conversations')
      return options.failList ? json({ error: 'сбой' }, 500) : json(options.empty ? [] : [view()]);
    if (path === 'collaboration/chat/users') return json([BOB]);
    if (path === 'collaboration/chat/direct') return json(view());
    const id = encodeURIComponent(CONVERSATION);
    if (path === `collaboration/chat/conversations/${id}`) return json(view());
    if (path === `collaboration/chat/conversations/${id}/messages` && call.method === 'GET')
      return json({ messages: [...state.messages].reverse(), more: false });
    if (path === `collaboration/chat/conversations/${id}/messages`) {
      const sent = message(9, (call.body as { text: string }).text, { id: 'test-user', name: 'Тестов Тест' });
      state.messages.push(sent);
      return json(sent);
    }
    const own = /^collaboration\/chat\/messages\/(m\d+)$/.exec(path);
    if (own && call.method === 'PATCH') {
      const changed = {
        ...state.messages.find((m) => m.id === own[1])!,
        text: (call.body as { text: string }).text,
        editedAt: new Date().toISOString(),
      };
      state.messages = state.messages.map((m) => (m.id === changed.id ? changed : m));
      return json(changed);
    }
    if (own && call.method === 'DELETE') {
      state.messages = state.messages.filter((m) => m.id !== own[1]);
      return json(undefined, 204);
    }
    if (path === `collaboration/chat/conversations/${id}/read`) {
      state.unread = 0;
      return json(undefined, 204);
    }
    return json({ error: 'нет' }, 404);
  };
  return { state, asked, reply };
}

async function showButton(
  server = fakeServer(),
  user: { disabledRoutes?: string[]; hiddenComponents?: string[] } = {},
  locale: 'ru' | 'en' = 'ru',
  blockedRoutes?: string[],
  node: ReactNode = <ChatButton />,
) {
  const kernel = createPluginTestKernel({ locale, user, blockedRoutes });
  kernel.bind(Services.Http, {
    request: async (url: string, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      server.asked.push(call);
      return server.reply(call);
    },
  } as unknown as HttpClient);
  const realtime = realtimeFake();
  kernel.bind(Services.Realtime, realtime.service);
  kernel.host.install(collaboration);
  await loadExtensionTexts(kernel, 'collaboration');
  render(
    <PluginTestRoot kernel={kernel} extensionId="collaboration">
      {node}
    </PluginTestRoot>,
  );
  const emit = (event: ChatEvent) => act(() => realtime.send('collaboration/chat', event));
  return { kernel, server, emit };
}

describe('the chat button (issue 21 item 7; shell.md §2 "chat drawer")', () => {
  it('shows the unread total and raises it on a chat event, without a reload', async () => {
    const { server, emit } = await showButton();
    expect((await screen.findByTestId('chat-unread')).textContent).toBe('2');
    server.state.unread = 3;
    emit({ kind: 'message', message: message(3, 'ещё') });
    await waitFor(() => expect(screen.getByTestId('chat-unread').textContent).toBe('3'));
  });

  it('is not shown where the chat section is not accessible', async () => {
    await showButton(fakeServer(), { disabledRoutes: ['/chat'] });
    expect(screen.queryByTestId('chat-button')).toBeNull();
    cleanup();
    await showButton(fakeServer(), { hiddenComponents: ['chat'] });
    expect(screen.queryByTestId('chat-button')).toBeNull();
    cleanup();
    // The host's blocked list (shell.md §6) is the route guard's: the button asks it too.
    await showButton(fakeServer(), {}, 'ru', ['/chat']);
    expect(screen.queryByTestId('chat-button')).toBeNull();
    cleanup();
    await showButton(fakeServer(), {}, 'ru', ['/elsewhere']);
    expect(await screen.findByTestId('chat-button')).toBeTruthy();
    expect(chatAccessible(undefined)).toBe(false);
    expect([badgeText(0), badgeText(5), badgeText(120)]).toEqual(['', '5', '99+']);
  });

  it('goes into the top bar when the area activates, and leaves with it', async () => {
    const { kernel } = await showButton();
    const slots = kernel.get(Services.Slots);
    await kernel.host.activate('collaboration');
    await waitFor(() => expect(slots.appBar.all.map((i) => i.id)).toEqual(['collaboration.chat']));
    await kernel.host.disable('collaboration');
    expect(slots.appBar.all).toHaveLength(0);
  });
});

describe('the chat drawer', () => {
  it('lists conversations with unread badges, opens one, marks it read, sends with Enter, receives live, closes with Esc', async () => {
    const { server, emit } = await showButton();
    fireEvent.click(await screen.findByTestId('chat-button'));
    const drawer = await screen.findByTestId('chat-drawer');
    const row = await within(drawer).findByTestId(`chat-conversation-${CONVERSATION}`);
    expect(row.textContent).toContain('Бобров Борис');
    expect(within(row).getByTestId('chat-badge').textContent).toBe('2');
    fireEvent.click(row);
    await waitFor(() => expect(screen.getAllByTestId('chat-message').map((m) => m.textContent)).toHaveLength(2));
    expect(screen.getAllByTestId('chat-message')[0]!.textContent).toContain('Привет');
    await waitFor(() => expect(server.asked.some((a) => a.method === 'POST' && a.url.endsWith('/read'))).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('chat-unread')).toBeNull());

    const input = screen.getByTestId('chat-input');
    fireEvent.change(input, { target: { value: 'строка' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(server.asked.filter((a) => a.method === 'POST' && a.url.endsWith('/messages'))).toHaveLength(0);
    fireEvent.change(input, { target: { value: '  Всё хорошо  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(3));
    expect(server.asked.find((a) => a.method === 'POST' && a.url.endsWith('/messages'))?.body).toEqual({
      text: 'Всё хорошо',
    });
    expect((input as HTMLTextAreaElement).value).toBe('');

    emit({ kind: 'message', message: message(5, 'Живое ответное') });
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(4));
    fireEvent.keyDown(screen.getByTestId('chat-input'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('chat-drawer')).toBeNull());
  });

  it('shows the server’s reason when a message is refused, and keeps the text', async () => {
    const server = fakeServer();
    const reply = server.reply;
    server.reply = (call) =>
      call.method === 'POST' && call.url.endsWith('/messages')
        ? json({ error: 'Текст сообщения: от 1 до 4000 символов' }, 400)
        : reply(call);
    await showButton(server);
    fireEvent.click(await screen.findByTestId('chat-button'));
    fireEvent.click(await screen.findByTestId(`chat-conversation-${CONVERSATION}`));
    const input = await screen.findByTestId('chat-input');
    fireEvent.change(input, { target: { value: 'текст' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('Текст сообщения: от 1 до 4000 символов')).toBeTruthy();
    expect((input as HTMLTextAreaElement).value).toBe('текст');
  });

  it('edits one’s own message in place (Enter saves, Esc cancels), deletes after a confirm, follows others’ edits live', async () => {
    const { server, emit } = await showButton();
    fireEvent.click(await screen.findByTestId('chat-button'));
    fireEvent.click(await screen.findByTestId(`chat-conversation-${CONVERSATION}`));
    const input = await screen.findByTestId('chat-input');
    fireEvent.change(input, { target: { value: 'моё' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(3));
    // Only one's own message has the edit button.
    expect(screen.getAllByTestId('chat-message-edit')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('chat-message-edit'));
    const draft = screen.getByTestId('chat-message-draft');
    fireEvent.keyDown(draft, { key: 'Escape' });
    expect(screen.queryByTestId('chat-message-draft')).toBeNull();
    expect(screen.getByTestId('chat-drawer')).toBeTruthy();
    fireEvent.click(screen.getByTestId('chat-message-edit'));
    fireEvent.change(screen.getByTestId('chat-message-draft'), { target: { value: 'моё, исправлено' } });
    fireEvent.keyDown(screen.getByTestId('chat-message-draft'), { key: 'Enter' });
    await waitFor(() => expect(screen.getAllByTestId('chat-message')[2]!.textContent).toContain('моё, исправлено'));
    // The text shows at once; «изменено» with the server's answer (its editedAt).
    await waitFor(() => expect(screen.getAllByTestId('chat-message')[2]!.textContent).toContain('изменено'));

    emit({ kind: 'changed', message: { ...message(1, 'Привет (исправлено)'), editedAt: new Date().toISOString() } });
    await waitFor(() => expect(screen.getAllByTestId('chat-message')[0]!.textContent).toContain('Привет (исправлено)'));
    emit({ kind: 'removed', conversation: CONVERSATION, id: 'm2' });
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(2));

    fireEvent.click(screen.getByTestId('chat-message-delete'));
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(1));
    expect(server.asked.some((a) => a.method === 'DELETE' && a.url.endsWith('/messages/m9'))).toBe(true);
  });

  it('starts a direct conversation by picking a user', async () => {
    const { server } = await showButton();
    fireEvent.click(await screen.findByTestId('chat-button'));
    fireEvent.click(await screen.findByTestId('chat-new'));
    fireEvent.change(await screen.findByTestId('chat-user-search'), { target: { value: 'боб' } });
    fireEvent.click(await screen.findByTestId(`chat-user-${BOB.id}`));
    await waitFor(() => expect(screen.getByTestId('chat-conversation-title').textContent).toBe('Бобров Борис'));
    expect(server.asked.find((a) => a.url.endsWith('/chat/direct'))?.body).toEqual({ user: BOB.id });
  });

  it('shows the empty state, and the error state with a retry', async () => {
    await showButton(fakeServer({ empty: true }));
    fireEvent.click(await screen.findByTestId('chat-button'));
    expect((await screen.findByTestId('chat-list-empty')).textContent).toContain('Бесед пока нет');
    cleanup();
    await showButton(fakeServer({ failList: true }), {}, 'en');
    fireEvent.click(await screen.findByTestId('chat-button'));
    const failed = await screen.findByTestId('chat-list-failed');
    expect(failed.textContent).toContain('Could not load the conversations');
    expect(within(failed).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('texts', () => {
  it('English has every Russian key and no other', () => {
    expect(Object.keys(labelsEn)).toEqual(Object.keys(labelsRu));
    expect(Object.keys(pagesEn)).toEqual(Object.keys(pagesRu));
  });
});

describe('the /chat page', () => {
  it('keeps the list and opens the chosen conversation beside it, marked as current', async () => {
    await showButton(fakeServer(), {}, 'ru', undefined, <ChatPage />);
    expect((await screen.findByTestId('chat-pick-hint')).textContent).toBe('Выберите беседу слева или начните новую.');
    fireEvent.click(await screen.findByTestId(`chat-conversation-${CONVERSATION}`));
    await waitFor(() => expect(screen.getByTestId('chat-conversation-title').textContent).toBe('Бобров Борис'));
    expect(screen.getByTestId(`chat-conversation-${CONVERSATION}`).getAttribute('aria-current')).toBe('true');
    expect(screen.queryByTestId('chat-pick-hint')).toBeNull();
    fireEvent.click(screen.getByTestId('chat-new'));
    expect(await screen.findByTestId('chat-user-search')).toBeTruthy();
    expect(screen.getByTestId('chat-list')).toBeTruthy();
  });
});
