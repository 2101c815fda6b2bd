import type { Response } from '@playwright/test';
import { STORAGE_KEYS } from '../../core/src/common/storage-keys.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, test } from './fixtures.ts';
import {
  LIMITED_WARNING,
  POLL_WAIT,
  apiCall,
  controlledClock,
  nextPoll,
  statusControlledServer,
} from './status/support.ts';

/** Text only the kernel's libraries carry: reflect-metadata/inversify, and mobx. */
const KERNEL_MARKERS = ['defineMetadata', '[MobX]'];

/**
 * Issue 13, item 5: a first visit to sign-in starts the light page, without the kernel; signing in hands
 * over to the full app in the same document, on the path the user asked for (docs/architecture.md,
 * "The light sign-in page").
 */
test('the sign-in page fetches no kernel before submit; signing in lands on the return path, signed in', async ({
  page,
}) => {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on('response', (response: Response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    scripts.push({ url: response.url(), body: response.text().catch(() => '') });
  });

  await page.goto('/osa-auth/login?returnTo=%2Fuser_profile');
  await expect(page.getByTestId('login-page')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const beforeSubmit = [...scripts];
  expect(beforeSubmit.length).toBeGreaterThan(0);
  expect(beforeSubmit.filter((s) => /\/full-app-[^/]*\.js$/.test(s.url)).map((s) => s.url)).toEqual([]);
  for (const script of beforeSubmit) {
    const body = await script.body;
    for (const marker of KERNEL_MARKERS) expect(body.includes(marker), `${script.url} holds ${marker}`).toBe(false);
  }
  // The hand-over happens in this document: no reload.
  await page.evaluate(() => ((window as unknown as { beforeSignIn: boolean }).beforeSignIn = true));

  await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_ACCOUNTS.user);
  await page.getByLabel('Пароль').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();

  await expect(page.getByTestId('profile-page')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/user_profile');
  await expect(page.getByTestId('profile-name')).not.toBeEmpty();
  const stored = await page.evaluate(
    (keys) => keys.map((k) => localStorage.getItem(k)),
    [STORAGE_KEYS.token, STORAGE_KEYS.sessionId],
  );
  expect(stored.every((value) => typeof value === 'string' && value !== '')).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { beforeSignIn?: boolean }).beforeSignIn)).toBe(true);
  expect(scripts.some((s) => /\/full-app-[^/]*\.js$/.test(s.url))).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});

test.describe('the light sign-in page and the backend status (spec shell.md §4)', () => {
  const server = statusControlledServer();

  test('YELLOW: the visitor on the sign-in page gets the warning the full app shows everyone', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await controlledClock(page);
    await page.goto(`${server.app.origin}/osa-auth/login?returnTo=%2Fwelcome`);
    await expect(page.getByTestId('login-page')).toBeVisible();
    await apiCall(request, server.app.origin, server.adminToken, 'PUT', '/api/app/status-control', {
      status: 'YELLOW',
    });
    await nextPoll(page);
    await expect(page.getByTestId('message-bar').filter({ hasText: LIMITED_WARNING })).toBeVisible({
      timeout: POLL_WAIT,
    });
    // Still the sign-in page, now the full app's, at the same address; signing in still returns.
    await expect(page.getByTestId('login-page')).toBeVisible();
    expect(new URL(page.url()).search).toBe('?returnTo=%2Fwelcome');
    await apiCall(request, server.app.origin, server.adminToken, 'PUT', '/api/app/status-control', { status: null });
    await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_ACCOUNTS.user);
    await page.getByLabel('Пароль').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(page.getByTestId('welcome-page')).toBeVisible();
  });
});
