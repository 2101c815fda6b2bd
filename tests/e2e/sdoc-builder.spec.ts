import { expect, registerFreshUser, signInWithToken, test } from './fixtures.ts';

/**
 * Issue 16 item 8 in the real product: the builder of structured documents (shell.md §2 "builder (admin
 * only)", domain.md §6). The administrator makes a class offering a few kinds; a user makes a document
 * of that class and its insert menu offers those kinds only; the user has no way into the builder.
 */
test('an administrator builds a class; a document of it offers only its kinds; a user cannot open the builder', async ({
  page,
  browser,
  signedIn: _signedIn,
}) => {
  const className = `Протокол ${Date.now()}`;
  await page.goto('/');
  await page.getByTestId('drawer').getByRole('link', { name: 'Конструктор документов' }).click();
  await expect(page).toHaveURL(/\/structuredDocuments\/builder$/);
  await expect(page.getByTestId('sdoc-builder')).toBeVisible();

  await page.getByTestId('sdoc-builder-create').click();
  await page.getByTestId('sdoc-builder-create-name').fill(className);
  await page.getByRole('button', { name: 'Создать', exact: true }).click();
  await expect(page.getByTestId('sdoc-builder-name')).toHaveValue(className);
  await expect(page.getByTestId('sdoc-builder-no-kinds')).toBeVisible();

  // A section, a paragraph and an ordered list (which brings its items, the content holders).
  await page.getByTestId('sdoc-builder-kind-section').click();
  await page.getByTestId('sdoc-builder-kind-paragraph').click();
  await page.getByTestId('sdoc-builder-kind-orderedList').click();
  await expect(page.getByTestId('sdoc-builder-kind-contentHolder')).toBeChecked();
  await expect(page.getByTestId('sdoc-builder-kind-contentHolder')).toBeDisabled();
  await page.getByTestId('sdoc-builder-save').click();
  const row = page.getByTestId('sdoc-builder-class').filter({ hasText: className });
  await expect(row.getByRole('cell').nth(1)).toHaveText('4');
  await page.reload();
  await row.click();
  await expect(page.getByTestId('sdoc-builder-kind-orderedList')).toBeChecked();
  await expect(page.getByTestId('sdoc-builder-kind-table')).not.toBeChecked();

  // A user of their own, in a browser of their own.
  const context = await browser.newContext();
  const user = await context.newPage();
  const fresh = await registerFreshUser(user.request, 'e2e-builder');
  await signInWithToken(user, fresh.token);
  await user.goto('/structuredDocuments');
  await expect(user.getByTestId('drawer').getByRole('link', { name: 'Конструктор документов' })).toHaveCount(0);
  await user.getByRole('button', { name: 'Создать документ' }).click();
  await user.getByTestId('sdoc-create-name').fill(`Протокол заседания ${Date.now()}`);
  await user.getByTestId('sdoc-create-class').selectOption({ label: className });
  await user.getByRole('button', { name: 'Создать', exact: true }).click();
  await expect(user).toHaveURL(/\/structuredDocuments\/edit\/[0-9a-f-]{36}$/);
  await user.getByTestId('sdoc-insert').click();
  const items = user.getByRole('menuitem');
  await expect(items.filter({ hasText: 'Раздел' })).toHaveCount(1);
  await expect(items.filter({ hasText: 'Абзац' })).toHaveCount(1);
  await expect(items.filter({ hasText: 'Нумерованный список' })).toHaveCount(1);
  await expect(items.filter({ hasText: 'Таблица' })).toHaveCount(0);
  await expect(items.filter({ hasText: 'Иллюстрация' })).toHaveCount(0);
  await user.keyboard.press('Escape');

  // The route refuses them.
  await user.goto('/structuredDocuments/builder');
  await expect(user).toHaveURL(/\/access-denied\?path=%2FstructuredDocuments%2Fbuilder$/);
  await context.close();
});
