import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CLASS, PROP } from '../../core/src/common/ontology/system-ontology.ts';
import { ONTO_CLASS, ONTO_PROP } from '../../extensions/ontology/src/common/schema.ts';
import { dataCall, expect, registerFreshUser, secondBrowser, signInWithToken, test } from './fixtures.ts';
import { setData } from './ontology-data.ts';

/**
 * Issue 14 (helper "links"): the links of a triplet (subject – property – object) and the steps of a
 * scenario are edited on their map pages, by whoever may change them, in real Chromium on the real
 * server; a reader of them is offered no editor.
 */
test.beforeEach(async ({ page }) => {
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
});
test.use({ account: 'fresh' });

async function seed(page: Page, token: string) {
  const id = Object.fromEntries(
    ['onto', 'dog', 'person', 'owns', 'rex', 'ann', 'triplet', 'scenario'].map((k) => [k, randomUUID()]),
  ) as Record<'onto' | 'dog' | 'person' | 'owns' | 'rex' | 'ann' | 'triplet' | 'scenario', string>;
  const member = (inst: string) => ({ op: 'add', inst, prop: ONTO_PROP.ontology, val: id.onto });
  await setData(page.request, token, [
    { op: 'new', class: ONTO_CLASS.Ontology, name: 'Двор', inst: id.onto },
    { op: 'new', class: CLASS.Class, name: 'Собака', inst: id.dog },
    { op: 'new', class: CLASS.Class, name: 'Человек', inst: id.person },
    { op: 'new', class: CLASS.ObjectProperty, name: 'владеет', inst: id.owns },
    { op: 'upd', inst: id.owns, prop: PROP.domain, val: [id.person] },
    { op: 'upd', inst: id.owns, prop: PROP.range, val: [id.dog] },
    { op: 'new', class: id.dog, name: 'Рекс', inst: id.rex },
    { op: 'new', class: id.person, name: 'Анна', inst: id.ann },
    { op: 'add', inst: id.ann, prop: id.owns, val: id.rex },
    ...[id.dog, id.person, id.owns, id.rex, id.ann].map(member),
    // Made as the lists make them: a name and the ontology, nothing else yet.
    { op: 'new', class: ONTO_CLASS.Triplet, name: 'Кто чем владеет', inst: id.triplet },
    { op: 'upd', inst: id.triplet, prop: ONTO_PROP.map, val: id.onto },
    { op: 'new', class: ONTO_CLASS.Scenario, name: 'Знакомство', inst: id.scenario },
    { op: 'upd', inst: id.scenario, prop: ONTO_PROP.map, val: id.onto },
  ]);
  return id;
}

async function stored(page: Page, token: string, classId: string, inst: string, prop: string): Promise<unknown> {
  const reply = (await dataCall(page.request, token, {
    act: 'get_data',
    class: classId,
    filter: `[id] = '${inst}'`,
    fields: [{ prop }],
  })) as { rows: { prop: string; val: string }[] };
  return JSON.parse(reply.rows.find((r) => r.prop === prop)!.val);
}

