import type { WebSocketRoute } from '@playwright/test';
import { expect, registerFreshUser, test } from './fixtures.ts';

/**
 * What a realtime channel sent while the shell's socket was away never arrives, so live views ask again when
 * it reconnects (`RealtimeService.reconnected`; `useLiveCount`, `useLiveLoad`). Here the chat's unread counter
 * of the top bar: B writes to A while A's socket is down; when it is back, A's counter shows the message long
 * before its once-a-minute poll would have.
 */
test.use({ account: 'fresh' });

test('a message sent while the socket was down is counted once it reconnects', async ({ page, signedIn }) => {
  const mounted = Date.now();
  const me = await page.request.get('/api/auth/check-auth', { headers: { authorization: `Bearer ${signedIn.token}` } });
  const aliceId = ((await me.json()) as { user: { id: string } }).user.id;
  const bob = await registerFreshUser(page.request, 'reconnect', 'Беседин Борис Олегович');

  // A's socket goes through this route to the real server. While `down`, nothing passes either way, as on a
  // network that is gone: what the server sends then is lost. Coming back, the connection is closed, as a
  // dead one finally is, and socket.io connects again by itself.
  let down = false;
  let connects = 0;
  const live: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/socket\.io\//u, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => !down && server.send(message));
    server.onMessage((message) => {
      if (down) return;
      // socket.io's CONNECT packet: the server has signed the socket in and put it in the user's room.
      if (String(message).startsWith('40')) connects++;
      ws.send(message);
    });
    live.push(ws);
  });

  await page.goto('/');
  await expect(page.getByTestId('chat-button')).toBeVisible();
  await expect.poll(() => connects).toBe(1);
  await expect(page.getByTestId('chat-unread')).toHaveCount(0);

  down = true;
  // B writes to A meanwhile: the chat's notice to A's socket is lost on the way.
  const auth = { authorization: `Bearer ${bob.token}` };
  const direct = await page.request.post('/api/collaboration/chat/direct', { headers: auth, data: { user: aliceId } });
  expect(direct.status(), await direct.text()).toBe(200);
  const conversation = ((await direct.json()) as { id: string }).id;
  const sent = await page.request.post(`/api/collaboration/chat/conversations/${conversation}/messages`, {
    headers: auth,
    data: { text: 'Пока вас не было' },
  });
  expect(sent.status(), await sent.text()).toBeLessThan(300);
  await page.waitForTimeout(1_500);
  await expect(page.getByTestId('chat-unread')).toHaveCount(0);

  // The network is back: the dead connection closes, socket.io connects again, and the counter asks at once.
  down = false;
  for (const ws of live.splice(0)) await ws.close();
  await expect.poll(() => connects).toBe(2);
  await expect(page.getByTestId('chat-unread')).toHaveText('1');
  // Well before the counter's own poll (every 60 s from the page's start) could have found it.
  expect(Date.now() - mounted).toBeLessThan(55_000);
});
