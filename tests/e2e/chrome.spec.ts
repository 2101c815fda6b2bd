import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { SHELL_CONSTANTS } from '../../core/src/common/constants.ts';
import { CLASS, PROP } from '../../core/src/common/ontology/system-ontology.ts';
import { STORAGE_KEYS } from '../../core/src/common/storage-keys.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, navigateInApp, signInWithToken, test } from './fixtures.ts';
import { freePort, startAppServer, type AppServer } from './oidc/app-server.ts';

/**
 * The shell chrome (spec shell.md §2, §5, §9) against the real server with its demo data: quick launch,
 * recent links, the welcome page and the side drawer. The quick launch finds the demo ontology's
 * classes (authored by user@) through the home extension's generic object kind.
 */

// Signing in parks the page on a JSON address (/api/public/ping), where Chromium asks for /favicon.ico,
// which the app does not have (its icon is /favicon.svg); that 404 is the harness's, not the product's.
test.beforeEach(async ({ page }) => {
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
});

// A class opens its real card, the ontology area's class page (issue 14 item 3), not the generic object card.
const CLASS_CARD_PATH = /\/class_list\/[0-9a-f-]{36}$/;

/** A data API call made by the test itself: opens a data-source session, then posts the payload. */
async function dataCall(request: APIRequestContext, origin: string, token: string, body: object): Promise<unknown> {
  const headers = { authorization: `Bearer ${token}` };
  const osa = await request.get(`${origin}/api/auth/osa-sessionid`, { headers });
  expect(osa.ok(), await osa.text()).toBe(true);
  const session = (JSON.parse(((await osa.json()) as { res: string }[])[0]!.res) as { session: string }).session;
  const reply = await request.post(`${origin}/api/data`, { headers, data: { ...body, session } });
  expect(reply.ok(), await reply.text()).toBe(true);
  return reply.json();
}

/** Ids of the classes user@ authored in the demo ontology, by name. */
async function demoClassIds(request: APIRequestContext, origin: string, token: string, count: number) {
  const reply = (await dataCall(request, origin, token, {
    act: 'get_data',
    class: CLASS.Class,
    filter: '[author] = #user#',
    limit: count,
  })) as { rows: { inst: string; prop: string; val: string }[] };
  return reply.rows.filter((r) => r.prop === PROP.name).map((r) => ({ id: r.inst, name: r.val }));
}

async function recentLinks(page: Page): Promise<{ link: string; pinned: boolean }[]> {
  const list = page.getByTestId('recent-links-list');
  await expect(list).toBeVisible(); // the menu's code is fetched at its first use
  const rows = list.locator('[data-recent-link]');
  return rows.evaluateAll((els) =>
    els.map((el) => ({
      link: el.getAttribute('data-recent-link')!,
      pinned: el.getAttribute('data-pinned') === 'true',
    })),
  );
}

async function width(locator: Locator): Promise<number> {
  return locator.evaluate((el) => Math.round(el.getBoundingClientRect().width));
}

