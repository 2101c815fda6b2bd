import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { CLASS, PROP } from '../../core/src/common/ontology/system-ontology.ts';
import { CLASS_VIEW_KEY } from '../../extensions/ontology/src/browser/lists/class-view.ts';
import {
  DEMO_ACCOUNTS,
  apiSignIn,
  dataApi,
  expect,
  presetStorage,
  registerFreshUser,
  signInWithToken,
  test,
} from './fixtures.ts';

/**
 * Issue 21 item 6 in the real product (domain.md §3 Tag: "visible to its author or to a holder of a role
 * it is available to"; shell.md §2 "a side menu with a create button and a tag filter by class"): a user
 * creates a tag from the class list's side menu, tags one of her classes on its page, filters the list
 * by it; shares it with a role in the tags manager; a holder of the role sees it in a second browser
 * context, another user does not.
 */
test.use({ account: 'fresh', viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page }) => {
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  await presetStorage(page, { [CLASS_VIEW_KEY]: 'list' });
});

const rows = (page: Page) => page.getByTestId('term-list');

test('create a tag from the side menu, tag an object, filter by it, share it with a role', async ({
  page,
  signedIn,
  browser,
}) => {
  test.setTimeout(90_000);
  const n = randomUUID().slice(0, 6);
  const [tagged, untagged] = [randomUUID(), randomUUID()];
  const call = await dataApi(page.request, signedIn.token);
  await call({
    act: 'set_data',
    data: [
      { op: 'new', class: CLASS.Class, name: `Помеченный ${n}`, inst: tagged },
      { op: 'new', class: CLASS.Class, name: `Без тега ${n}`, inst: untagged },
    ],
  });

  // The side menu of /class_list: «Создать тег» opens the dialog; the new tag filters the list at once.
  await page.goto('/class_list');
  await expect(rows(page).getByText(`Без тега ${n}`)).toBeVisible();
  await page.getByTestId('side-menu-create-tag').click();
  const dialog = page.getByTestId('tag-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('tag-save')).toBeDisabled();
  await dialog.getByTestId('tag-name').fill(`Срочное ${n}`);
  await dialog.getByRole('gridcell', { name: '#107c10' }).click();
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/collaboration/tags'),
  );
  await dialog.getByTestId('tag-name').press('Enter');
  const tag = (await (await created).json()) as { id: string; color: string };
  expect(tag.color).toBe('#107c10');
  await expect(dialog).toBeHidden();
  const toggle = page.getByTestId(`side-menu-tag-${tag.id}`);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(rows(page).getByText(`Без тега ${n}`)).toBeHidden();

  // Tag the object on its page: the tag's chip in its colour.
  await page.goto(`/class_list/${tagged}`);
  const picker = page.getByTestId('object-meta').getByRole('combobox', { name: 'Теги' });
  await picker.fill(`Срочное ${n}`.slice(0, -2));
  await page.getByRole('option', { name: `Срочное ${n}` }).click();
  await expect(page.getByTestId(`object-tag-${tag.id}`)).toBeVisible();
  await expect(page.getByTestId(`object-tag-${tag.id}`).locator('span[aria-hidden]').first()).toHaveCSS(
    'background-color',
    'rgb(16, 124, 16)',
  );

  // Filter the list by it: the tagged class stays, the other goes.
  await page.goto('/class_list');
  await expect(rows(page).getByText(`Без тега ${n}`)).toBeVisible();
  await page.getByTestId(`side-menu-tag-${tag.id}`).click();
  await expect(rows(page).getByText(`Помеченный ${n}`)).toBeVisible();
  await expect(rows(page).getByText(`Без тега ${n}`)).toBeHidden();

  // An administrator's role, held by a second user; a third user holds nothing.
  const admin = await dataApi(page.request, await apiSignIn(page.request, DEMO_ACCOUNTS.admin));
  const [holder, stranger] = [
    await registerFreshUser(page.request, 'holder'),
    await registerFreshUser(page.request, 'other'),
  ];
  const [role, membership] = [randomUUID(), randomUUID()];
  await admin({
    act: 'set_data',
    data: [
      { op: 'new', class: CLASS.Role, name: `Методисты ${n}`, inst: role },
      { op: 'new', class: CLASS.Assignment, name: 'членство', inst: membership },
      { op: 'upd', inst: membership, prop: PROP.role, val: role },
      { op: 'upd', inst: membership, prop: PROP.user, val: holder.id },
    ],
  });

  // Share it in the tags manager, reached from the side menu.
  await page.getByTestId('side-menu-manage-tags').click();
  await expect(page).toHaveURL(/\/tags$/);
  await page.getByTestId(`tag-edit-${tag.id}`).click();
  await page.getByTestId('tag-dialog').getByLabel(`Методисты ${n}`).check();
  await page.getByTestId('tag-dialog').getByTestId('tag-save').click();
  await expect(page.getByTestId(`tag-row-${tag.id}`)).toContainText(`Методисты ${n}`);

  // The holder sees it in the tag filter of a list; the stranger does not.
  for (const [who, sees] of [
    [holder, true],
    [stranger, false],
  ] as const) {
    const context = await browser.newContext();
    const other = await context.newPage();
    await other.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
    await signInWithToken(other, who.token);
    await presetStorage(other, { [CLASS_VIEW_KEY]: 'list' });
    await other.goto('/class_list');
    await expect(other.getByTestId('side-menu')).toBeVisible();
    if (sees) await expect(other.getByTestId(`side-menu-tag-${tag.id}`)).toBeVisible();
    else {
      await expect(other.getByTestId('side-menu-create-tag')).toBeVisible();
      await expect(other.getByTestId(`side-menu-tag-${tag.id}`)).toHaveCount(0);
    }
    await context.close();
  }
});
