import { expect, test } from './fixtures.ts';

/**
 * Issue 16 items 1–3 in the real product, against the reference server: a structured document is made
 * from the index, built in the component tree (a section holding a paragraph and a numbered list),
 * reordered by keyboard, saved by itself (domain.md §4 autosave) and there after a reload; §5 refuses what
 * the container table forbids, in words.
 */
test.use({ account: 'fresh' });

test('build a structured document in the tree editor; it saves by itself and is there after a reload', async ({
  page,
  signedIn,
}) => {
  expect(signedIn.email).toMatch(/^e2e-/);
  const name = `Положение ${Date.now()}`;
  await page.goto('/structuredDocuments');
  await expect(page.getByTestId('sdoc-list-empty')).toBeVisible();
  await page.getByRole('button', { name: 'Создать документ' }).click();
  await page.getByTestId('sdoc-create-name').fill(name);
  await page.getByRole('button', { name: 'Создать', exact: true }).click();
  await expect(page).toHaveURL(/\/structuredDocuments\/edit\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('sdoc-editor')).toBeVisible();

  // A section in the document, then a paragraph and a numbered list in the section.
  const insertKind = async (kind: string) => {
    await page.getByTestId('sdoc-insert').click();
    await page.getByRole('menuitem', { name: kind }).click();
  };
  await insertKind('Раздел');
  await page.getByTestId('sdoc-field-title').fill('Общие положения');
  await insertKind('Абзац');
  await page.getByTestId('sdoc-field-content').fill('Курсовая работа выполняется под руководством преподавателя.');
  const rows = page.getByTestId('sdoc-row');
  await rows.filter({ hasText: 'Общие положения' }).click();
  await insertKind('Нумерованный список');
  await expect(rows).toHaveCount(3);

  // §5: a table cell belongs in a table row only: the insert menu of a section does not offer it.
  await rows.filter({ hasText: 'Общие положения' }).click();
  await page.getByTestId('sdoc-insert').click();
  await expect(page.getByRole('menuitem', { name: 'Ячейка таблицы' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Keyboard: the list moves above the paragraph (Alt+↑).
  await rows.filter({ hasText: 'Нумерованный список' }).click();
  await page.getByTestId('sdoc-tree').press('Alt+ArrowUp');
  await expect(rows.nth(1)).toContainText('Нумерованный список');

  await expect(page.getByTestId('sdoc-save-state')).toHaveText('Сохранено', { timeout: 15_000 });
  await page.reload();
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Общие положения');
  await expect(rows.nth(1)).toContainText('Нумерованный список');
  await expect(rows.nth(2)).toContainText('Курсовая работа выполняется');
});
