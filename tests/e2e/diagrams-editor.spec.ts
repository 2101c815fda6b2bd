import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { CLASS, PROP } from '../../core/src/common/ontology/system-ontology.ts';
import type { DiagramDto } from '../../extensions/diagrams/src/common/diagram/api.ts';
import { expect, registerFreshUser, signInWithToken, test } from './fixtures.ts';
import { setData } from './ontology-data.ts';

/**
 * The BPMN diagram editor in real Chromium against the real server (issue 17 items 1, 3, 4 and its quality
 * bar "draw a process, bind a task to an ontology class, save, reload, export and re-import; a reader
 * cannot edit"; shell.md §2 `/diagrams`, `/diagram/{id}`; domain.md §3 "Diagram", "Diagram roles").
 */

test.beforeEach(async ({ page }) => {
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
});

/** The first load of a page's chunks (and bpmn-js) on a busy two-core machine. */
const LOAD = 30_000;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function newDiagram(request: APIRequestContext, token: string, name: string): Promise<DiagramDto> {
  const reply = await request.post('/api/diagrams', { headers: auth(token), data: { name } });
  expect(reply.status(), await reply.text()).toBeLessThan(300);
  return (await reply.json()) as DiagramDto;
}

/** The ids of the BPMN elements drawn on the canvas (shapes and connections, not labels or the root). */
const drawnIds = (page: Page) =>
  page.locator('[data-testid="diagram-canvas"] .djs-element[data-element-id]').evaluateAll((nodes) =>
    nodes
      .map((n) => n.getAttribute('data-element-id') ?? '')
      .filter((id) => !id.endsWith('_label') && !/^(Process|Collaboration)_/.test(id))
      .sort(),
  );

const shape = (page: Page, id: string) =>
  page.locator(`[data-testid="diagram-canvas"] .djs-element.djs-shape[data-element-id="${id}"]`);

async function download(page: Page, item: string): Promise<{ download: Download; bytes: Buffer }> {
  await page.getByTestId('diagram-export').click();
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(item).click()]);
  return { download: file, bytes: await readFile((await file.path())!) };
}

test('draw a process, name and bind a task, save, reload, export BPMN/SVG/PNG and re-import the BPMN', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const owner = await registerFreshUser(page.request, 'diagram-owner');
  const tag = randomUUID().slice(0, 6);
  const className = `Заказ клиента ${tag}`;
  await setData(page.request, owner.token, [{ op: 'new', class: CLASS.Class, name: className, inst: randomUUID() }]);
  const diagram = await newDiagram(page.request, owner.token, `Обработка заказа ${tag}`);

  await signInWithToken(page, owner.token);
  await page.goto(`/diagram/${diagram.id}`);
  await expect(page.getByRole('heading', { level: 2, name: `Обработка заказа ${tag}` })).toBeVisible({ timeout: LOAD });
  await expect(page.locator('.djs-palette')).toBeVisible({ timeout: LOAD });
  await expect(page).toHaveTitle(new RegExp(`Обработка заказа ${tag}`));

  // Palette and context pad: start event → task → end event.
  await shape(page, 'StartEvent_1').click();
  await page.locator('.djs-context-pad').getByTitle('Добавить задачу', { exact: true }).click();
  await page.keyboard.type('Задача');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await drawnIds(page)).some((id) => id.startsWith('Activity_'))).toBe(true);
  const taskId = (await drawnIds(page)).find((id) => id.startsWith('Activity_'))!;
  expect(taskId).toBeTruthy();
  // The new task stays selected (a click would deselect it), its context pad open.
  await page.locator('.djs-context-pad').getByTitle('Добавить конечное событие', { exact: true }).click();
  await expect.poll(async () => (await drawnIds(page)).filter((id) => id.startsWith('Event_')).length).toBe(1);
  await expect.poll(async () => (await drawnIds(page)).filter((id) => id.startsWith('Flow_')).length).toBe(2);
  await expect(page.getByTestId('diagram-dirty')).toBeVisible();

  // The properties panel names the task (through bpmn-js: undo takes it back) and binds it to a class.
  await shape(page, taskId).click();
  await expect(page.getByTestId('element-type')).toHaveText('Задача');
  await expect(page.getByTestId('element-id')).toHaveText(taskId);
  await page.getByTestId('element-name').fill('Проверить заказ');
  await page.getByTestId('element-name').press('Enter');
  await expect(shape(page, taskId)).toContainText('Проверить заказ');
  await page.getByTestId('diagram-undo').click();
  await expect(shape(page, taskId)).toContainText('Задача');
  await page.getByTestId('diagram-redo').click();
  await expect(shape(page, taskId)).toContainText('Проверить заказ');
  await page.getByTestId('binding-class').fill(tag);
  await page.getByRole('option', { name: className }).click();
  await expect(page.getByTestId('binding-current')).toHaveText(`Класс «${className}»`);
  await expect(page.locator(`[data-ob-bound="${taskId}"]`)).toHaveCount(1);

  // Ctrl+S saves.
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Диаграмма сохранена')).toBeVisible();
  await expect(page.getByTestId('diagram-dirty')).toHaveCount(0);
  const drawn = await drawnIds(page);

  // Reload: the drawing, the name and the binding are there.
  await page.reload();
  await expect(shape(page, taskId)).toContainText('Проверить заказ', { timeout: LOAD });
  expect(await drawnIds(page)).toEqual(drawn);
  await expect(page.locator(`[data-ob-bound="${taskId}"]`)).toHaveCount(1);
  await shape(page, taskId).click();
  await expect(page.getByTestId('binding-current')).toHaveText(`Класс «${className}»`);
  // Ctrl+F opens bpmn-js's element search, which finds the task by its name; the minimap toggles.
  await page.keyboard.press('Control+f');
  await expect(page.locator('.djs-container.djs-search-open')).toHaveCount(1);
  // The search pad searches on a key-up; Cyrillic text is inserted without key events, so End follows.
  await page.locator('.djs-search-input input').fill('Проверить');
  await page.locator('.djs-search-input input').press('End');
  await expect(page.locator('.djs-search-result')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.locator('.djs-container.djs-search-open')).toHaveCount(0);
  await page.getByTestId('diagram-minimap').click();
  await expect(page.locator('.djs-minimap.open')).toHaveCount(1);
  await page.getByTestId('diagram-minimap').click();
  await expect(page.locator('.djs-minimap.open')).toHaveCount(0);
  const stored = (await (
    await page.request.get(`/api/diagrams/${diagram.id}`, { headers: auth(owner.token) })
  ).json()) as DiagramDto;
  // The preview is saved with it and read on its own (the diagram's GET leaves it out: docs/diagrams.md).
  expect(stored).not.toHaveProperty('svg');
  const preview = (await (
    await page.request.get(`/api/diagrams/${diagram.id}/svg`, { headers: auth(owner.token) })
  ).json()) as { svg: string };
  expect(preview.svg).toContain('<svg');
  expect(stored.elements).toEqual([
    expect.objectContaining({ elementId: taskId, objectName: className, kind: 'class' }),
  ]);

  // Export: BPMN XML, SVG and PNG are files with content.
  const bpmn = await download(page, 'diagram-export-bpmn');
  expect(bpmn.download.suggestedFilename()).toBe(`Обработка заказа ${tag}.bpmn`);
  expect(bpmn.bytes.toString('utf8')).toContain('name="Проверить заказ"');
  const svg = await download(page, 'diagram-export-svg');
  expect(svg.bytes.toString('utf8')).toContain('<svg');
  const png = await download(page, 'diagram-export-png');
  expect(png.bytes.length).toBeGreaterThan(1000);
  expect([...png.bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');

  // Re-import the exported file as a new diagram: the same elements.
  await page.goto('/diagrams');
  await expect(page.getByTestId('diagrams-list')).toBeVisible({ timeout: LOAD });
  await page.getByTestId('diagram-import').setInputFiles({
    name: 'Обработка заказа (копия).bpmn',
    mimeType: 'application/xml',
    buffer: bpmn.bytes,
  });
  await expect(page).toHaveURL(/\/diagram\/(?!.*\b(?:diagrams)\b)/);
  await expect(page.getByRole('heading', { level: 2, name: 'Обработка заказа (копия)' })).toBeVisible({
    timeout: LOAD,
  });
  await expect(shape(page, taskId)).toContainText('Проверить заказ');
  expect(await drawnIds(page)).toEqual(drawn);
});

