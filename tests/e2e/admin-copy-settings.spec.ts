import { CLASS, PROP } from '@ontobench/core/common';
import type { Page } from '@playwright/test';
import {
  dataCall,
  expect,
  forgiveConsoleErrors,
  registerFreshUser,
  secondBrowser,
  signInAs,
  signInWithToken,
  test,
  uniqueWord,
} from './fixtures.ts';
import { expectPlanetView, makePlanet } from './ontology-data.ts';

/**
 * Issue 21 item 5 in the browser ("copy settings, views and tags from one user or role to others"; shell.md
 * §2 `/copy-settings`, administrators): a role with a class view and a tag shared with it is copied to
 * another role and to a user. The preview lists every change; an apply the server refuses (a target role
 * deleted meanwhile) says so in Russian and writes nothing; the applied copy reaches the targets: the
 * target role's holder sees the view's field order on an object form and the shared tag, the target user
 * a tag of their own of that name.
 */
test('a role’s class view and tag are copied to a role and a user; a refused apply writes nothing', async ({
  page,
  browser,
  signedIn,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const admin = async (method: 'post' | 'put' | 'delete', path: string, data?: object) => {
    const reply = await page.request[method](path, { data, headers: { Authorization: `Bearer ${signedIn.token}` } });
    expect(reply.status(), path).toBeLessThan(300);
    const text = await reply.text();
    return (text ? JSON.parse(text) : null) as { id: string } | null;
  };
  const role = async (code: string, name: string) =>
    (await admin('post', '/api/administration/roles', { code, name }))!;

  // The holder of the target role, with a class of their own, two properties and an individual.
  const holder = await registerFreshUser(page.request, 'copy-holder');
  const taker = await registerFreshUser(
    page.request,
    'copy-taker',
    `${uniqueWord('Получ')} ${uniqueWord('Анна')} ${uniqueWord('Петровна')}`,
  );
  const { planet, size, moons, mars } = await makePlanet(page.request, holder.token, tag);

  // The source role: a view of the class (moons first, then the name; the size hidden) and a shared tag.
  const source = await role(`cps${tag}`, `Источник ${tag}`);
  const target = await role(`cpt${tag}`, `Получатель ${tag}`);
  const doomed = await role(`cpx${tag}`, `Удаляемая ${tag}`);
  await admin('post', '/api/administration/assignments', { roleId: target.id, userId: holder.id });
  await admin('put', '/api/administration/class-views', {
    classId: planet,
    roleCode: `cps${tag}`,
    fields: [{ prop: moons }, { prop: PROP.name }],
  });
  const tagId = crypto.randomUUID();
  await dataCall(page.request, signedIn.token, {
    act: 'set_data',
    data: [
      { op: 'new', class: CLASS.Tag, name: `Копия ${tag}`, inst: tagId },
      { op: 'upd', inst: tagId, prop: PROP.color, val: '#107c10' },
      { op: 'upd', inst: tagId, prop: PROP.availableToRoles, val: [source.id] },
    ],
  });

  // Pick the source, two target roles and the user.
  await page.goto('/copy-settings');
  await expect(page.getByTestId('admin-copy').getByRole('heading', { name: 'Копирование настроек' })).toBeVisible();
  await page.getByTestId('admin-copy-source').selectOption({ label: `Источник ${tag} (cps${tag})` });
  const targets = page.getByTestId('admin-copy-targets');
  await expect(targets.getByRole('checkbox', { name: `Источник ${tag} (cps${tag})` })).toHaveCount(0);
  await targets.getByRole('checkbox', { name: `Получатель ${tag} (cpt${tag})` }).check();
  await targets.getByRole('checkbox', { name: `Удаляемая ${tag} (cpx${tag})` }).check();
  const first = taker.fullName.split(' ')[0]!;
  await page.getByTestId('admin-copy-add-user').fill(first);
  await page.getByRole('option', { name: new RegExp(first) }).click();
  await expect(page.getByTestId('admin-copy-target-users')).toContainText(taker.fullName);
  // Added, the user leaves the picker: it is empty for the next one (it used to keep their name).
  await expect(page.getByTestId('admin-copy-add-user')).toHaveValue('');
  // A role gives no user settings: that kind is greyed out; views and tags stay chosen.
  const what = page.getByTestId('admin-copy-what');
  await expect(what.getByRole('checkbox', { name: 'Настройки пользователя' })).toBeDisabled();
  await expect(what.getByRole('checkbox', { name: 'Виды классов' })).toBeChecked();
  await expect(what.getByRole('checkbox', { name: 'Теги' })).toBeChecked();

  // The preview: the view to both roles, the tag shared with both, a tag of the user's own.
  await page.getByTestId('admin-copy-preview').click();
  await expectPlan(page, [
    ['Виды классов', `Роль Получатель ${tag} (cpt${tag})`, `Планета ${tag}`, 'будет создан'],
    ['Виды классов', `Роль Удаляемая ${tag} (cpx${tag})`, `Планета ${tag}`, 'будет создан'],
    ['Теги', `Роль Получатель ${tag} (cpt${tag})`, `Копия ${tag}`, 'станет общим'],
    ['Теги', `Роль Удаляемая ${tag} (cpx${tag})`, `Копия ${tag}`, 'станет общим'],
    ['Теги', `Пользователь ${taker.fullName}`, `Копия ${tag}`, 'будет создан'],
  ]);

  // One target role goes meanwhile: the apply is refused, in Russian, and nothing is written.
  await admin('delete', `/api/administration/roles/${doomed.id}`);
  await page.getByTestId('admin-copy-apply').click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText('Применить изменения (5)?');
  await confirm.getByRole('button', { name: 'Подтвердить' }).click();
  const refused = page.getByTestId('message-bar').filter({ hasText: 'Изменения не применены — ни одно' });
  await expect(refused).toContainText(`Неизвестный код роли «cpx${tag}»`);
  expect(forgiveConsoleErrors(consoleErrors, /status of 400/)).toBe(1);
  // A preview with the deleted role is refused the same way, on the page.
  await page.getByTestId('admin-copy-preview').click();
  await expect(page.getByTestId('admin-copy-problem')).toContainText('Изменения не посчитаны');
  await expect(page.getByTestId('admin-copy-problem')).toContainText(`Неизвестный код роли «cpx${tag}»`);
  expect(forgiveConsoleErrors(consoleErrors, /status of 400/)).toBe(1);
  // Without it the plan is the same as before the refusal: nothing of it was written.
  await targets.getByRole('checkbox', { name: `Удаляемая ${tag} (cpx${tag})` }).uncheck();
  await expect(page.getByTestId('admin-copy-problem')).toHaveCount(0);
  await page.getByTestId('admin-copy-preview').click();
  await expectPlan(page, [
    ['Виды классов', `Роль Получатель ${tag} (cpt${tag})`, `Планета ${tag}`, 'будет создан'],
    ['Теги', `Роль Получатель ${tag} (cpt${tag})`, `Копия ${tag}`, 'станет общим'],
    ['Теги', `Пользователь ${taker.fullName}`, `Копия ${tag}`, 'будет создан'],
  ]);

  await page.getByTestId('admin-copy-apply').click();
  await confirm.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByTestId('message-bar').filter({ hasText: 'Изменения применены (3)' })).toBeVisible();
  await expect(page.getByTestId('admin-copy-plan')).toHaveCount(0);
  // Asked again, only the view is left (a view is always written anew); the tags are there.
  await page.getByTestId('admin-copy-preview').click();
  await expectPlan(page, [
    ['Виды классов', `Роль Получатель ${tag} (cpt${tag})`, `Планета ${tag}`, 'заменит имеющийся'],
  ]);

  // The target role's holder: the form follows the copied view, the tag shared with the role is theirs to use.
  const origin = new URL(page.url()).origin;
  const second = await secondBrowser(browser, origin);
  await signInWithToken(second.page, holder.token);
  await second.page.goto(`/examp_list/${planet}?inst=${mars}`);
  const form = second.page.getByTestId('object-form');
  await expectPlanetView(form, { size, moons });
  await second.page.goto('/class_list');
  await expect(second.page.getByTestId(`side-menu-tag-${tagId}`)).toHaveText(`Копия ${tag}`);
  expect(second.errors).toEqual([]);
  await second.context.close();

  // The target user: a tag of their own with the same name and colour (not the shared one).
  const third = await secondBrowser(browser, origin);
  await signInWithToken(third.page, taker.token);
  await third.page.goto('/class_list');
  const own = third.page.getByTestId('side-menu').getByRole('button', { name: `Копия ${tag}` });
  await expect(own).toBeVisible();
  await expect(own).not.toHaveAttribute('data-testid', `side-menu-tag-${tagId}`);
  await expect(own.locator('span').first()).toHaveCSS('background-color', 'rgb(16, 124, 16)');
  expect(third.errors).toEqual([]);
  await third.context.close();
});

test('a non-administrator opening /copy-settings gets the access-denied page; the server refuses the call', async ({
  page,
}) => {
  const { token } = await signInAs(page, 'user');
  await page.goto('/copy-settings');
  await expect(page).toHaveURL(/\/access-denied\?path=%2Fcopy-settings$/);
  await expect(page.getByTestId('access-denied').getByRole('heading', { name: 'Доступ запрещён' })).toBeVisible();
  await expect(page.getByTestId('access-denied')).toContainText('У вас нет доступа к странице /copy-settings.');
  const reply = await page.request.post('/api/administration/copy-settings', {
    headers: { Authorization: `Bearer ${token}` },
    data: { sourceRole: 'editor', targetRoles: ['reader'], what: ['tags'], apply: false },
  });
  expect(reply.status()).toBe(403);
});

/** The preview's rows, each as its four cells: what, to whom, on what, how. */
async function expectPlan(page: Page, rows: string[][]): Promise<void> {
  const changes = page.getByTestId('admin-copy-change');
  await expect(changes).toHaveCount(rows.length);
  for (const [n, cells] of rows.entries()) await expect(changes.nth(n).getByRole('cell')).toHaveText(cells);
}
