import { SHELL_CONSTANTS } from '../../core/src/common/constants.ts';
import { expect, test } from './fixtures.ts';
import {
  ADMIN_EMAIL,
  USER_EMAIL,
  apiCall,
  apiToken,
  controlledClock,
  nextPoll,
  pastNoticeTimeout,
  signIn,
} from './status/support.ts';

/**
 * Notices of spec shell.md §4, §7 and §8 that change no server state, so they run on the shared e2e
 * server: version mismatch, unhandled errors, realtime notifications.
 */

test('a reply naming another backend version brings the persistent refresh notice (shell §4)', async ({
  page,
  baseURL,
}) => {
  await controlledClock(page);
  await signIn(page, baseURL!, USER_EMAIL);
  const version = (await (await page.request.get(`${baseURL}/env.json`)).json()) as { version: string };
  // The server is "updated" under the open page: its replies now name another version.
  await page.route('**/api/public/ping', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'x-powered-by': '99.0.0' } });
  });
  await page.reload();
  await expect(page.getByTestId('welcome-page')).toBeVisible();
  await nextPoll(page);
  const notice = page.getByTestId('message-bar').filter({
    hasText: `Версия сервера (99.0.0) отличается от версии приложения (${version.version}). Обновите страницу.`,
  });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(notice.getByRole('button', { name: 'Обновить' })).toBeVisible();
  // Persistent: it does not leave after the default timeout.
  await pastNoticeTimeout(page);
  await expect(notice).toBeVisible();
  // The refresh button reloads; with the server back to the page's version the notice is gone.
  await page.unroute('**/api/public/ping');
  await notice.getByRole('button', { name: 'Обновить' }).click();
  await expect(page.getByTestId('welcome-page')).toBeVisible();
  await nextPoll(page);
  await page.waitForTimeout(1500);
  await expect(page.getByTestId('message-bar').filter({ hasText: 'Версия сервера' })).toHaveCount(0);
});

test('an unhandled error shows the unexpected-error message and is logged to the server (shell §8)', async ({
  page,
  request,
  baseURL,
  consoleErrors,
}) => {
  await signIn(page, baseURL!, USER_EMAIL);
  const marker = `e2e unhandled ${Date.now()}`;
  // The reply, not the request: the server has kept the report once it answers.
  const logged = page.waitForResponse(
    (r) => r.url().endsWith('/api/public/log-error') && r.request().method() === 'POST',
  );
  await page.evaluate((message) => setTimeout(() => Promise.reject(new Error(message))), marker);
  await expect(
    page
      .getByTestId('message-bar')
      .filter({ hasText: 'Произошла непредвиденная ошибка. Рекомендуем обновить страницу.' }),
  ).toBeVisible();
  const reply = await logged;
  expect(reply.status()).toBe(204);
  const body = reply.request().postDataJSON() as Record<string, unknown>;
  expect(body.msg).toBe(marker);
  expect(body).toMatchObject({ url: `${baseURL}/welcome`, isAdmin: false, isBetaTester: false });
  expect(body.userId).toEqual(expect.any(String));
  expect(body.tabSessionId).toEqual(expect.any(String));
  expect(body.versions).toMatchObject({ app: '3.1.0-alpha' });
  expect(body.screen).toMatch(/^\d+x\d+$/);
  // The server kept it, with the debug info.
  const admin = await apiToken(request, baseURL!, ADMIN_EMAIL);
  const reports = (await apiCall(request, baseURL!, admin, 'GET', '/api/app/error-reports?limit=50')) as {
    rows: { msg: string; debug: Record<string, unknown> }[];
  };
  expect(reports.rows.find((row) => row.msg === marker)?.debug).toMatchObject({ userId: body.userId });
  // The error this test raised on purpose is the only one.
  expect(consoleErrors).toEqual([expect.stringContaining(marker)]);
  consoleErrors.length = 0;
});

test('a script that begins with < means a new version: a persistent notice with refresh (shell §8)', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  await signIn(page, baseURL!, USER_EMAIL);
  // What a stale chunk looks like after a deployment: the server answers it with the HTML page.
  await page.route('**/assets/stale-chunk.js', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: '<!doctype html><html></html>' }),
  );
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = '/assets/stale-chunk.js';
    document.head.append(script);
  });
  const notice = page
    .getByTestId('message-bar')
    .filter({ hasText: 'Доступна новая версия платформы. Обновите страницу.' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Обновить' })).toBeVisible();
  expect(consoleErrors).toEqual([expect.stringMatching(/Unexpected token '<'/)]);
  consoleErrors.length = 0;
});

test('FRONTEND_USER_NOTIFICATION reaches the listed user through the realtime socket (shell §7)', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, baseURL!, USER_EMAIL);
  const userToken = await apiToken(request, baseURL!, USER_EMAIL);
  const me = (await apiCall(request, baseURL!, userToken, 'GET', '/api/auth/check-auth')) as { user: { id: string } };
  const admin = await apiToken(request, baseURL!, ADMIN_EMAIL);
  const message = `Проверка уведомлений ${Date.now()}`;
  // The socket connects after sign-in; send until it is reached.
  await expect(async () => {
    const reply = (await apiCall(request, baseURL!, admin, 'POST', '/api/app/notify', {
      users: [me.user.id],
      message,
    })) as { delivered: number };
    expect(reply.delivered).toBeGreaterThan(0);
  }).toPass({ timeout: 10_000 });
  await expect(page.getByTestId('message-bar').filter({ hasText: message })).toBeVisible();
});

test('a failed ping sends the user to limited mode; the next good one brings them back (shell §4)', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  await controlledClock(page);
  await signIn(page, baseURL!, USER_EMAIL);
  // The backend is gone for this page: its pings get no answer (the client retries once, in vain).
  await page.route('**/api/public/ping', (route) => route.abort('connectionrefused'));
  await nextPoll(page);
  const wait = { timeout: 2 * SHELL_CONSTANTS.statusPollIntervalMs + 5000 };
  await expect(page).toHaveURL(`${baseURL}/limited-operation-mode`, wait);
  await expect(page.getByTestId('limited-mode-page')).toContainText(
    'Система находится в режиме ограниченного функционирования.',
  );
  await page.unroute('**/api/public/ping');
  await nextPoll(page);
  await expect(page).toHaveURL(`${baseURL}/welcome`, wait);
  // The refused pings are the only console errors.
  expect(consoleErrors.length).toBeGreaterThan(0);
  for (const error of consoleErrors) expect(error).toMatch(/ERR_CONNECTION_REFUSED/);
  consoleErrors.length = 0;
});