test('a reader opens the diagram as a viewer with no editing, and the server refuses their save (403)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const owner = await registerFreshUser(page.request, 'diagram-owner');
  const reader = await registerFreshUser(page.request, 'diagram-reader');
  const diagram = await newDiagram(page.request, owner.token, 'Согласование договора');
  const assignment = randomUUID();
  await setData(page.request, owner.token, [
    { op: 'new', class: CLASS.Assignment, name: 'reader', inst: assignment },
    { op: 'upd', inst: assignment, prop: PROP.obj, val: diagram.id },
    { op: 'upd', inst: assignment, prop: PROP.user, val: reader.id },
    { op: 'upd', inst: assignment, prop: PROP.roleCode, val: 'reader' },
  ]);

  await signInWithToken(page, reader.token);
  await page.goto('/diagrams');
  const row = page.getByTestId('diagram-row').filter({ hasText: 'Согласование договора' });
  await expect(row.getByTestId('diagram-read-only')).toHaveText('Только чтение', { timeout: LOAD });
  await row.getByRole('link', { name: 'Открыть диаграмму «Согласование договора»' }).click();

  await expect(page.getByTestId('diagram-read-only')).toHaveText('Только просмотр: вам назначена роль читателя', {
    timeout: LOAD,
  });
  await expect(shape(page, 'StartEvent_1')).toBeVisible();
  await expect(page.locator('.djs-palette')).toHaveCount(0);
  await expect(page.getByTestId('diagram-save')).toHaveCount(0);
  await shape(page, 'StartEvent_1').click();
  await expect(page.locator('.djs-context-pad .entry')).toHaveCount(0);
  await expect(page.getByTestId('element-name')).toHaveAttribute('readonly', '');
  await expect(page.getByTestId('binding-class')).toHaveCount(0);

  const put = await page.request.put(`/api/diagrams/${diagram.id}`, {
    headers: auth(reader.token),
    data: { name: 'Чужое имя' },
  });
  expect(put.status()).toBe(403);
  const after = (await (
    await page.request.get(`/api/diagrams/${diagram.id}`, { headers: auth(owner.token) })
  ).json()) as DiagramDto;
  expect(after.name).toBe('Согласование договора');
});
