import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { CLASS, PROP } from '../../core/src/common/ontology/system-ontology.ts';
import { expect, forgiveConsoleErrors, dataApi, registerFreshUser, signInWithToken, test } from './fixtures.ts';

/**
 * Issue 19 item 7 in the real product: the life-cycle board (`/lifeCycleBoard`) of a user of the test's own,
 * with objects of two classes of theirs on the demo's stages. A card dragged by the mouse and one moved by
 * Alt+← change stage on the server (they stay after a reload); the class filter; a reader's drop is refused
 * in Russian and the card goes back.
 */
test.use({ account: 'fresh', viewport: { width: 1440, height: 900 } });

type Call = Awaited<ReturnType<typeof dataApi>>;
interface Rows {
  rows: { inst: string; prop: string; val: unknown }[];
}

/** The demo's stages by name (the administrator's, every user reads them). */
async function stages(call: Call): Promise<Record<string, string>> {
  const reply = await call<Rows>({ act: 'get_data', class: CLASS.LifeCycleStage, limit: 100 });
  return Object.fromEntries(reply.rows.filter((r) => r.prop === PROP.name).map((r) => [String(r.val), r.inst]));
}

/** Makes instances: `[class, name, values]`, returns their ids. */
async function make(call: Call, items: [string, string, Record<string, unknown>?][]): Promise<string[]> {
  const ids = items.map(() => randomUUID());
  const data = items.flatMap(([cls, name, values], n) => [
    { op: 'new', class: cls, name, inst: ids[n] },
    ...Object.entries(values ?? {}).map(([prop, val]) => ({ op: 'upd', inst: ids[n], prop, val })),
  ]);
  await call({ act: 'set_data', data });
  return ids;
}

const column = (page: Page, stage: string) => page.getByRole('region', { name: new RegExp(`^Стадия «${stage}»`) });
const card = (page: Page, name: string) => page.getByTestId('board-card').filter({ hasText: name });

/** A user's small world: two classes, three objects on three stages, one with a tag. */
async function world(call: Call, tag: string) {
  const stage = await stages(call);
  const [contracts, reports, important] = await make(call, [
    [CLASS.Class, `Договоры ${tag}`],
    [CLASS.Class, `Отчёты ${tag}`],
    [CLASS.Tag, `Важное ${tag}`],
  ]);
  const [supply, rent, annual] = await make(call, [
    [contracts!, `Договор поставки ${tag}`, { [PROP.lifeCycleStage]: stage['Черновик'] }],
    [contracts!, `Договор аренды ${tag}`, { [PROP.lifeCycleStage]: stage['На согласовании'] }],
    [reports!, `Годовой отчёт ${tag}`, { [PROP.lifeCycleStage]: stage['Утверждено'], [PROP.tags]: [important] }],
  ]);
  return { stage, contracts: contracts!, reports: reports!, supply: supply!, rent: rent!, annual: annual! };
}

