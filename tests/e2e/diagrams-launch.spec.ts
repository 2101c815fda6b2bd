import type { Page } from '@playwright/test';
import type { DiagramDto } from '../../extensions/diagrams/src/common/diagram/api.ts';
import { expect, test } from './fixtures.ts';

/**
 * The modelling areas in the shell (issue 17; shell.md §2 quick launch "Ctrl+O", recent links): the demo's
 * diagram, decision table and graph are found by name and open on their routes; in the BPMN editor an
 * element is copied and pasted with the keyboard, and leaving with the pasted element unsaved asks first.
 */
test.use({ account: 'admin', viewport: { width: 1440, height: 900 } });

/** The first load of a page's chunks (bpmn-js, dmn-js, vis-network) on a busy two-core machine. */
const LOAD = 30_000;

async function launch(page: Page, text: string, kind: string) {
  await page.keyboard.press('Control+o');
  const dialog = page.getByTestId('quick-launch');
  await dialog.getByRole('searchbox').fill(text);
  const option = dialog.getByRole('option', { name: new RegExp(text) }).first();
  await expect(option).toBeVisible();
  await expect(option).toContainText(kind);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

test('Ctrl+O finds the demo diagram, decision table and graph by name and opens each', async ({ page, signedIn }) => {
  void signedIn;
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();

  await launch(page, 'Разработка и утверждение рабочей программы', 'Диаграмма');
  await expect(page).toHaveURL(/\/diagram\/[0-9a-f-]{36}$/);
  await expect(page.locator('.djs-palette')).toBeVisible({ timeout: LOAD });
  await expect(page.getByTestId('page-title')).toHaveText('Разработка и утверждение рабочей программы');

  await launch(page, 'Скидка клиента', 'Таблица решений');
  await expect(page).toHaveURL(/\/dmn\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('page-title')).toHaveText('Скидка клиента');

  await launch(page, 'Модель университета', 'Граф');
  await expect(page).toHaveURL(/\/graphs\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('page-title')).toContainText('Модель университета');

  // Each visit is a recent link under its name.
  await page.getByTestId('recent-links').click();
  const recent = page.getByTestId('recent-links-list');
  for (const name of ['Разработка и утверждение рабочей программы', 'Скидка клиента', 'Модель университета'])
    await expect(recent.getByText(new RegExp(name)).first()).toBeVisible();
});

test('copy and paste an element with the keyboard; leaving unsaved asks first, Stay keeps the edit', async ({
  page,
  signedIn,
}) => {
  test.setTimeout(120_000);
  const reply = await page.request.post('/api/diagrams', {
    headers: { authorization: `Bearer ${signedIn.token}` },
    data: { name: `Копирование ${Date.now()}` },
  });
  expect(reply.status(), await reply.text()).toBeLessThan(300);
  const diagram = (await reply.json()) as DiagramDto;
  await page.goto(`/diagram/${diagram.id}`);
  // Start events on the canvas (bpmn-js draws an event's label as a shape of its own: left out).
  const starts = page.locator(
    '[data-testid="diagram-canvas"] .djs-element.djs-shape:is([data-element-id^="StartEvent_"], [data-element-id^="Event_"]):not([data-element-id$="_label"])',
  );
  await expect(starts).toHaveCount(1, { timeout: LOAD });
  await expect(page.getByTestId('diagram-dirty')).toHaveCount(0);

  await starts.first().click();
  await page.keyboard.press('Control+c');
  const canvas = (await page.getByTestId('diagram-canvas').boundingBox())!;
  await page.mouse.move(canvas.x + canvas.width / 2, canvas.y + canvas.height / 2);
  await page.keyboard.press('Control+v');
  // The pasted element follows the pointer until a click puts it down.
  await page.mouse.move(canvas.x + canvas.width / 2 + 40, canvas.y + canvas.height / 2 + 40, { steps: 5 });
  await page.mouse.click(canvas.x + canvas.width / 2 + 40, canvas.y + canvas.height / 2 + 40);
  await expect(starts).toHaveCount(2);
  await expect(page.getByTestId('diagram-dirty')).toBeVisible();

  // Leaving by the side menu with the paste unsaved: asked first; Stay keeps the page and the element.
  await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Графы' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Уйти без сохранения?');
  await dialog.getByRole('button', { name: 'Остаться' }).click();
  await expect(page).toHaveURL(new RegExp(`/diagram/${diagram.id}$`));
  await expect(starts).toHaveCount(2);

  // Leave: the list of graphs opens, and the diagram was not saved (one start event on the server).
  await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Графы' }).click();
  await dialog.getByRole('button', { name: 'Уйти' }).click();
  await expect(page).toHaveURL(/\/graphs$/);
  const stored = await page.request.get(`/api/diagrams/${diagram.id}`, {
    headers: { authorization: `Bearer ${signedIn.token}` },
  });
  const xml = ((await stored.json()) as DiagramDto).xml;
  expect(xml.match(/<bpmn:startEvent /g)).toHaveLength(1);
});
