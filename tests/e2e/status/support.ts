import type { APIRequestContext, Page } from '@playwright/test';
import { SHELL_CONSTANTS } from '../../../core/src/common/constants.ts';
import { expect, test } from '../fixtures.ts';
import { freePort, startAppServer, type AppServer } from '../oidc/app-server.ts';

/** Demo accounts of the reference server (host/server/src/demo/accounts.ts). */
export const DEMO_PASSWORD = 'Ontobench-demo-1';
export const ADMIN_EMAIL = 'admin@ontobench.local';
export const USER_EMAIL = 'user@ontobench.local';

/** Spec shell.md §4 and §8, exactly. */
export const LIMITED_WARNING = 'Система находится в режиме ограниченного функционирования.';

/** One status poll plus the debounce and some slack for a loaded machine. */
export const POLL_WAIT = SHELL_CONSTANTS.statusPollIntervalMs * 2 + SHELL_CONSTANTS.versionMaintenanceDebounceMs;

/**
 * The page's timers on Playwright's clock: time flows as usual, and `nextPoll` jumps to the shell's next
 * status poll instead of waiting up to 10 s for it. Install before the page's first load.
 */
export async function controlledClock(page: Page): Promise<void> {
  await page.clock.install();
}

/**
 * Moves each page's clock past its next status poll (shell.md §4: every 10 s) and waits for that ping to
 * leave. A ping still on its way has no next poll scheduled yet: then the clock moves on once more.
 */
export async function nextPoll(...pages: Page[]): Promise<void> {
  for (const page of pages) {
    // The page's own first requests (its load's ping among them) are over first: the ping wanted is the next.
    await page.waitForLoadState('networkidle');
    await expect(async () => {
      const ping = page.waitForRequest((request) => request.url().endsWith('/api/public/ping'), { timeout: 1000 });
      await page.clock.fastForward(SHELL_CONSTANTS.statusPollIntervalMs);
      await ping;
    }).toPass({ timeout: 15_000 });
  }
}

/** Moves the page's clock past the default notice timeout (shell.md §8), to see a persistent notice stay. */
export async function pastNoticeTimeout(page: Page): Promise<void> {
  await page.clock.fastForward(SHELL_CONSTANTS.notificationTimeoutMs + 1000);
}

/**
 * A server of the calling spec's (or describe block's) own: demo data, a fresh database and
 * ONTOBENCH_STATUS_CONTROL=on, so an administrator can force the backend status (the shared e2e server
 * never has that switch, and neither does production); with an administrator's token. Started before
 * the tests, stopped after them; read `app` and `adminToken` inside a test.
 */
export function statusControlledServer(): { readonly app: AppServer; readonly adminToken: string } {
  const server = {} as { app: AppServer; adminToken: string };
  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    server.app = await startAppServer(await freePort(), { ONTOBENCH_DEMO: 'on', ONTOBENCH_STATUS_CONTROL: 'on' });
    server.adminToken = await apiToken(request, server.app.origin, ADMIN_EMAIL);
  });
  test.afterAll(async () => {
    await server.app?.stop();
  });
  return server;
}

/**
 * Signs in through the sign-in page, then opens a plain page to work on: the welcome page, or the
 * profile page (open in every app) for an education user.
 */
export async function signIn(page: Page, origin: string, email: string, landing = '/welcome'): Promise<void> {
  await page.goto(`${origin}/osa-auth/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Пароль').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Пользователь:/ })).toBeVisible();
  await page.goto(`${origin}${landing}`);
  await expect(page.getByTestId(landing === '/welcome' ? 'welcome-page' : 'profile-page')).toBeVisible();
}

/** A JWT for API calls made by the test itself (an administrator switching things). */
export async function apiToken(request: APIRequestContext, origin: string, email: string): Promise<string> {
  const reply = await request.post(`${origin}/api/auth/login`, { data: { email, password: DEMO_PASSWORD } });
  expect(reply.ok(), await reply.text()).toBe(true);
  return ((await reply.json()) as { jwtToken: string }).jwtToken;
}

export async function apiCall(
  request: APIRequestContext,
  origin: string,
  token: string,
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  data?: unknown,
): Promise<unknown> {
  const reply = await request.fetch(`${origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(reply.ok(), `${method} ${path}: ${await reply.text()}`).toBe(true);
  return reply.status() === 204 ? null : reply.json();
}
