import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { STORAGE_KEYS } from '../../core/src/common/storage-keys.ts';

/** The demo accounts the reference server seeds (host/server/src/demo/accounts.ts). */
export const DEMO_PASSWORD = 'Ontobench-demo-1';
export const DEMO_ACCOUNTS = {
  admin: 'admin@ontobench.local',
  user: 'user@ontobench.local',
  teacher: 'teacher@ontobench.local',
  student: 'student@ontobench.local',
} as const;
export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** Signs in through the API (POST auth/login) and returns the JWT. */
export async function apiSignIn(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const reply = await request.post('/api/auth/login', { data: { email, password } });
  expect(reply.status(), `sign-in of ${email}`).toBe(200);
  return ((await reply.json()) as { jwtToken: string }).jwtToken;
}

/**
 * The data API as a test calls it (POST /api/data) with `token`'s data-source session: one session per
 * caller, then `call(body)` posts the body and answers the reply's JSON (a failed reply fails the test).
 */
export async function dataApi(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const osa = await request.get('/api/auth/osa-sessionid', { headers });
  expect(osa.ok(), await osa.text()).toBe(true);
  const session = (JSON.parse(((await osa.json()) as { res: string }[])[0]!.res) as { session: string }).session;
  return async <T = unknown>(body: object): Promise<T> => {
    const reply = await request.post('/api/data', { headers, data: { ...body, session } });
    expect(reply.ok(), `${JSON.stringify(body).slice(0, 200)}: ${await reply.text()}`).toBe(true);
    return (await reply.json()) as T;
  };
}

/** One call of the data API as the token's user (a session of its own); fails the test on a refusal. */
export async function dataCall(request: APIRequestContext, token: string, body: object): Promise<unknown> {
  return (await dataApi(request, token))(body);
}

/**
 * Puts entries into the site's local storage before the page's first document of the test runs (and
 * only then: a later sign-out or reload is not undone). No extra navigation, so no stray requests.
 */
export async function presetStorage(page: Page, entries: Record<string, string | null>): Promise<void> {
  // Each preset has a flag of its own (named after its keys), so two presets of one test both apply.
  const flag = `ontobench.e2e.storagePreset:${Object.keys(entries).sort().join(',')}`;
  await page.addInitScript(
    ({ values, flag }) => {
      if (window.location.origin === 'null' || sessionStorage.getItem(flag)) return;
      sessionStorage.setItem(flag, '1');
      for (const [key, value] of Object.entries(values)) {
        if (value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, value);
      }
    },
    { values: entries, flag },
  );
}

/**
 * Registers a new ordinary user of its own (POST auth/register), for a test that changes the account
 * (its language, its routes) without touching the demo accounts other tests share. Give a `fullName` of
 * `uniqueWord`s where a picker must find this user by name.
 */
export async function registerFreshUser(
  request: APIRequestContext,
  tag = 'e2e',
  fullName = 'Проверкина Анна Сергеевна',
) {
  const email = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
  const reply = await request.post('/api/auth/register', {
    data: { email, password: DEMO_PASSWORD, fullName },
  });
  expect(reply.status(), 'registration of a fresh user').toBe(201);
  const body = (await reply.json()) as { jwtToken: string; user: { id: string } };
  return { email, id: body.user.id, token: body.jwtToken, fullName };
}

const LETTERS = 'абвгдеёжзиклмнопрстуфхцчшэюя';
/**
 * `first` and six random Cyrillic letters: a word of a full name no other test user has (the registration
 * rule wants three Cyrillic words), so a picker searched by it finds this user alone.
 */
export const uniqueWord = (first: string) =>
  first + Array.from({ length: 6 }, () => LETTERS[Math.floor(Math.random() * LETTERS.length)]).join('');

/** Signs the page in with a JWT without the sign-in form: the token goes where the session keeps it. */
export async function signInWithToken(page: Page, token: string): Promise<void> {
  await presetStorage(page, { [STORAGE_KEYS.token]: token, [STORAGE_KEYS.sessionId]: null });
}

/**
 * Opens `path` inside the running app, as its own links do (a history entry the router follows), with no
 * page load: for a test that goes through many pages, or one that must keep the page's state.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Signs the page in as a demo account, or as a new user of its own ('fresh'). */
export async function signInAs(page: Page, account: DemoAccount | 'fresh'): Promise<{ token: string; email: string }> {
  const signedIn =
    account === 'fresh'
      ? await registerFreshUser(page.request)
      : { token: await apiSignIn(page.request, DEMO_ACCOUNTS[account]), email: DEMO_ACCOUNTS[account] };
  await signInWithToken(page, signedIn.token);
  return { token: signedIn.token, email: signedIn.email };
}

interface Fixtures {
  consoleErrors: string[];
  /** Content-Security-Policy violations in any page of the test's browser context (docs/security.md). */
  cspViolations: string[];
  /** Which account `signedIn` uses; `test.use({ account: 'user' })` to change it; 'fresh' registers one. */
  account: DemoAccount | 'fresh';
  /** The page signed in as `account` (default the administrator) before the test navigates. */
  signedIn: { token: string; email: string };
}

/**
 * Every test fails on a console error or an uncaught page error it did not expect (a quiet console is
 * part of "works"), and on any Content-Security-Policy violation, expected or not.
 */
export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      // Every document of the context reports its violations on the console, where they are caught
      // even in a test that forgives the console errors it provokes.
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
          console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${where}`);
        });
      });
      context.on('console', (msg) => {
        if (/CSP violation|Content Security Policy/i.test(msg.text())) violations.push(msg.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  account: ['admin', { option: true }],
  signedIn: async ({ page, account }, provide) => {
    await provide(await signInAs(page, account));
  },
});

/**
 * A second browser of its own at `origin` (another user beside the fixture's page), not signed in yet,
 * with its console errors collected for the test to check.
 */
export async function secondBrowser(
  browser: Browser,
  origin: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return { context, page, errors };
}

/**
 * Takes the console errors a test provoked on purpose (the browser logs every 4xx reply of a fetch as
 * "Failed to load resource") out of the list the fixture checks. Returns how many were taken.
 */
export function forgiveConsoleErrors(errors: string[], pattern: RegExp): number {
  const kept = errors.filter((e) => !pattern.test(e));
  const forgiven = errors.length - kept.length;
  errors.splice(0, errors.length, ...kept);
  return forgiven;
}

export { expect };
