import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, test } from './fixtures.ts';

/**
 * Issue 11, item 10: a `returnTo` that would lead off the site is ignored. `/\t/evil.example` once made
 * the shell try to navigate to //evil.example: the browser refused, and the page showed an extension
 * error instead of the home page.
 */
test.describe('sign-in returns only to a path of this site (spec shell.md §6)', () => {
  for (const returnTo of ['/\t/evil.example', '//evil.example', '/\\evil.example', 'https://evil.example/']) {
    test(`returnTo ${JSON.stringify(returnTo)} lands on / with no error`, async ({ page }) => {
      await page.goto(`/osa-auth/login?returnTo=${encodeURIComponent(returnTo)}`);
      await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_ACCOUNTS.admin);
      await page.getByLabel('Пароль').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Войти' }).click();
      await expect(page.getByTestId('home-page')).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(new URL(page.url()).origin).toBe(new URL(test.info().project.use.baseURL!).origin);
      await expect(page.locator('[data-extension-error]')).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }
});
