import { E2E_CUSTOMER } from './constants.ts';
import { expect, test } from './fixtures.ts';

test.describe('shell foundation', () => {
  // Every screen here needs a signed-in user: each test starts signed in as the administrator.
  test.beforeEach(({ signedIn }) => expect(signedIn.token).not.toBe(''));

  test('the home page renders in Russian with the Fluent brand theme (spec shell.md §1)', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('page-title')).toHaveText('Главная');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    // The tab title is the page title plus the customer name, read at run time from the server.
    await expect(page).toHaveTitle(`Главная — ${E2E_CUSTOMER}`);
    await expect(page.getByRole('heading', { name: `Рабочее место ${E2E_CUSTOMER}` })).toBeVisible();
    // The app bar carries the brand colour (default dark green #1f6f43).
    const barColour = await page.getByRole('banner').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(barColour).toBe('rgb(31, 111, 67)');
    await expect(
      page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Главная' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('the dark theme switches and is remembered after a reload', async ({ page }) => {
    await page.goto('/');
    const background = () =>
      page
        .locator('.fui-FluentProvider')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    const light = await background();
    await page.getByRole('button', { name: 'Включить тёмную тему' }).click();
    await expect(page.locator('[data-theme="dark"]')).toBeVisible();
    const dark = await background();
    expect(dark).not.toBe(light);
    await page.reload();
    await expect(page.locator('[data-theme="dark"]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Включить светлую тему' })).toBeVisible();
  });

  test('a deep link loads through the server history fallback; an unknown path shows not found', async ({ page }) => {
    await page.goto('/welcome');
    await expect(page.getByTestId('welcome-page')).toBeVisible();
    await expect(page).toHaveTitle(`Добро пожаловать — ${E2E_CUSTOMER}`);
    await page.goto('/no/such/page');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByText('Адрес /no/such/page не ведёт ни к одной странице.')).toBeVisible();
    await page.getByRole('link', { name: 'На главную' }).click();
    await expect(page.getByTestId('home-page')).toBeVisible();
  });

  test('menu navigation is client-side: no page reload', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page
      .getByRole('navigation', { name: 'Главное меню' })
      .getByRole('link', { name: 'Добро пожаловать' })
      .click();
    await expect(page.getByTestId('welcome-page')).toBeVisible();
    await expect(page).toHaveURL(/\/welcome$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });

  test.describe('with an account of its own', () => {
    // The language is stored with the user and followed at sign-in: a shared account would leak it.
    test.use({ account: 'fresh' });
    test('switching to English is immediate and remembered after a reload', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Язык' }).click();
      await page.getByRole('menuitemradio', { name: 'English' }).click();
      await expect(page.getByTestId('page-title')).toHaveText('Home');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.reload();
      await expect(page.getByTestId('page-title')).toHaveText('Home');
      await expect(
        page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Welcome' }),
      ).toBeVisible();
    });
  });
});
