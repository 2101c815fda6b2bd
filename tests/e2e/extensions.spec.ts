import { expect, navigateInApp, test } from './fixtures.ts';

// The extension manager is an administrator's page: each test starts signed in as the administrator.
test.beforeEach(({ signedIn }) => expect(signedIn.email).toBe('admin@ontobench.local'));

test('disabling the home extension at run time removes its route and menu entry; enabling restores them', async ({
  page,
}) => {
  await page.goto('/settings/extensions');
  await expect(page.getByTestId('extensions-page')).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Главное меню' });
  await expect(menu.getByRole('link', { name: 'Главная' })).toBeVisible();
  // A marker on window proves nothing below reloads the page.
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'still here'));

  const homeRow = page.locator('[data-extension-id="home"]');
  await homeRow.getByRole('switch').click();
  await expect(homeRow.getByText('Выключено')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Главная' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Добро пожаловать' })).toHaveCount(0);

  // Its route is gone too: `/` is now not found (client-side navigation, no reload).
  await navigateInApp(page, '/');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await page.evaluate(() => {
    history.back();
  });
  await expect(page.getByTestId('extensions-page')).toBeVisible();

  await homeRow.getByRole('switch').click();
  await expect(menu.getByRole('link', { name: 'Главная' })).toBeVisible();
  await menu.getByRole('link', { name: 'Главная' }).click();
  await expect(page.getByTestId('home-page')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('still here');
});

test('the extension manager cannot switch off its own page', async ({ page }) => {
  await page.goto('/settings/extensions');
  await expect(page.locator('[data-extension-id="extension-manager"]').getByRole('switch')).toBeDisabled();
});
