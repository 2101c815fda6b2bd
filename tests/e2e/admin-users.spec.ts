import { ONTO_CLASS } from '../../extensions/ontology/src/common/schema.ts';
import {
  apiSignIn,
  dataCall,
  DEMO_ACCOUNTS,
  expect,
  registerFreshUser,
  secondBrowser,
  signInAs,
  signInWithToken,
  test,
  uniqueWord,
} from './fixtures.ts';

/**
 * Issue 21 (quality bar): as an administrator create a user, give them a role on an ontology (an
 * assignment), sign in as that user in a second browser and see the ontology; a non-administrator opening
 * /settings/users gets the access-denied page (shell.md §6: routes flagged admin are open only to
 * administrators).
 */
test('an administrator creates a user and assigns them a role on an ontology; the user sees it', async ({
  page,
  browser,
  signedIn,
}) => {
  test.setTimeout(90_000);
  const tag = `${Date.now()}`;
  const email = `adm-${tag}@example.org`;
  const password = 'Adm-password-1';
  // A name of its own, so the user picker finds this user alone however often the test runs on a server.
  const surname = uniqueWord('Назначенцева');
  const name = `${surname} Вера Игоревна`;
  const ontology = `Онтология назначения ${tag}`;
  // The administrator's own ontology: nobody else reads it until it is assigned.
  await dataCall(page.request, signedIn.token, {
    act: 'set_data',
    data: [{ op: 'new', class: ONTO_CLASS.Ontology, name: ontology }],
  });

  // Create the user on /settings/users.
  await page.goto('/settings/users');
  await expect(page.getByTestId('admin-users-table')).toBeVisible();
  await page.getByTestId('admin-user-create').click();
  await page.getByTestId('admin-user-name').fill(name);
  await page.getByTestId('admin-user-email').fill(email);
  await page.getByTestId('admin-user-password').fill(password);
  await page.getByTestId('admin-user-create-submit').click();
  await expect(page.getByTestId('admin-user-create-dialog')).toHaveCount(0);
  await page.getByTestId('admin-users-search').fill(email);
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByTestId('admin-user-row')).toHaveCount(1);
  await expect(page.getByTestId('admin-user-row')).toContainText(name);

  // Before the assignment the new user does not see the ontology.
  const second = await secondBrowser(browser, new URL(page.url()).origin);
  await signInWithToken(second.page, await apiSignIn(second.page.request, email, password));
  await second.page.goto('/ontologies');
  await expect(second.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(second.page.getByText(ontology)).toHaveCount(0);

  // Assign the role `editor` on the ontology on /settings/assignments.
  await page.goto('/settings/assignments');
  await page.getByTestId('admin-assignment-create').click();
  const dialog = page.getByTestId('admin-assignment-dialog');
  await dialog.getByTestId('admin-assignment-role').selectOption({ label: 'Редактор (editor)' });
  await dialog.getByTestId('admin-assignment-user').fill(surname);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await dialog.getByTestId('admin-assignment-class').fill('Ontology');
  await page
    .getByRole('option', { name: /^Ontology/ })
    .first()
    .click();
  await dialog.getByTestId('admin-assignment-object').fill(tag);
  await page.getByRole('option', { name: new RegExp(ontology) }).click();
  await dialog.getByTestId('admin-assignment-submit').click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByTestId('admin-assignment-row').filter({ hasText: ontology });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  await expect(row.getByTestId('admin-assignment-state')).toHaveText('Действует');

  // The user now sees the ontology.
  await second.page.reload();
  await expect(second.page.getByText(ontology)).toBeVisible();

  // Suspended (shell.md §4), the assignment no longer counts.
  await row.getByTestId('admin-assignment-suspend').click();
  await expect(row.getByTestId('admin-assignment-state')).toHaveText('Приостановлено');
  await second.page.reload();
  await expect(second.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(second.page.getByText(ontology)).toHaveCount(0);
  expect(second.errors).toEqual([]);
  await second.context.close();
});

test('hidden components (shell.md §3 User, §6): the administrator picks a menu entry, the user no longer sees it; the page stays open', async ({
  page,
  browser,
  signedIn,
}) => {
  expect(signedIn.email).toBe(DEMO_ACCOUNTS.admin);
  const fresh = await registerFreshUser(page.request, 'hidden', `Скрытова ${uniqueWord('Ю')} Олеговна`);
  await page.goto('/settings/users');
  const second = await secondBrowser(browser, new URL(page.url()).origin);
  await signInWithToken(second.page, fresh.token);
  await second.page.goto('/');
  const entry = second.page.locator('[data-menu-id="ontology.factExplorer"]');
  await expect(entry.first()).toBeVisible();

  await page.getByTestId('admin-users-search').fill(fresh.email);
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByTestId('admin-user-row')).toHaveCount(1);
  await page.getByRole('button', { name: /^Изменить: / }).click();
  await page.getByTestId('admin-user-hidden').click();
  await page.getByRole('menuitemcheckbox', { name: 'Меню: Обозреватель фактов (ontology.factExplorer)' }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('admin-user-edit-submit').click();
  await expect(page.getByTestId('admin-user-edit-dialog')).toHaveCount(0);

  // The user's next sign-in check brings the list: the entry is gone, the page itself still opens.
  await second.page.reload();
  await expect(second.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(entry).toHaveCount(0);
  await second.page.goto('/fact-explorer');
  await expect(second.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(second.page.getByTestId('access-denied')).toHaveCount(0);
  expect(second.errors).toEqual([]);
  await second.context.close();
});

test('a non-administrator opening /settings/users or /settings/assignments sees access denied', async ({
  browser,
  page,
}) => {
  const second = await secondBrowser(browser, new URL((await page.goto('/'))!.url()).origin);
  await signInAs(second.page, 'user');
  await second.page.goto('/settings/users');
  await expect(second.page).toHaveURL(/\/access-denied\?path=%2Fsettings%2Fusers$/);
  await expect(second.page.getByTestId('access-denied')).toBeVisible();
  await second.page.goto('/settings/assignments');
  await expect(second.page).toHaveURL(/\/access-denied\?path=%2Fsettings%2Fassignments$/);
  // Issue 21 item 3: the commands and the class views are the administrators' too.
  await second.page.goto('/settings/commands');
  await expect(second.page).toHaveURL(/\/access-denied\?path=%2Fsettings%2Fcommands$/);
  await second.page.goto('/settings/views');
  await expect(second.page).toHaveURL(/\/access-denied\?path=%2Fsettings%2Fviews$/);
  // Item 5: copy settings too; item 8: the user-code console is every signed-in user's (their own lines).
  await second.page.goto('/copy-settings');
  await expect(second.page).toHaveURL(/\/access-denied\?path=%2Fcopy-settings$/);
  await second.page.goto('/usercodeConsoleOutput');
  await expect(second.page.getByTestId('admin-console-live')).toBeVisible();
  // The roles list is every signed-in user's: the declared roles, without actions.
  await second.page.goto('/settings/roles');
  await expect(second.page.getByTestId('admin-roles-table')).toBeVisible();
  await expect(second.page.getByTestId('admin-role-create')).toHaveCount(0);
  expect(second.errors).toEqual([]);
  await second.context.close();
});