test('drag a card by the mouse, move one by Alt+←, filter by class; the moves stay after a reload', async ({
  page,
  signedIn,
}) => {
  const tag = randomUUID().slice(0, 6);
  await world(await dataApi(page.request, signedIn.token), tag);
  await page.goto('/lifeCycleBoard');
  // The page's own heading: the top bar's h1 shows the same title once the area's labels arrive.
  await expect(page.getByTestId('board-page').getByRole('heading', { name: 'Доска жизненного цикла' })).toBeVisible();
  await expect(page.getByTestId('board-column-name')).toHaveText(['Черновик', 'На согласовании', 'Утверждено']);
  await expect(column(page, 'Черновик').getByText(`Договор поставки ${tag}`)).toBeVisible();
  await expect(card(page, `Годовой отчёт ${tag}`)).toContainText(`Отчёты ${tag}`);
  await expect(card(page, `Годовой отчёт ${tag}`)).toContainText(`Важное ${tag}`);

  // The mouse: «Договор поставки» from Черновик to Утверждено.
  const moved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/board/cards/'));
  await card(page, `Договор поставки ${tag}`).dragTo(column(page, 'Утверждено'));
  expect((await moved).status()).toBe(200);
  await expect(column(page, 'Утверждено').getByText(`Договор поставки ${tag}`)).toBeVisible();

  // The keyboard: «Договор аренды» from На согласовании one stage left, the focus stays on it.
  await card(page, `Договор аренды ${tag}`).focus();
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(column(page, 'Черновик').getByText(`Договор аренды ${tag}`)).toBeVisible();
  await expect(card(page, `Договор аренды ${tag}`)).toBeFocused();
  await expect(page.getByTestId('board-announce')).toHaveText(`«Договор аренды ${tag}» перемещён в стадию «Черновик»`);

  // The menu: «Годовой отчёт» to На согласовании.
  await card(page, `Годовой отчёт ${tag}`).getByTestId('board-card-move').click();
  await page.getByRole('menuitem', { name: 'На согласовании' }).click();
  await expect(column(page, 'На согласовании').getByText(`Годовой отчёт ${tag}`)).toBeVisible();

  await page.reload();
  await expect(column(page, 'Утверждено').getByText(`Договор поставки ${tag}`)).toBeVisible();
  await expect(column(page, 'Черновик').getByText(`Договор аренды ${tag}`)).toBeVisible();
  await expect(column(page, 'На согласовании').getByText(`Годовой отчёт ${tag}`)).toBeVisible();

  // The class filter: only the reports.
  await page.getByTestId('board-class-filter').click();
  await page.getByRole('option', { name: `Отчёты ${tag}` }).click();
  await expect(page.getByTestId('board-card')).toHaveCount(1);
  await expect(page.getByTestId('board-card')).toContainText(`Годовой отчёт ${tag}`);
  // The tag filter on top of it, then all classes again.
  await page.getByTestId('board-class-filter').click();
  await page.getByRole('option', { name: 'Все классы' }).click();
  await expect(page.getByTestId('board-card')).toHaveCount(3);
  await page.getByTestId('board-tag-filter').click();
  await page.getByRole('option', { name: `Важное ${tag}` }).click();
  await expect(page.getByTestId('board-card')).toHaveCount(1);
});

test('a reader’s drop is refused in Russian and the card goes back', async ({ page, consoleErrors }) => {
  const tag = randomUUID().slice(0, 6);
  const owner = await registerFreshUser(page.request, 'board-owner');
  const reader = await registerFreshUser(page.request, 'board-reader');
  const ownerCall = await dataApi(page.request, owner.token);
  const { annual } = await world(ownerCall, tag);
  await make(ownerCall, [
    [CLASS.Assignment, `reader: ${tag}`, { [PROP.obj]: annual, [PROP.user]: reader.id, [PROP.roleCode]: 'reader' }],
  ]);
  await signInWithToken(page, reader.token);
  await page.goto('/lifeCycleBoard');
  await expect(card(page, `Годовой отчёт ${tag}`)).toContainText('только чтение');
  await card(page, `Годовой отчёт ${tag}`).dragTo(column(page, 'Черновик'));
  await expect(page.getByTestId('board-notice')).toHaveText(
    `Нельзя переместить «Годовой отчёт ${tag}»: у вас нет прав менять стадию этого объекта.`,
  );
  await expect(column(page, 'Утверждено').getByText(`Годовой отчёт ${tag}`)).toBeVisible();
  expect(forgiveConsoleErrors(consoleErrors, /status of 403/)).toBe(1);
});

test.describe('at 800 px', () => {
  test.use({ viewport: { width: 800, height: 700 } });

  test('the columns scroll sideways and the last one can be reached', async ({ page, signedIn }) => {
    const tag = randomUUID().slice(0, 6);
    await world(await dataApi(page.request, signedIn.token), tag);
    await page.goto('/lifeCycleBoard');
    const board = page.getByTestId('board');
    await expect(column(page, 'Утверждено').getByText(`Годовой отчёт ${tag}`)).toBeAttached();
    const { scroll, client } = await board.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(scroll).toBeGreaterThan(client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
    await card(page, `Годовой отчёт ${tag}`).scrollIntoViewIfNeeded();
    await expect(card(page, `Годовой отчёт ${tag}`)).toBeInViewport();
  });
});
