import { reportDocx } from '../api/imports-docs-fixtures.ts';
import { expect, navigateInApp, test } from './fixtures.ts';

/**
 * Issue 21 item 4, documents (shell.md §2 `/docs-import`): a Markdown file and a real .docx chosen on the
 * page are previewed (name from the first heading, outline), imported as jobs (the shell's
 * IMPORT_STATUS_UPDATE notice, domain.md §7, §9), and each opens as a document with its heading.
 */
test('a .md and a .docx become documents that open with their headings', async ({ page, signedIn }) => {
  test.setTimeout(90_000);
  void signedIn;
  const tag = `${Date.now()}`;
  const markdown = `# Руководство ${tag}\n\nТекст с **жирным** и [ссылкой](https://example.org).\n\n## Шаги\n\n- первый\n- второй\n`;

  await page.goto('/docs-import');
  await expect(page.getByTestId('imports-docs-empty')).toBeVisible();
  await page.getByTestId('imports-docs-input').setInputFiles([
    { name: `guide-${tag}.md`, mimeType: 'text/markdown', buffer: Buffer.from(markdown) },
    {
      name: `report-${tag}.docx`,
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: await reportDocx(),
    },
  ]);
  const names = page.getByTestId('imports-docs-name');
  await expect(names).toHaveText([`Название документа: Руководство ${tag}`, 'Название документа: Отчёт о практике']);
  await expect(page.getByTestId('imports-docs-outline').first()).toHaveText(`Руководство ${tag}Шаги`);

  await page.getByTestId('imports-docs-run').click();
  await expect(page.getByTestId('imports-docs-done')).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByTestId('imports-docs-done').first()).toContainText(`Документ «Руководство ${tag}» создан.`);
  await expect(
    page
      .getByTestId('message-bar')
      .filter({ hasText: `Импорт «guide-${tag}.md»` })
      .first(),
  ).toBeVisible();

  const [mdHref, docxHref] = await page
    .getByTestId('imports-docs-open')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));

  // The .docx's document, opened from its link: headings and link in the viewer.
  await page.getByTestId('imports-docs-open').nth(1).click();
  await expect(page).toHaveURL(docxHref!);
  const content = page.getByTestId('doc-content');
  await expect(content.getByRole('heading', { level: 1, name: 'Отчёт о практике' })).toBeVisible();
  await expect(content.getByRole('heading', { level: 2, name: 'Задачи' })).toBeVisible();
  await expect(content.getByRole('link', { name: 'сайте' })).toHaveAttribute('href', 'https://example.org/practice');

  // The Markdown file's document.
  expect(mdHref).toMatch(/^\/docs\/view\/[0-9a-f-]{36}$/);
  await page.goto(mdHref!);
  await expect(content.getByRole('heading', { level: 1, name: `Руководство ${tag}` })).toBeVisible();
  await expect(content.locator('strong', { hasText: 'жирным' })).toBeVisible();
});

test('the route and menu entry go with the documents area: disabled at run time, they are gone; enabled, they come back', async ({
  page,
  signedIn,
}) => {
  void signedIn;
  await page.goto('/settings/extensions');
  await expect(page.getByTestId('extensions-page')).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Главное меню' });
  const entry = menu.getByRole('link', { name: 'Импорт документов' });
  await expect(entry).toHaveCount(1);

  await page.locator('[data-extension-id="documents"]').getByRole('switch').click();
  await expect(page.locator('[data-extension-id="imports-docs"]').getByText('Выключено')).toBeVisible();
  await expect(entry).toHaveCount(0);
  await navigateInApp(page, '/docs-import');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await page.evaluate(() => history.back());

  // Enabled again: the documents area, and with it the import that was off only because of it.
  await page.locator('[data-extension-id="documents"]').getByRole('switch').click();
  await expect(page.locator('[data-extension-id="imports-docs"]').getByText('Выключено')).toHaveCount(0);
  await expect(entry).toHaveCount(1);
  await entry.click();
  await expect(page.getByTestId('imports-docs-empty')).toBeVisible();
});
