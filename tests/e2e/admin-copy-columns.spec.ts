import { CLASS, PROP } from '@ontobench/core/common';
import { dataCall, expect, secondBrowser, signInWithToken, test, uniqueWord } from './fixtures.ts';

/**
 * Issue 21 items 3 and 5 in the browser. A class view adds a list column the list did not have (its
 * holders' object list shows it, headed by the property's name); and /settings/copy-settings copies one
 * user's settings and tags to another user (preview, then apply), each record the target's own.
 */
const word = uniqueWord;

test('a view adds a list column; a user’s settings and tags are copied to another user', async ({
  page,
  browser,
  signedIn,
}) => {
  test.setTimeout(150_000);
  const tag = `${Date.now()}`;
  const register = async (name: string) => {
    const reply = await page.request.post('/api/auth/register', {
      data: {
        email: `copy-${tag}-${name.length}-${Math.random()}@example.org`,
        password: 'Ontobench-e2e-1',
        fullName: name,
      },
    });
    expect(reply.status()).toBe(201);
    const body = (await reply.json()) as { jwtToken: string; user: { id: string } };
    return { id: body.user.id, token: body.jwtToken, name };
  };
  const source = await register(`${word('Источ')} ${word('Анна')} ${word('Петровна')}`);
  const target = await register(`${word('Получ')} ${word('Ольга')} ${word('Ивановна')}`);
  const admin = async (method: 'post' | 'put', path: string, data: object) => {
    const reply = await page.request[method](path, { data, headers: { Authorization: `Bearer ${signedIn.token}` } });
    expect(reply.status(), path).toBeLessThan(300);
    return (await reply.json()) as { id: string };
  };

  // Part 1 — list columns. The target's own class with a property its list has no column for.
  const planet = crypto.randomUUID();
  const [mass, mars] = [crypto.randomUUID(), crypto.randomUUID()];
  await dataCall(page.request, target.token, {
    act: 'set_data',
    data: [
      { op: 'new', class: CLASS.Class, name: `Планета ${tag}`, inst: planet },
      { op: 'new', class: CLASS.DataProperty, name: `Масса ${tag}`, inst: mass },
    ],
  });
  await dataCall(page.request, target.token, {
    act: 'set_data',
    data: [
      { op: 'upd', inst: mass, prop: PROP.baseType, val: 'string' },
      { op: 'add', inst: mass, prop: PROP.domain, val: planet },
      { op: 'new', class: planet, name: `Марс ${tag}`, inst: mars },
      { op: 'upd', inst: mars, prop: mass, val: 'ноль целых сто семь' },
    ],
  });
  const role = await admin('post', '/api/administration/roles', { code: `col${tag}`, name: `Столбцы ${tag}` });
  await admin('post', '/api/administration/assignments', { roleId: role.id, userId: target.id });

  await page.goto('/settings/views');
  await page.getByTestId('admin-view-create').click();
  const dialog = page.getByTestId('admin-view-dialog');
  await dialog.getByTestId('admin-view-class').fill(tag);
  await page.getByRole('option', { name: new RegExp(`Планета ${tag}`) }).click();
  await dialog.getByTestId('admin-view-role').selectOption({ label: `Столбцы ${tag} (col${tag})` });
  await dialog.getByRole('checkbox', { name: `Столбец списка: Масса ${tag}` }).check();
  await dialog.getByTestId('admin-view-submit').click();
  await expect(dialog).toHaveCount(0);

  const second = await secondBrowser(browser, new URL(page.url()).origin);
  await signInWithToken(second.page, target.token);
  await second.page.goto(`/examp_list/${planet}`);
  await expect(second.page.getByRole('columnheader', { name: `Масса ${tag}` })).toBeVisible();
  await expect(second.page.getByText('ноль целых сто семь')).toBeVisible();
  expect(second.errors).toEqual([]);
  await second.context.close();

  // Part 2 — copy settings: the source's own settings record and tag.
  const record = crypto.randomUUID();
  const tagId = crypto.randomUUID();
  await dataCall(page.request, source.token, {
    act: 'set_data',
    data: [
      { op: 'new', class: CLASS.Settings, name: 'Настройки', inst: record },
      { op: 'upd', inst: record, prop: PROP.json, val: JSON.stringify({ e2eTheme: 'dark' }) },
      { op: 'new', class: CLASS.Tag, name: `Важное ${tag}`, inst: tagId },
      { op: 'upd', inst: tagId, prop: PROP.color, val: '#c50f1f' },
    ],
  });
  await page.goto('/copy-settings');
  await page.getByRole('radio', { name: 'От пользователя' }).check();
  await page.getByTestId('admin-copy-source-user').fill(source.name.split(' ')[0]!);
  await page.getByRole('option', { name: new RegExp(source.name.split(' ')[0]!) }).click();
  await page.getByTestId('admin-copy-add-user').fill(target.name.split(' ')[0]!);
  await page.getByRole('option', { name: new RegExp(target.name.split(' ')[0]!) }).click();
  await expect(page.getByTestId('admin-copy-target-users')).toContainText(target.name);
  await expect(page.getByRole('checkbox', { name: 'Виды классов' })).toBeDisabled();
  await page.getByTestId('admin-copy-preview').click();
  const changes = page.getByTestId('admin-copy-change');
  await expect(changes).toHaveCount(2);
  await expect(changes.nth(0)).toContainText('e2eTheme');
  await expect(changes.nth(1)).toContainText(`Важное ${tag}`);
  await page.getByTestId('admin-copy-apply').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByTestId('admin-copy-plan')).toHaveCount(0);

  // The target owns both now (read as the target: their own records).
  const own = (await dataCall(page.request, target.token, {
    act: 'get_data',
    class: CLASS.Settings,
    filter: '[author] = #user#',
    fields: [{ prop: PROP.json }],
  })) as { rows: { prop: string; val: string }[] };
  expect(own.rows.filter((r) => r.prop === PROP.json).map((r) => JSON.parse(r.val))).toEqual([{ e2eTheme: 'dark' }]);
  const tags = (await dataCall(page.request, target.token, {
    act: 'get_data',
    class: CLASS.Tag,
    filter: '[author] = #user#',
    fields: [{ prop: PROP.name }],
  })) as { rows: { prop: string; val: string }[] };
  expect(tags.rows.some((r) => r.val === `Важное ${tag}`)).toBe(true);
});
