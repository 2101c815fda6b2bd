import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { CLASS } from '../../core/src/common/ontology/system-ontology.ts';
import { DOC_CLASS } from '../../extensions/documents/src/common/schema.ts';
import { dataApi, expect, test } from './fixtures.ts';

/**
 * Issue 15 items 1 and 2 in the real product: the document editor saves by itself a moment after
 * typing stops (domain.md §4), the text is there after a reload, and the reference picker inserts
 * `:class-<uuid>(<name>)` for a class found by its name.
 */

/** A new document and a class to refer to, through the data API. */
async function seed(request: APIRequestContext, token: string) {
  const tag = randomUUID().slice(0, 6);
  const id = { doc: randomUUID(), cls: randomUUID() };
  await (
    await dataApi(request, token)
  )({
    act: 'set_data',
    data: [
      { op: 'new', class: DOC_CLASS.Document, name: `Документ ${tag}`, inst: id.doc },
      { op: 'new', class: CLASS.Class, name: `Пицца ${tag}`, inst: id.cls },
    ],
  });
  return { ...id, tag };
}

test.beforeEach(async ({ page }) => {
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
});

test.describe('document editor (issue 15)', () => {
  test('typing is saved by itself («Сохранено»), and is there after a reload', async ({ page, signedIn }) => {
    const w = await seed(page.request, signedIn.token);
    await page.goto(`/docs/edit/${w.doc}`);
    const content = page.getByTestId('editor-content');
    await expect(content).toBeVisible();
    await expect(page.getByTestId('document-editor').getByRole('heading', { name: `Документ ${w.tag}` })).toBeVisible();
    await content.click();
    await page.keyboard.type('Первая строка документа');
    const state = page.getByTestId('editor-save-state');
    await expect(state).toHaveText(/^Сохранено в \d/);
    await page.reload();
    await expect(page.getByTestId('editor-content')).toContainText('Первая строка документа');
    await expect(state).toHaveText('Сохранено');
  });

  test('the toolbar formats: bold text and a 3×3 table are saved with the content', async ({ page, signedIn }) => {
    const w = await seed(page.request, signedIn.token);
    await page.goto(`/docs/edit/${w.doc}`);
    const content = page.getByTestId('editor-content');
    await content.click();
    await page.getByRole('button', { name: 'Полужирный' }).click();
    await page.keyboard.type('жирно');
    await page.getByRole('button', { name: 'Таблица' }).click();
    await page.getByRole('menuitem', { name: 'Вставить таблицу 3×3' }).click();
    await expect(content.locator('table tr')).toHaveCount(3);
    await expect(page.getByTestId('editor-save-state')).toHaveText(/^Сохранено в \d/);
    await page.reload();
    await expect(page.getByTestId('editor-content').locator('strong')).toHaveText('жирно');
    await expect(page.getByTestId('editor-content').locator('table tr')).toHaveCount(3);
  });

  test('the reference picker finds a class by name and inserts `:class-<uuid>(<name>)`', async ({ page, signedIn }) => {
    const w = await seed(page.request, signedIn.token);
    await page.goto(`/docs/edit/${w.doc}`);
    const content = page.getByTestId('editor-content');
    await content.click();
    await page.keyboard.type('См. ');
    await page.getByRole('button', { name: 'Ссылка на термин' }).click();
    await page.getByTestId('reference-picker-search').fill(`Пицца ${w.tag}`);
    const hit = page.getByTestId('reference-picker-hit').filter({ hasText: `Пицца ${w.tag}` });
    await expect(hit).toContainText('Класс');
    await hit.click();
    await page.getByTestId('reference-picker-insert').click();
    const text = `:class-${w.cls}(Пицца ${w.tag})`;
    await expect(content).toContainText(`См. ${text}`);
    await expect(page.getByTestId('editor-save-state')).toHaveText(/^Сохранено в \d/);
    await page.reload();
    await expect(page.getByTestId('editor-content')).toContainText(text);
  });

  test('a link must be http(s):, mailto: or an app path: javascript: is refused at the field', async ({
    page,
    signedIn,
  }) => {
    const w = await seed(page.request, signedIn.token);
    await page.goto(`/docs/edit/${w.doc}`);
    await page.getByTestId('editor-content').click();
    await page.keyboard.press('Control+k');
    await page.getByTestId('editor-link-url').fill('javascript:alert(1)');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('editor-link-dialog')).toContainText('Допустимы только адреса');
    await page.getByTestId('editor-link-url').fill('https://example.org/');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('editor-content').locator('a[href="https://example.org/"]')).toHaveCount(1);
  });

  test('the editor and its reference picker have no serious accessibility violations', async ({ page, signedIn }) => {
    const w = await seed(page.request, signedIn.token);
    await page.goto(`/docs/edit/${w.doc}`);
    await expect(page.getByTestId('editor-content')).toBeVisible();
    const serious = async (scope: string) => {
      const found = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .include(scope)
        // Tabster's focus trampolines (Fluent UI's focus management), as accessibility.spec.ts leaves out.
        .exclude('[data-tabster-dummy]')
        .analyze();
      return found.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    expect(await serious('[data-testid="document-editor"]')).toEqual([]);
    await page.getByRole('button', { name: 'Ссылка на термин' }).click();
    await page.getByTestId('reference-picker-search').fill(`Пицца ${w.tag}`);
    await expect(page.getByTestId('reference-picker-hit')).toHaveCount(1);
    expect(await serious('[role="dialog"]')).toEqual([]);
  });
});