test('a triplet’s links and a scenario’s steps are edited on their pages; a reader gets no editor', async ({
  page,
  signedIn,
  browser,
}) => {
  test.setTimeout(90_000);
  const id = await seed(page, signedIn.token);

  // The triplet: empty, so its page says so and offers the editor above the notice.
  await page.goto(`/ontology/${id.onto}/${id.triplet}`);
  const edit = page.getByRole('button', { name: 'Изменить связи' });
  await edit.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Связи триплета «Кто чем владеет»' });
  await expect(dialog.getByText('Связей пока нет: добавьте первую.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Добавить связь' }).click();
  const first = dialog.getByRole('group', { name: 'Связь 1' });
  await expect(first.getByLabel('Субъект')).toBeFocused();
  // Nothing is sent while a link lacks its ends.
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(first.getByText('Выберите субъект')).toBeVisible();
  await expect(dialog.getByText('Исправьте отмеченные поля: ничего не сохранено.')).toBeVisible();
  await first.getByLabel('Субъект').selectOption({ label: 'Человек (Класс)' });
  await first.getByLabel('Свойство').selectOption({ label: 'владеет' });
  await first.getByLabel('Объект').selectOption({ label: 'Собака (Класс)' });
  await dialog.getByRole('button', { name: 'Добавить связь' }).click();
  const second = dialog.getByRole('group', { name: 'Связь 2' });
  await second.getByLabel('Субъект').selectOption({ label: 'Анна (Экземпляр)' });
  await second.getByLabel('Свойство').selectOption({ label: 'владеет' });
  await second.getByLabel('Объект').selectOption({ label: 'Рекс (Экземпляр)' });
  await dialog.getByRole('button', { name: 'Поднять связь 2' }).click();
  const axe = await new AxeBuilder({ page }).include('[data-testid="triplet-editor"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('onto-map-canvas')).toBeVisible({ timeout: 30_000 });
  expect(await stored(page, signedIn.token, ONTO_CLASS.Triplet, id.triplet, ONTO_PROP.tripletJson)).toEqual({
    links: [
      { from: id.ann, prop: id.owns, to: id.rex },
      { from: id.person, prop: id.owns, to: id.dog },
    ],
  });
  // Reopened, it shows what was saved; removing a link is saved too.
  await page.getByRole('button', { name: 'Изменить связи' }).click();
  await expect(dialog.getByRole('group', { name: 'Связь 1' }).getByLabel('Субъект')).toHaveValue(id.ann);
  await dialog.getByRole('button', { name: 'Удалить связь 2' }).click();
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(() => stored(page, signedIn.token, ONTO_CLASS.Triplet, id.triplet, ONTO_PROP.tripletJson))
    .toEqual({ links: [{ from: id.ann, prop: id.owns, to: id.rex }] });

  // The scenario: two steps, the second highlighting the link; played back.
  await page.goto(`/scenario/${id.onto}/${id.scenario}`);
  await page.getByRole('button', { name: 'Изменить шаги' }).click();
  const steps = page.getByRole('dialog', { name: 'Шаги сценария «Знакомство»' });
  await steps.getByRole('button', { name: 'Добавить шаг' }).click();
  const one = steps.getByRole('group', { name: 'Шаг 1' });
  await expect(one.getByLabel('Подпись')).toBeFocused();
  await page.keyboard.type('Это Анна');
  await one.getByLabel('Добавить узел').selectOption({ label: 'Анна (Экземпляр)' });
  await steps.getByRole('button', { name: 'Добавить шаг' }).click();
  const two = steps.getByRole('group', { name: 'Шаг 2' });
  await two.getByLabel('Подпись').fill('Анна владеет Рексом');
  await two.getByLabel('Добавить узел').selectOption({ label: 'Анна (Экземпляр)' });
  await two.getByLabel('Добавить узел').selectOption({ label: 'Рекс (Экземпляр)' });
  await two.getByRole('checkbox', { name: 'Анна → Рекс (владеет)' }).check();
  await steps.getByRole('button', { name: 'Сохранить' }).click();
  await expect(steps).toBeHidden();
  expect(await stored(page, signedIn.token, ONTO_CLASS.Scenario, id.scenario, ONTO_PROP.scenarioJson)).toEqual({
    steps: [
      { nodes: [id.ann], edges: [], caption: 'Это Анна' },
      { nodes: [id.ann, id.rex], edges: [{ from: id.ann, to: id.rex, prop: id.owns }], caption: 'Анна владеет Рексом' },
    ],
  });
  await page.getByTestId('onto-scenario-play').click();
  await expect(page.getByTestId('onto-scenario-step')).toContainText('Шаг 2 из 2 — Анна владеет Рексом', {
    timeout: 10_000,
  });

  // A reader of both (an assignment with the reader role) sees them, with no editor.
  const reader = await registerFreshUser(page.request, 'view-reader');
  const assign = (obj: string) => {
    const inst = randomUUID();
    return [
      { op: 'new', class: CLASS.Assignment, name: 'reader', inst },
      { op: 'upd', inst, prop: PROP.obj, val: obj },
      { op: 'upd', inst, prop: PROP.user, val: reader.id },
      { op: 'upd', inst, prop: PROP.roleCode, val: 'reader' },
    ];
  };
  await setData(page.request, signedIn.token, [id.onto, id.triplet, id.scenario].flatMap(assign));
  const other = await secondBrowser(browser, test.info().project.use.baseURL!);
  await signInWithToken(other.page, reader.token);
  await other.page.goto(`/ontology/${id.onto}/${id.triplet}`);
  await expect(other.page.getByTestId('onto-map-canvas')).toBeVisible({ timeout: 30_000 });
  await expect(other.page.getByRole('button', { name: 'Изменить связи' })).toHaveCount(0);
  await other.page.goto(`/scenario/${id.onto}/${id.scenario}`);
  await expect(other.page.getByTestId('onto-scenario-play')).toBeVisible({ timeout: 30_000 });
  await expect(other.page.getByRole('button', { name: 'Изменить шаги' })).toHaveCount(0);
  expect(other.errors).toEqual([]);
  await other.context.close();
});
