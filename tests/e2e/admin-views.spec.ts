import { expect, registerFreshUser, secondBrowser, signInWithToken, test } from './fixtures.ts';
import { expectPlanetView, makePlanet } from './ontology-data.ts';

/**
 * Issue 21 item 3: the administrator sets a class view for a role on /settings/views (domain.md §3
 * "class views per role"); a user holding the role sees the object form's fields in that order, the hidden
 * one gone. And /settings/commands runs a stored command (shell.md §7 get_data `command`) with a preview.
 */
test('a class view for a role orders the form of its holders; a command runs with a preview', async ({
  page,
  browser,
  signedIn,
}) => {
  test.setTimeout(120_000);
  const tag = `${Date.now()}`;
  const className = `Планета ${tag}`;

  // A user of their own class, its two properties and an individual (the user reads what they made).
  const user = await registerFreshUser(page.request, 'views');
  const { planet, size, moons, mars } = await makePlanet(page.request, user.token, tag, className);
  // The role and the user's membership (the roles and assignments pages are tested in admin-users.spec.ts).
  const api = async (method: 'post', path: string, data: object) => {
    const reply = await page.request[method](path, { data, headers: { Authorization: `Bearer ${signedIn.token}` } });
    expect(reply.status(), path).toBeLessThan(300);
    return (await reply.json()) as { id: string };
  };
  const role = await api('post', '/api/administration/roles', { code: `astro${tag}`, name: `Астроном ${tag}` });
  await api('post', '/api/administration/assignments', { roleId: role.id, userId: user.id });

  // Before any view the user's form has every field.
  const second = await secondBrowser(browser, new URL((await page.goto('/'))!.url()).origin);
  await signInWithToken(second.page, user.token);
  await second.page.goto(`/examp_list/${planet}?inst=${mars}`);
  const form = second.page.getByTestId('object-form');
  await expect(form.getByTestId(`field-${size}`)).toBeVisible();

  // The administrator's view: moons first, then the name; the size hidden.
  await page.goto('/settings/views');
  await expect(page.getByTestId('admin-views').getByRole('heading', { name: 'Виды классов' })).toBeVisible();
  await page.getByTestId('admin-view-create').click();
  const dialog = page.getByTestId('admin-view-dialog');
  await dialog.getByTestId('admin-view-class').fill(tag);
  await page.getByRole('option', { name: new RegExp(className) }).click();
  await dialog.getByTestId('admin-view-role').selectOption({ label: `Астроном ${tag} (astro${tag})` });
  await expect(dialog.getByTestId('admin-view-field')).not.toHaveCount(0);
  const up = dialog.getByRole('button', { name: `Поднять поле Спутники ${tag}` });
  while (await up.isEnabled()) await up.click();
  await dialog.getByRole('checkbox', { name: `Размер ${tag}`, exact: true }).uncheck();
  await dialog.getByTestId('admin-view-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('admin-view-row').filter({ hasText: className })).toContainText(`astro${tag}`);

  // The user (next sign-in: the views are read after sign-in) sees the fields in that order, the size gone.
  await second.page.reload();
  await expectPlanetView(form, { size, moons });
  expect(second.errors).toEqual([]);
  await second.context.close();

  // A command over the class, run from /settings/commands with a preview of its rows.
  await page.goto('/settings/commands');
  await page.getByTestId('admin-command-create').click();
  await page.getByTestId('admin-command-name').fill(`planets.e2e${tag}`);
  await page.getByTestId('admin-command-json').fill(JSON.stringify({ class: planet, fields: [{ prop: moons }] }));
  await page.getByTestId('admin-command-submit').click();
  await expect(page.getByTestId('admin-command-dialog')).toHaveCount(0);
  // Found by its row and text, its label checked as an attribute: twice in full runs a role query here
  // waited 2 minutes for a button the page showed (the snapshot had the row and its «Выполнить»).
  const run = page
    .getByTestId('admin-command-row')
    .filter({ hasText: `planets.e2e${tag}` })
    .getByText('Выполнить', { exact: true });
  await expect(run).toHaveAttribute('aria-label', `Выполнить команду planets.e2e${tag}`);
  await run.click();
  const row = page.getByTestId('admin-command-preview-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Марс ${tag}`);
  await expect(row).toContainText('2');
  await expect(page.getByTestId('admin-command-preview-total')).toHaveText('Всего строк: 1');
});
