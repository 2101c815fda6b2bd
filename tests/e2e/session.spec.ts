import type { APIRequestContext, Page } from '@playwright/test';
import { PROP } from '../../core/src/common/ontology/system-ontology.ts';
import { STORAGE_KEYS } from '../../core/src/common/storage-keys.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  apiSignIn,
  expect,
  forgiveConsoleErrors,
  presetStorage,
  registerFreshUser,
  secondBrowser,
  test,
} from './fixtures.ts';

/** A 4xx reply the test provokes on purpose shows in the console as a failed resource. */
const FAILED_RESOURCE = /Failed to load resource: the server responded with a status of 40[0139]/;

async function dataCall(request: APIRequestContext, token: string, body: Record<string, unknown>) {
  const headers = { authorization: `Bearer ${token}` };
  const sessionReply = await request.get('/api/auth/osa-sessionid', { headers });
  const session = (JSON.parse(((await sessionReply.json()) as { res: string }[])[0]!.res) as { session: string })
    .session;
  const reply = await request.post('/api/data', { headers, data: { ...body, session } });
  expect(reply.status(), await reply.text()).toBe(200);
  return reply.json();
}

async function fillSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

test.describe('sign-in and sign-out (spec shell.md §2, §4, §6)', () => {
  test('a visitor is sent to sign in; signing in opens the page, signing out clears token and session', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/osa-auth\/login$/);
    await fillSignIn(page, DEMO_ACCOUNTS.admin, 'wrong-password');
    await expect(page.getByRole('alert')).toHaveText('Неверный e-mail или пароль');
    expect(forgiveConsoleErrors(consoleErrors, FAILED_RESOURCE)).toBe(1);

    await fillSignIn(page, DEMO_ACCOUNTS.admin);
    await expect(page.getByTestId('home-page')).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.sessionId)).toBeTruthy();

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Выйти' }).click();
    await expect(page.getByTestId('login-page')).toBeVisible();
    const stored = await page.evaluate(
      (keys) => keys.map((k) => localStorage.getItem(k)),
      [STORAGE_KEYS.token, STORAGE_KEYS.sessionId],
    );
    expect(stored).toEqual([null, null]);
    await page.goto('/welcome');
    await expect(page).toHaveURL(/\/osa-auth\/login\?returnTo=%2Fwelcome$/);
  });

  test('the legacy /login is the same sign-in form', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, DEMO_ACCOUNTS.user);
    await expect(page.getByTestId('home-page')).toBeVisible();
  });

  test('a 401 sends the user to sign in and back to the same path', async ({ page, signedIn, consoleErrors }) => {
    await page.goto('/user_profile');
    await expect(page.getByTestId('profile-page')).toBeVisible();
    // The sign-in ends on the server (as when it expires): the next request of the page gets a 401.
    await page.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${signedIn.token}` } });
    // Whichever request of the page comes next gets the 401: the click's, or one the top bar's counters
    // make on a realtime notice, which may come first and take the page away before the click lands.
    await page
      .getByRole('radio', { name: 'English' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await expect(page).toHaveURL(/\/osa-auth\/login\?returnTo=%2Fuser_profile$/);
    await fillSignIn(page, DEMO_ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/user_profile$/);
    await expect(page.getByTestId('profile-page')).toBeVisible();
    forgiveConsoleErrors(consoleErrors, FAILED_RESOURCE);
  });

  test('a stale token in the browser: sign in again and land on the page that was asked for', async ({ page }) => {
    await presetStorage(page, { [STORAGE_KEYS.token]: 'stale.token.value' });
    await page.goto('/settings/extensions');
    await expect(page).toHaveURL(/\/osa-auth\/login\?returnTo=%2Fsettings%2Fextensions$/);
    await fillSignIn(page, DEMO_ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/settings\/extensions$/);
    await expect(page.getByTestId('extensions-page')).toBeVisible();
  });

  test('jwtToken in the query signs in on any URL; the parameter goes, the rest of the query stays', async ({
    page,
  }) => {
    const token = await apiSignIn(page.request, DEMO_ACCOUNTS.user);
    await page.goto(`/welcome?a=1&jwtToken=${encodeURIComponent(token)}&b=two`);
    await expect(page.getByTestId('welcome-page')).toBeVisible();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/welcome?a=1&b=two');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token)).toBe(token);
  });

  test("a spent ssoToken: 'Could not authorize by SSO token' on the sign-in page", async ({ page, consoleErrors }) => {
    await page.goto('/welcome?ssoToken=not-a-real-token');
    await expect(page).toHaveURL(/\/osa-auth\/login\?returnTo=%2Fwelcome$/);
    await expect(page.getByRole('alert')).toHaveText('Could not authorize by SSO token');
    forgiveConsoleErrors(consoleErrors, FAILED_RESOURCE);
  });
});

test.describe('registration (spec domain.md §5 messages)', () => {
  test('each field shows its rule, and a valid form signs the new user in', async ({ page, consoleErrors }) => {
    await page.goto('/osa-auth/register');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(page.getByText('Обязательное поле')).toHaveCount(3);

    await page.getByRole('textbox', { name: 'E-mail' }).fill('not-an-email');
    await page.getByLabel('Пароль').fill('12345');
    await page.getByRole('textbox', { name: 'ФИО' }).fill('Иванов И. И.');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(page.getByText('Строка не похожа на e-mail')).toBeVisible();
    await expect(page.getByText('Пароль должен содержать от 8 до 30 символов, сейчас 5')).toBeVisible();
    await expect(page.getByText('Укажите фамилию, имя и отчество полностью, без инициалов')).toBeVisible();

    for (const [name, message] of [
      ['Ivanov Ivan Ivanovich', 'ФИО не должно содержать латинских букв'],
      ['Иванов Иван 3', 'ФИО не должно содержать цифр'],
      ['Иванов Иван!', 'ФИО не должно содержать знаков препинания и других символов, кроме дефиса в двойной фамилии'],
      ['Иванов Иван', 'ФИО должно состоять из трёх слов, разделённых пробелами'],
    ] as const) {
      await page.getByRole('textbox', { name: 'ФИО' }).fill(name);
      await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
      await expect(page.getByText(message)).toBeVisible();
    }

    // The server's answer for a taken e-mail is shown too.
    await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_ACCOUNTS.user);
    await page.getByLabel('Пароль').fill(DEMO_PASSWORD);
    await page.getByRole('textbox', { name: 'ФИО' }).fill('Петрова-Водкина Анна Ивановна');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(page.getByRole('alert')).toHaveText('Пользователь с таким e-mail уже зарегистрирован');
    forgiveConsoleErrors(consoleErrors, FAILED_RESOURCE);

    await page.getByRole('textbox', { name: 'E-mail' }).fill(`new-${Date.now()}@example.org`);
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(page.getByTestId('home-page')).toBeVisible();
  });
});

test.describe('route access (spec shell.md §6)', () => {
  test.describe('as an ordinary user', () => {
    test.use({ account: 'user' });
    test('an administrator route leads to access denied', async ({ page, signedIn: _signedIn }) => {
      await page.goto('/settings/extensions');
      await expect(page).toHaveURL(/\/access-denied\?path=%2Fsettings%2Fextensions$/);
      await expect(page.getByText('У вас нет доступа к странице /settings/extensions.')).toBeVisible();
      await page.getByRole('link', { name: 'На главную' }).click();
      await expect(page.getByTestId('home-page')).toBeVisible();
    });
  });

  test("a route in the user's disabledRoutes leads to access denied", async ({ page }) => {
    const person = await registerFreshUser(page.request, 'disabled');
    const admin = await apiSignIn(page.request, DEMO_ACCOUNTS.admin);
    await dataCall(page.request, admin, {
      act: 'set_data',
      data: [{ op: 'upd', inst: person.id, prop: PROP.disabledRoutes, val: ['welcome'] }],
    });
    await page.goto(`/welcome?jwtToken=${person.token}`);
    await expect(page.getByTestId('access-denied')).toBeVisible();
    await expect(page).toHaveURL(/\/access-denied\?path=%2Fwelcome$/);
    await page.goto('/');
    await expect(page.getByTestId('home-page')).toBeVisible();
  });

  test.describe('in the education app', () => {
    test.use({ account: 'student' });
    test('a non-admin reaches routes tagged edu or both, not onto ones', async ({ page, signedIn: _signedIn }) => {
      // The first page: the server says the app confines (check-auth appConfines), so the guard refuses
      // before the education area's manifest has arrived (areas load after the first page).
      const checked = page.waitForResponse((r) => r.url().endsWith('/api/auth/check-auth'));
      await page.goto('/welcome');
      expect(await (await checked).json()).toMatchObject({ app: 'edu', appConfines: true });
      await expect(page.getByTestId('access-denied')).toBeVisible();
      await page.goto('/user_profile');
      await expect(page.getByTestId('profile-name')).toHaveText('Студентова Мария Алексеевна');
      await page.goto('/');
      await expect(page.getByTestId('home-page')).toBeVisible();
      // Neither the start page's sections nor the menu offer what the guard would refuse (§6).
      const home = page.getByTestId('home-page');
      await expect(home.getByRole('link', { name: 'Онтологии' })).toHaveCount(0);
      await expect(home.getByRole('link', { name: 'Плагины' })).toHaveCount(0);
      await expect(page.getByRole('navigation').getByRole('button', { name: 'Импорт OWL' })).toHaveCount(0);
      await expect(page.getByRole('navigation').getByRole('link', { name: 'Главная' })).toBeVisible();
    });
  });
});

test.describe('user profile (spec shell.md §2, §7 language change)', () => {
  test('the language is stored with the user and followed at the next sign-in', async ({ page, browser }) => {
    const person = await registerFreshUser(page.request, 'language');
    await page.goto(`/user_profile?jwtToken=${person.token}`);
    await page.getByRole('radio', { name: 'English' }).check();
    await expect(page.getByText('Language saved')).toBeVisible();
    // A new browser profile: nothing remembered locally, the language comes from the user record.
    const fresh = await secondBrowser(browser, new URL(page.url()).origin);
    await fresh.page.goto(`/user_profile?jwtToken=${await apiSignIn(page.request, person.email)}`);
    await expect(fresh.page.getByTestId('page-title')).toHaveText('User profile');
    expect(fresh.errors).toEqual([]);
    await fresh.context.close();
  });

  test('asking for the account’s deletion shows its day in the bar; cancelling takes it away (shell.md §9)', async ({
    page,
    consoleErrors,
  }) => {
    const person = await registerFreshUser(page.request, 'deletion');
    await page.goto(`/user_profile?jwtToken=${person.token}`);
    const section = page.getByTestId('account-deletion');
    await section.getByLabel('Текущий пароль').fill('not-my-password-1');
    await section.getByRole('button', { name: 'Запросить удаление' }).click();
    await expect(section.getByRole('alert')).toHaveText('Неверный текущий пароль');
    expect(forgiveConsoleErrors(consoleErrors, FAILED_RESOURCE)).toBe(1);
    await section.getByLabel('Текущий пароль').fill(DEMO_PASSWORD);
    await section.getByRole('button', { name: 'Запросить удаление' }).click();
    // "Account deletion date = request date plus a configured number of days" (3 by default).
    const day = new Date(Date.now() + 3 * 86_400_000);
    const shown = `${String(day.getDate()).padStart(2, '0')}.${String(day.getMonth() + 1).padStart(2, '0')}.${day.getFullYear()}`;
    await expect(page.getByTestId('account-deletion-bar')).toHaveText(
      `Учётная запись будет удалена ${shown} по вашему запросу.`,
    );
    await page.reload();
    await expect(page.getByTestId('account-deletion-bar')).toBeVisible();
    await page.getByTestId('account-deletion').getByRole('button', { name: 'Отменить удаление' }).click();
    await expect(page.getByTestId('account-deletion-bar')).toHaveCount(0);
  });
});
