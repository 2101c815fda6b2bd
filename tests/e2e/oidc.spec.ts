import { expect, test } from './fixtures.ts';
import { freePort, startAppServer, type AppServer } from './oidc/app-server.ts';
import { PROVIDER_PERSON, startTestProvider, type TestProvider } from './oidc/test-provider.ts';

/**
 * Sign-in through an external OpenID Connect provider (spec shell.md §4 "Sign-in (OIDC): pending,
 * success, failure"; §6 "an external identity provider (OpenID, code response, default scopes profile
 * and e-mail)"): a real provider on loopback, our real server configured with it, real Chromium.
 * Nothing leaves the machine.
 */

const PROVIDER_NAME = 'Тестовый ID';
const TOKEN_KEY = 'ontobench.token';

let provider: TestProvider;
let app: AppServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const [providerPort, appPort] = [await freePort(), await freePort()];
  provider = await startTestProvider({ port: providerPort, appOrigin: `http://127.0.0.1:${appPort}` });
  app = await startAppServer(appPort, {
    ONTOBENCH_OIDC_ISSUER: provider.issuer,
    ONTOBENCH_OIDC_CLIENT_ID: provider.clientId,
    ONTOBENCH_OIDC_PROVIDER_NAME: PROVIDER_NAME,
  });
});

test.afterAll(async () => {
  await app?.stop();
  await provider?.close();
});

test('signs in through the provider, lands on the path asked for, and signs out there too (shell §4, §6)', async ({
  page,
}) => {
  // An unauthenticated visit goes to sign in, keeping the path; the page offers the provider.
  await page.goto(`${app.origin}/welcome`);
  await expect(page.getByTestId('login-page')).toBeVisible();
  const authorizeRequest = page.waitForRequest((request) => request.url().startsWith(`${provider.issuer}/auth`));
  await page.getByRole('button', { name: `Войти через ${PROVIDER_NAME}` }).click();

  // The provider's own sign-in page; the request was the authorisation code flow with PKCE.
  const authorize = new URL((await authorizeRequest).url()).searchParams;
  expect(authorize.get('response_type')).toBe('code');
  expect(authorize.get('scope')).toBe('openid profile email');
  expect(authorize.get('code_challenge_method')).toBe('S256');
  expect(authorize.get('redirect_uri')).toBe(`${app.origin}/oidc-signin-callback`);
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.getByLabel('Login').fill(PROVIDER_PERSON.login);
  await page.getByLabel('Password').fill(PROVIDER_PERSON.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Back through /oidc-signin-callback, signed in, on the page the user asked for.
  await expect(page).toHaveURL(`${app.origin}/welcome`);
  await expect(page.getByTestId('welcome-page')).toBeVisible();
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  expect(token).toBeTruthy();
  const check = await page.request.get(`${app.origin}/api/auth/check-auth`, {
    headers: { authorization: `Bearer ${token}` },
  });
  // The e-mail came from the provider's userinfo (oidc-provider keeps it out of the ID token).
  expect(await check.json()).toMatchObject({
    isAuthenticated: true,
    isAdmin: false,
    user: { email: PROVIDER_PERSON.email, name: PROVIDER_PERSON.name },
  });

  // Sign out: our session ends, then the provider's (RP-initiated logout), and back to our sign-in page.
  await page.goto(`${app.origin}/user_profile`);
  await expect(page.getByText(PROVIDER_PERSON.email)).toBeVisible();
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/`));
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(new RegExp(`^${app.origin}/osa-auth/login`));
  await expect(page.getByTestId('login-page')).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  const after = await page.request.get(`${app.origin}/api/auth/check-auth`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await after.json()).toMatchObject({ isAuthenticated: false });

  // The provider's session is over too: signing in again asks for the password again.
  await page.getByRole('button', { name: `Войти через ${PROVIDER_NAME}` }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
});

test('a callback that belongs to no sign-in started here fails with a clear message (shell §4 failure)', async ({
  page,
}) => {
  await page.goto(`${app.origin}/oidc-signin-callback?code=forged&state=forged`);
  const callback = page.getByTestId('oidc-callback');
  await expect(callback).toHaveAttribute('data-phase', 'failure');
  await expect(callback.getByRole('alert')).toContainText(`Не удалось войти через ${PROVIDER_NAME}`);
  await expect(callback.getByRole('alert')).toContainText(
    'Ответ поставщика не относится к начатому входу. Начните вход заново.',
  );
  await page.getByRole('link', { name: 'Ко входу' }).click();
  await expect(page.getByTestId('login-page')).toBeVisible();
});

test('the server refuses an ID token the provider did not sign (401, the reason named)', async ({ request }) => {
  const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'e2e-1' })).toString('base64url');
  const payload = Buffer.from(
    JSON.stringify({
      iss: provider.issuer,
      aud: provider.clientId,
      sub: 'intruder',
      email: 'intruder@example.test',
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 300,
    }),
  ).toString('base64url');
  const reply = await request.post(`${app.origin}/api/auth/oidc`, {
    data: { idToken: `${header}.${payload}.${Buffer.from('forged').toString('base64url')}` },
  });
  expect(reply.status()).toBe(401);
  expect(await reply.json()).toEqual({
    error: 'Вход через внешнего поставщика не выполнен: подпись токена не прошла проверку',
  });
});
