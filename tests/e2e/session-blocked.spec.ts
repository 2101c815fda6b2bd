import { DEMO_PASSWORD, expect, test } from './fixtures.ts';
import { freePort, startAppServer, type AppServer } from './oidc/app-server.ts';

/**
 * The global blocked list (spec shell.md §6) is a server setting, so it gets a server of its own:
 * ONTOBENCH_BLOCKED_ROUTES=welcome closes the welcome page to everyone; the rest stays open.
 */
let server: AppServer;

test.beforeAll(async () => {
  server = await startAppServer(await freePort(), { ONTOBENCH_BLOCKED_ROUTES: 'welcome' });
});
test.afterAll(async () => server?.stop());

test('a route on the global blocked list leads to access denied; other routes stay open', async ({ page }) => {
  const reply = await page.request.post(`${server.origin}/api/auth/register`, {
    data: { email: 'blocked@example.org', password: DEMO_PASSWORD, fullName: 'Закрытова Вера Павловна' },
  });
  expect(reply.status()).toBe(201);
  const { jwtToken } = (await reply.json()) as { jwtToken: string };
  await page.goto(`${server.origin}/welcome?jwtToken=${jwtToken}`);
  await expect(page.getByTestId('access-denied')).toBeVisible();
  await expect(page.getByText('У вас нет доступа к странице /welcome.')).toBeVisible();
  await page.getByRole('link', { name: 'На главную' }).click();
  await expect(page.getByTestId('home-page')).toBeVisible();
});
