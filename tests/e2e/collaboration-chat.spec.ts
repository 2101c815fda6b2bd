import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, secondBrowser, signInWithToken, test } from './fixtures.ts';
import { makeOntology } from './ontology-data.ts';

/**
 * Issue 21 item 7 in the real product (shell.md §2 "chat drawer (only where the chat section is
 * accessible)"; §7 FRONTEND_USER_NOTIFICATION): two users in two browsers chat live. A writes to B; B's
 * counter in the top bar rises without a reload; B opens the conversation, reads it (the counter goes),
 * answers, and A sees the answer at once; a mention of B gives B a notice while B's drawer is closed.
 */
test.use({ account: 'fresh', viewport: { width: 800, height: 800 } });

/** A new account with a name of its own (mentions are by name). */
async function register(request: APIRequestContext, fullName: string) {
  const email = `chat-${randomUUID().slice(0, 8)}@example.org`;
  const reply = await request.post('/api/auth/register', { data: { email, password: DEMO_PASSWORD, fullName } });
  expect(reply.status()).toBe(201);
  return (await reply.json()) as { jwtToken: string; user: { id: string } };
}

const counter = (page: Page) => page.getByTestId('chat-unread');

async function sendText(page: Page, text: string) {
  const input = page.getByTestId('chat-input');
  await input.fill(text);
  await input.press('Enter');
  await expect(page.getByTestId('chat-messages').getByText(text)).toBeVisible();
}

test('two users chat live: counter, read, answer, mention', async ({ page, browser, baseURL, signedIn }) => {
  expect(signedIn.token).toBeTruthy();
  test.setTimeout(120_000);
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  const n = randomUUID().slice(0, 4);
  // Registration takes Cyrillic words only: the run's own patronymic from the random hex digits.
  const word = [...randomUUID().slice(0, 5)].map((c) => 'абвгдежзиклмнопрс'[parseInt(c, 16)]).join('');
  const bobName = `Беседин Борис ${word.charAt(0).toUpperCase()}${word.slice(1)}`;
  const bob = await register(page.request, bobName);

  const b = await secondBrowser(browser, baseURL!);
  await b.page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  await signInWithToken(b.page, bob.jwtToken);
  await b.page.goto('/');
  await expect(b.page.getByTestId('chat-button')).toBeVisible();
  await expect(counter(b.page)).toHaveCount(0);

  // A starts a direct conversation with B by picking B, and writes.
  await page.goto('/');
  await page.getByTestId('chat-button').click();
  const drawer = page.getByTestId('chat-drawer');
  await expect(drawer.getByTestId('chat-list-empty')).toBeVisible();
  await drawer.getByTestId('chat-new').click();
  await drawer.getByTestId('chat-user-search').fill(bobName);
  await drawer.getByTestId(`chat-user-${bob.user.id}`).click();
  await expect(drawer.getByTestId('chat-conversation-title')).toHaveText(bobName);
  await expect(drawer.getByTestId('chat-messages-empty')).toBeVisible();
  await sendText(page, `Привет, Борис ${n}`);

  // B's counter rises without a reload; B opens the conversation from its badge and reads it.
  await expect(counter(b.page)).toHaveText('1');
  await b.page.getByTestId('chat-button').click();
  const bDrawer = b.page.getByTestId('chat-drawer');
  const row = bDrawer.getByRole('listitem').filter({ hasText: 'Проверкина Анна Сергеевна' });
  await expect(row.getByTestId('chat-badge')).toHaveText('1');
  await row.getByRole('button').click();
  await expect(bDrawer.getByTestId('chat-messages').getByText(`Привет, Борис ${n}`)).toBeVisible();
  await expect(counter(b.page)).toHaveCount(0);

  // B answers (Shift+Enter is a new line); A sees it live in the open conversation.
  const input = b.page.getByTestId('chat-input');
  await input.fill('Здравствуйте!');
  await input.press('Shift+Enter');
  await input.pressSequentially('Всё готово.');
  await input.press('Enter');
  await expect(drawer.getByTestId('chat-messages').getByText('Всё готово.')).toBeVisible();
  await expect(page.getByTestId('chat-message').last()).toContainText('Здравствуйте!');

  // B closes the drawer with Esc; a mention gives B a notice and the counter rises again.
  await b.page.getByTestId('chat-input').press('Escape');
  await expect(bDrawer).toBeHidden();
  await sendText(page, `@${bobName} посмотрите, пожалуйста`);
  await expect(b.page.getByTestId('message-bar').filter({ hasText: 'упоминает вас' })).toBeVisible();
  await expect(counter(b.page)).toHaveText('1');

  // Reload: what B read stays read, the new message stays unread.
  await b.page.reload();
  await expect(counter(b.page)).toHaveText('1');
  expect(b.errors).toEqual([]);
  await b.context.close();
});

test('a term’s card opens its conversation in the drawer; /chat is the same chat on a page', async ({
  page,
  signedIn,
}) => {
  test.slow();
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  const tag = randomUUID().slice(0, 6);
  const { ids, names } = await makeOntology(page.request, signedIn.token, false, tag);
  await page.goto(`/termin/${ids.a}`);
  await expect(page.getByTestId('term-page')).toBeVisible();
  await page.locator('[data-toolbar-id="collaboration.toolbar.chat.ontology.termin"]').click();
  const drawer = page.getByTestId('chat-drawer');
  await expect(drawer.getByTestId('chat-conversation-title')).toHaveText(names.a);
  await sendText(page, 'Первое сообщение о термине');
  await drawer.getByTestId('chat-close').click();
  await expect(drawer).toBeHidden();

  // The section /chat lists it; the top bar's button is not shown there (the page is the chat).
  await page.goto('/chat');
  await expect(page.getByTestId('chat-page')).toBeVisible();
  await expect(page.getByTestId('chat-button')).toHaveCount(0);
  await expect(page.getByTestId(`chat-conversation-o.${ids.a}`)).toContainText('Первое сообщение о термине');
});