test.describe('quick launch and recent links (user@)', () => {
  test.use({ account: 'user' });

  test('Ctrl+O finds an object by name and opens it; Ctrl+Shift+O opens it in a new tab (shell §2)', async ({
    page,
    context,
    signedIn: _signedIn,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await page.keyboard.press('Control+o');
    const dialog = page.getByTestId('quick-launch');
    await expect(dialog.getByRole('heading', { name: 'Быстрый запуск' })).toBeVisible();
    await dialog.getByRole('searchbox').fill('Профессор');
    await expect(dialog.getByRole('option', { name: /Профессор/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(CLASS_CARD_PATH);
    await expect(page.getByTestId('term-item').getByRole('heading', { name: 'Профессор' })).toBeVisible();
    await expect(page.getByTestId('page-title')).toHaveText('Профессор');
    await expect(dialog).toBeHidden();
    // Renaming from the top bar is for administrators only.
    await expect(page.getByTestId('rename-object')).toHaveCount(0);

    await page.keyboard.press('Control+Shift+O');
    await expect(dialog.getByRole('heading', { name: 'Быстрый запуск в новой вкладке' })).toBeVisible();
    await dialog.getByRole('searchbox').fill('Доцент');
    await expect(dialog.getByRole('option', { name: /Доцент/ })).toBeVisible();
    const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    await expect(tab).toHaveURL(CLASS_CARD_PATH);
    await expect(tab.getByTestId('term-item').getByRole('heading', { name: 'Доцент' })).toBeVisible();
    await expect(page.getByTestId('page-title')).toHaveText('Профессор');
  });

  test('recent links: pinned first, then the newest, at most 15, remembered (shell §2, §9)', async ({
    page,
    signedIn,
  }) => {
    test.setTimeout(120_000);
    const max = SHELL_CONSTANTS.recentLinksMax;
    const classes = await demoClassIds(page.request, '', signedIn.token, max + 1);
    expect(classes).toHaveLength(max + 1);
    const path = (c: { id: string }) => `/object/${CLASS.Class}/${c.id}`;
    // The first object loads the app; the others open in it, as its links do.
    await page.goto(path(classes[0]!));
    for (const c of classes) {
      await navigateInApp(page, path(c));
      await expect(page.getByTestId('page-title')).toHaveText(c.name);
    }
    await page.getByTestId('recent-links').click();
    const newestFirst = [...classes].reverse().map(path);
    expect((await recentLinks(page)).map((l) => l.link)).toEqual(newestFirst.slice(0, max));

    // Pin the oldest one still listed: it goes to the top and stays there.
    // By keyboard: the pin of a row is the menu item after its link.
    const oldest = page.locator(`[data-recent-link="${newestFirst[max - 1]}"]`);
    await oldest.getByRole('menuitem', { name: classes[1]!.name }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(oldest.getByTestId('recent-pin')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await recentLinks(page))[0]).toEqual({ link: newestFirst[max - 1], pinned: true });
    await page.keyboard.press('Escape');

    // Opening the first object again makes it the newest unpinned; the oldest unpinned drops out.
    await page.goto(path(classes[0]!));
    await expect(page.getByTestId('page-title')).toHaveText(classes[0]!.name);
    await page.getByTestId('recent-links').click();
    const expected = [newestFirst[max - 1], path(classes[0]!), ...newestFirst.slice(0, max - 2)];
    expect((await recentLinks(page)).map((l) => l.link)).toEqual(expected);
    expect(
      await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]').length, STORAGE_KEYS.recentLinks),
    ).toBe(max);
  });
});

test('an administrator renames the object a page shows with the pencil in the top bar (shell §2, §6)', async ({
  page,
  signedIn,
}) => {
  const [exam] = (await dataCall(page.request, '', signedIn.token, {
    act: 'get_data',
    class: CLASS.Class,
    filter: "[name] = 'Экзамен'",
  }).then((r) => (r as { rows: { inst: string }[] }).rows)) as { inst: string }[];
  expect(exam).toBeDefined();
  await page.goto(`/object/${CLASS.Class}/${exam!.inst}`);
  await expect(page.getByTestId('page-title')).toHaveText('Экзамен');
  try {
    await page.getByTestId('rename-object').click();
    const dialog = page.getByTestId('rename-dialog');
    await dialog.getByRole('textbox').fill('  ');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog.getByText('Введите название')).toBeVisible();
    await dialog.getByRole('textbox').fill('Экзамен итоговый');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('page-title')).toHaveText('Экзамен итоговый');
    await expect(page.getByTestId('object-page').getByRole('heading', { name: 'Экзамен итоговый' })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('page-title')).toHaveText('Экзамен итоговый');
  } finally {
    await dataCall(page.request, '', signedIn.token, {
      act: 'set_data',
      data: [{ op: 'upd', inst: exam!.inst, prop: PROP.name, val: 'Экзамен' }],
    });
  }
});

test('the side drawer: default 256 raised to the minimum 300, never narrower, remembered, keyboard too (shell §5, §9; issue 14)', async ({
  page,
  signedIn: _signedIn,
}) => {
  await page.goto('/');
  const drawer = page.getByTestId('drawer');
  const handle = page.getByRole('separator', { name: 'Ширина бокового меню' });
  await expect(drawer).toBeVisible();
  // Issue 14 item 8: the default (256) is below the minimum (300); the minimum wins.
  expect(await width(drawer)).toBe(Math.max(SHELL_CONSTANTS.drawerDefaultWidth, SHELL_CONSTANTS.drawerMinWidth));
  expect(await width(handle)).toBe(SHELL_CONSTANTS.drawerResizeBorderPx);

  const box = (await handle.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 1, y);
  await page.mouse.down();
  await page.mouse.move(box.x - 120, y, { steps: 6 });
  await page.mouse.up();
  await expect.poll(() => width(drawer)).toBe(SHELL_CONSTANTS.drawerMinWidth);

  const after = (await handle.boundingBox())!;
  await page.mouse.move(after.x + 1, y);
  await page.mouse.down();
  await page.mouse.move(after.x + 151, y, { steps: 6 });
  await page.mouse.up();
  await expect.poll(() => width(drawer)).toBe(450);

  await page.reload();
  await expect(drawer).toBeVisible();
  expect(await width(drawer)).toBe(450);

  await handle.focus();
  for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowLeft');
  await expect(handle).toHaveAttribute('aria-valuenow', String(SHELL_CONSTANTS.drawerMinWidth));
  expect(await width(drawer)).toBe(SHELL_CONSTANTS.drawerMinWidth);
});

test.describe('the welcome page', () => {
  // Its own server: the test stores a settings record for user@, which must not reach other specs.
  let app: AppServer;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    app = await startAppServer(await freePort(), { ONTOBENCH_DEMO: 'on' });
  });
  test.afterAll(async () => {
    await app?.stop();
  });

  test('opens once from / when the settings enable it, with a hint after 3 s for 10 s, and the opt-out (shell §2, §9)', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const origin = app.origin;
    const login = await request.post(`${origin}/api/auth/login`, {
      data: { email: DEMO_ACCOUNTS.user, password: DEMO_PASSWORD },
    });
    const token = ((await login.json()) as { jwtToken: string }).jwtToken;
    const settingsId = randomUUID();
    await dataCall(request, origin, token, {
      act: 'set_data',
      data: [
        { op: 'new', class: CLASS.Settings, name: 'Приветствие при входе', inst: settingsId },
        { op: 'upd', inst: settingsId, prop: PROP.json, val: JSON.stringify({ 'welcome.openOnStart': true }) },
      ],
    });
    // Not by parking on a JSON address: the server's policy sandboxes those (docs/security.md), so their
    // document has no local storage of the site.
    await signInWithToken(page, token);
    // The hint's 3 s and 10 s on the page's clock, moved on rather than waited for.
    await page.clock.install();

    await page.goto(`${origin}/`);
    await expect(page).toHaveURL(`${origin}/welcome`);
    const welcome = page.getByTestId('welcome-page');
    const hint = page.getByTestId('welcome-hint');
    await expect(welcome).toBeVisible();
    await expect(hint).toBeHidden();
    await page.clock.fastForward(SHELL_CONSTANTS.welcomeHintDelayMs);
    await expect(hint).toBeVisible();
    await page.clock.fastForward(SHELL_CONSTANTS.welcomeHintTimeoutMs);
    await expect(hint).toBeHidden();

    // Back to the start page: it stays there, now and later in this visit.
    await welcome.getByRole('button', { name: 'Начать работу' }).click();
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page).toHaveURL(`${origin}/`);
    await page.getByTestId('drawer').getByRole('link', { name: 'Добро пожаловать' }).click();
    await expect(welcome).toBeVisible();
    await page.getByTestId('drawer').getByRole('link', { name: 'Главная' }).click();
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page).toHaveURL(`${origin}/`);

    // With a query, the root never redirects.
    await page.goto(`${origin}/?from=mail`);
    await expect(page.getByTestId('home-page')).toBeVisible();

    // The next visit opens it again, until the user opts out.
    await page.goto(`${origin}/`);
    await expect(page).toHaveURL(`${origin}/welcome`);
    await welcome.getByRole('checkbox', { name: 'Не открывать при входе' }).check();
    await page.goto(`${origin}/`);
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page).toHaveURL(`${origin}/`);
  });
});
