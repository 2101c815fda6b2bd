import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { CLASS, PROP } from '../../core/src/common/ontology/system-ontology.ts';
import { STORAGE_KEYS } from '../../core/src/common/storage-keys.ts';
import { ONTO_CLASS, ONTO_PROP } from '../../extensions/ontology/src/common/schema.ts';
import { dataApi, expect, forgiveConsoleErrors, test } from './fixtures.ts';

/**
 * The maps part of the ontology area (issue #5) in the real product: an ontology seeded through the data
 * API opens on its map (shell.md §2 `/ontologies/{map_id}`), the filter buttons hide individuals, a
 * dragged node's position is stored with the map (ONTO_PROP.mapLayout) and a reload keeps it; the
 * physics settings are per user and reset when unparseable (domain.md §3, §8, §9); triplet, scenario
 * and taxonomy maps; another user's private ontology never shows.
 */

test.beforeEach(async ({ page }) => {
  // Signing in parks the page on a JSON address where Chromium asks for /favicon.ico.
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  // Focus without animation, so the focused node is at the canvas' centre at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/** An ontology of its own per test: Animal ⊃ Dog, Person; owns (Person → Dog); age; Ann owns Rex. */
async function seed(request: APIRequestContext, token: string) {
  const data = await dataApi(request, token);
  const tag = randomUUID().slice(0, 6);
  const id = Object.fromEntries(
    ['onto', 'animal', 'dog', 'person', 'owns', 'age', 'rex', 'ann', 'triplet', 'scenario'].map((k) => [
      k,
      randomUUID(),
    ]),
  ) as Record<'onto' | 'animal' | 'dog' | 'person' | 'owns' | 'age' | 'rex' | 'ann' | 'triplet' | 'scenario', string>;
  const member = (inst: string) => ({ op: 'add', inst, prop: ONTO_PROP.ontology, val: id.onto });
  await data({
    act: 'set_data',
    data: [
      { op: 'new', class: ONTO_CLASS.Ontology, name: `Зоопарк ${tag}`, inst: id.onto },
      { op: 'new', class: CLASS.Class, name: 'Животное', inst: id.animal },
      { op: 'new', class: CLASS.Class, name: 'Собака', inst: id.dog },
      { op: 'add', inst: id.dog, prop: PROP.parentClass, val: id.animal },
      { op: 'new', class: CLASS.Class, name: 'Человек', inst: id.person },
      { op: 'new', class: CLASS.ObjectProperty, name: 'владеет', inst: id.owns },
      { op: 'upd', inst: id.owns, prop: PROP.domain, val: [id.person] },
      { op: 'upd', inst: id.owns, prop: PROP.range, val: [id.dog] },
      { op: 'new', class: CLASS.DataProperty, name: 'возраст', inst: id.age },
      { op: 'upd', inst: id.age, prop: PROP.baseType, val: 'integer' },
      { op: 'upd', inst: id.age, prop: PROP.domain, val: [id.person] },
      { op: 'new', class: id.dog, name: 'Рекс', inst: id.rex },
      { op: 'new', class: id.person, name: 'Анна', inst: id.ann },
      { op: 'add', inst: id.ann, prop: id.owns, val: id.rex },
      ...[id.animal, id.dog, id.person, id.owns, id.age, id.rex, id.ann].map(member),
      { op: 'new', class: ONTO_CLASS.Triplet, name: `Триплет ${tag}`, inst: id.triplet },
      { op: 'upd', inst: id.triplet, prop: ONTO_PROP.map, val: id.onto },
      {
        op: 'upd',
        inst: id.triplet,
        prop: ONTO_PROP.tripletJson,
        val: JSON.stringify({ links: [{ from: id.ann, prop: id.owns, to: id.rex }] }),
      },
      { op: 'new', class: ONTO_CLASS.Scenario, name: `Сценарий ${tag}`, inst: id.scenario },
      { op: 'upd', inst: id.scenario, prop: ONTO_PROP.map, val: id.onto },
      {
        op: 'upd',
        inst: id.scenario,
        prop: ONTO_PROP.scenarioJson,
        val: JSON.stringify({
          steps: [
            { nodes: [id.ann], edges: [], caption: 'Сначала Анна' },
            {
              nodes: [id.ann, id.rex],
              edges: [{ from: id.ann, to: id.rex, prop: id.owns }],
              caption: 'Анна владеет Рексом',
            },
          ],
        }),
      },
    ],
  });
  /** The positions stored with the map, as the API gives them. */
  const storedLayout = async (): Promise<Record<string, { x: number; y: number }>> => {
    const reply = await data<{ rows: { prop: string; val: string; from?: string }[] }>({
      act: 'get_data',
      class: ONTO_CLASS.Ontology,
      filter: `[id] = '${id.onto}'`,
      fields: [{ prop: ONTO_PROP.mapLayout }],
    });
    const text = reply.rows
      .filter((r) => r.prop === ONTO_PROP.mapLayout)
      .map((r) => r.val)
      .join('');
    return text ? (JSON.parse(text) as { positions: Record<string, { x: number; y: number }> }).positions : {};
  };
  return { id, name: `Зоопарк ${tag}`, storedLayout };
}

const nodeRow = (page: Page, id: string) => page.locator(`[data-testid="onto-map-nodes"] li[data-node-id="${id}"]`);
const canvas = (page: Page) => page.getByTestId('onto-map-canvas');

test('a seeded ontology opens on its map; filters hide individuals; a dragged node stays where it was put after a reload', async ({
  page,
  signedIn,
}) => {
  const { id, name, storedLayout } = await seed(page.request, signedIn.token);
  await page.goto(`/ontologies/${id.onto}`);
  await expect(canvas(page)).toHaveAttribute('data-state', 'ready');
  await expect(page).toHaveTitle(new RegExp(name));
  // Three classes, the data property and two individuals are nodes; "владеет" is an edge Person → Dog.
  await expect(canvas(page)).toHaveAttribute('data-visible-nodes', '6');
  for (const node of [id.animal, id.dog, id.person, id.age, id.rex, id.ann])
    await expect(nodeRow(page, node)).toHaveCount(1);
  await expect(nodeRow(page, id.owns)).toHaveCount(0);

  // The first open laid the map out in the worker and stored the positions with the map.
  await expect
    .poll(async () => Object.keys(await storedLayout()).sort())
    .toEqual([id.animal, id.dog, id.person, id.age, id.rex, id.ann].sort());

  // The filter button hides individuals, and shows them again.
  await page.getByTestId('onto-map-filter-individuals').click();
  await expect(canvas(page)).toHaveAttribute('data-visible-nodes', '4');
  await expect(nodeRow(page, id.rex)).toHaveCount(0);
  await expect(nodeRow(page, id.ann)).toHaveCount(0);
  await page.getByTestId('onto-map-filter-individuals').click();
  await expect(canvas(page)).toHaveAttribute('data-visible-nodes', '6');

  // Keyboard: + zooms (the map draws again).
  const draws = Number(await canvas(page).getAttribute('data-draws'));
  await canvas(page).focus();
  await page.keyboard.press('+');
  await expect.poll(async () => Number(await canvas(page).getAttribute('data-draws'))).toBeGreaterThan(draws);

  // Focus "Собака" from the list (it moves to the canvas' centre), then drag it by (120, 80) pixels.
  const before = (await storedLayout())[id.dog]!;
  await nodeRow(page, id.dog)
    .getByRole('button', { name: /Собака/ })
    .first()
    .click();
  await expect(page.getByTestId('onto-map-status')).toContainText('Собака');
  const box = (await canvas(page).boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(centre.x + 15 * i, centre.y + 10 * i);
  await page.mouse.up();
  await expect.poll(async () => (await storedLayout())[id.dog]!.x).toBeGreaterThan(before.x + 20);
  const after = (await storedLayout())[id.dog]!;
  expect(after.y).toBeGreaterThan(before.y + 10);

  // A reload starts from the stored positions (no layout) and keeps the dragged one.
  await page.reload();
  await expect(canvas(page)).toHaveAttribute('data-state', 'ready');
  await expect(nodeRow(page, id.dog)).toHaveAttribute('data-x', String(after.x));
  await expect(nodeRow(page, id.dog)).toHaveAttribute('data-y', String(after.y));

  // Opening the map added a recent link of type "ontology" with the ontology's name.
  const recent = await page.evaluate((key) => localStorage.getItem(key) ?? '', STORAGE_KEYS.recentLinks);
  expect(recent).toContain(`/ontologies/${id.onto}`);
  expect(recent).toContain(name);

  // The selected node's "open" goes to its item page in the lists.
  await nodeRow(page, id.dog)
    .getByRole('button', { name: /Собака/ })
    .first()
    .click();
  await page.getByTestId('onto-map-open').click();
  await expect(page).toHaveURL(new RegExp(`/class_list/${id.dog}$`));
});

test('physics settings are kept per user, and unparseable ones reset to the defaults', async ({ page, signedIn }) => {
  const { id } = await seed(page.request, signedIn.token);
  await page.goto(`/ontologies/${id.onto}`);
  await expect(canvas(page)).toHaveAttribute('data-state', 'ready');
  await page.getByTestId('onto-map-physics').click();
  const spring = page.getByTestId('onto-physics-springLength');
  await expect(spring).toHaveValue('150');
  await expect(page.getByTestId('onto-physics-gravitationalConstant')).toHaveValue('-2000');
  await spring.fill('240');
  await spring.press('Enter');
  const key = await page.evaluate(() =>
    Object.keys(localStorage).find((k) => k.startsWith('ontobench.physicsSettings.')),
  );
  expect(key).toMatch(/^ontobench\.physicsSettings\.[0-9a-f-]{36}$/);
  await expect
    .poll(() => page.evaluate((k) => JSON.parse(localStorage.getItem(k!) ?? '{}').springLength, key))
    .toBe(240);

  await page.reload();
  await expect(canvas(page)).toHaveAttribute('data-state', 'ready');
  await page.getByTestId('onto-map-physics').click();
  await expect(page.getByTestId('onto-physics-springLength')).toHaveValue('240');

  await page.evaluate((k) => localStorage.setItem(k!, '{"springLength": oops'), key);
  await page.reload();
  await expect(canvas(page)).toHaveAttribute('data-state', 'ready');
  await page.getByTestId('onto-map-physics').click();
  await expect(page.getByTestId('onto-physics-springLength')).toHaveValue('150');
  await expect(page.getByTestId('onto-physics-damping')).toHaveValue('0.09');
  expect(await page.evaluate((k) => localStorage.getItem(k!), key)).toBeNull();
});

test('triplet, scenario and taxonomy maps show their part of the ontology', async ({ page, signedIn }) => {
  const { id } = await seed(page.request, signedIn.token);
  await page.goto(`/ontology/${id.onto}/${id.triplet}`);
  await expect(canvas(page)).toHaveAttribute('data-state', 'ready');
  await expect(canvas(page)).toHaveAttribute('data-visible-nodes', '2');
  await expect(nodeRow(page, id.ann)).toHaveCount(1);
  await expect(nodeRow(page, id.rex)).toHaveCount(1);
  await expect(page.getByText('Только просмотр')).toBeVisible();

  await page.goto(`/scenario/${id.onto}/${id.scenario}`);
  await expect(canvas(page)).toHaveAttribute('data-state', 'ready');
  await page.getByTestId('onto-scenario-play').click();
  await expect(page.getByTestId('onto-scenario-step')).toContainText('Шаг 1 из 2 — Сначала Анна');
  await expect(page.getByTestId('onto-scenario-step')).toContainText('Шаг 2 из 2 — Анна владеет Рексом');

  await page.goto(`/taxonomy-graph/${id.onto}`);
  await expect(canvas(page)).toHaveAttribute('data-state', 'ready');
  await expect(canvas(page)).toHaveAttribute('data-visible-nodes', '3');
  await expect(nodeRow(page, id.dog)).toHaveCount(1);
  // The tree: Animal a row above Dog.
  const y = async (node: string) => Number(await nodeRow(page, node).getAttribute('data-y'));
  expect(await y(id.dog)).toBeGreaterThan(await y(id.animal));
});

test.describe('another user', () => {
  test.use({ account: 'user' });

  test("never sees the administrator's private ontology on a map", async ({
    page,
    signedIn,
    consoleErrors,
    playwright,
  }) => {
    expect(signedIn.email).toBe('user@ontobench.local');
    const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const login = await admin.post('/api/auth/login', {
      data: { email: 'admin@ontobench.local', password: 'Ontobench-demo-1' },
    });
    const { id, name } = await seed(admin, ((await login.json()) as { jwtToken: string }).jwtToken);
    await page.goto(`/ontologies/${id.onto}`);
    await expect(page.getByTestId('onto-map-error')).toContainText('Карта не найдена или недоступна');
    await expect(page.getByText(name)).toHaveCount(0);
    await admin.dispose();
    forgiveConsoleErrors(consoleErrors, /Failed to load resource.*404/);
  });
});

/** The values of one instance's properties as the API gives them (prop → values). */
async function valuesOf(request: APIRequestContext, token: string, classId: string, inst: string, props: string[]) {
  const data = await dataApi(request, token);
  const reply = await data<{ count_rows: number; rows: { prop: string; val: string; from?: string }[] }>({
    act: 'get_data',
    class: classId,
    filter: `[id] = '${inst}'`,
    fields: props.map((prop) => ({ prop })),
  });
  const values: Record<string, string[]> = {};
  for (const r of reply.rows) if (r.from === undefined) (values[r.prop] ??= []).push(String(r.val));
  return { found: reply.count_rows > 0, values };
}

const rowByName = (page: Page, name: string) =>
  page.locator('[data-testid="onto-map-nodes"] li').filter({ hasText: name });

test('creating on the map (issue 14, item 4): a class under the selected one, an individual of it, a relation drawn by dragging — saved, and drawn without a reload', async ({
  page,
  signedIn,
}) => {
  const { id, storedLayout } = await seed(page.request, signedIn.token);
  await page.goto(`/ontologies/${id.onto}`);
  await expect(canvas(page)).toHaveAttribute('data-state', 'ready');
  const loads: string[] = [];
  page.on('request', (r) => r.url().includes('/state') && loads.push(r.url()));

  // A class under the selected "Животное".
  await nodeRow(page, id.animal)
    .getByRole('button', { name: /Животное/ })
    .first()
    .click();
  await page.getByTestId('map-new-class').click();
  await page.getByTestId('map-create-name').fill('Кошка');
  await expect(page.getByTestId('map-create-under')).toBeChecked();
  await page.getByTestId('map-create-submit').click();
  await expect(canvas(page)).toHaveAttribute('data-visible-nodes', '7');
  await expect(rowByName(page, 'Кошка')).toHaveCount(1);
  const cat = (await rowByName(page, 'Кошка').getAttribute('data-node-id'))!;
  const saved = await valuesOf(page.request, signedIn.token, CLASS.Class, cat, [PROP.parentClass, ONTO_PROP.ontology]);
  expect(saved.values[PROP.parentClass]).toEqual([id.animal]);
  expect(saved.values[ONTO_PROP.ontology]).toEqual([id.onto]);
  await expect.poll(async () => Object.keys(await storedLayout())).toContain(cat);

  // An individual of it, from the keyboard: its class is the selected one.
  await nodeRow(page, cat).getByRole('button', { name: /Кошка/ }).first().click();
  await page.getByTestId('map-new-individual').press('Enter');
  await expect(page.getByTestId('map-create-class')).toHaveValue(cat);
  await page.keyboard.type('Мурка');
  await page.keyboard.press('Enter');
  await expect(canvas(page)).toHaveAttribute('data-visible-nodes', '8');
  const murka = (await rowByName(page, 'Мурка').getAttribute('data-node-id'))!;
  expect(
    (await valuesOf(page.request, signedIn.token, cat, murka, [ONTO_PROP.ontology])).values[ONTO_PROP.ontology],
  ).toEqual([id.onto]);

  // Drag from "Кошка" to "Животное" in relate mode: a new object property Кошка → Животное.
  const edges = Number(await canvas(page).getAttribute('data-visible-edges'));
  await nodeRow(page, cat).getByRole('button', { name: /Кошка/ }).first().click(); // centred at scale 1
  const at = async (node: string) => ({
    x: Number(await nodeRow(page, node).getAttribute('data-x')),
    y: Number(await nodeRow(page, node).getAttribute('data-y')),
  });
  const [from, to] = [await at(cat), await at(id.animal)];
  const box = (await canvas(page).boundingBox())!;
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const end = { x: start.x + (to.x - from.x), y: start.y + (to.y - from.y) };
  await page.getByTestId('map-relate').click();
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++)
    await page.mouse.move(start.x + ((end.x - start.x) * i) / 10, start.y + ((end.y - start.y) * i) / 10);
  await page.mouse.up();
  const dialog = page.getByTestId('map-relate-dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('map-relate-from')).toHaveValue(cat);
  await expect(page.getByTestId('map-relate-to')).toHaveValue(id.animal);
  // Кошка is already under Животное: only a new property is offered.
  await expect(page.getByTestId('map-relate-subclass')).toHaveCount(0);
  await page.getByTestId('map-relate-name').fill('охотится на');
  await page.getByTestId('map-create-submit').click();
  await expect(dialog).toBeHidden();
  await expect(canvas(page)).toHaveAttribute('data-visible-edges', String(edges + 1));
  const data = await dataApi(page.request, signedIn.token);
  const props = await data<{ rows: { inst: string; prop: string; val: string }[] }>({
    act: 'get_data',
    class: CLASS.ObjectProperty,
    filter: `[name] = 'охотится на'`,
    fields: [{ prop: PROP.domain }, { prop: PROP.range }, { prop: ONTO_PROP.ontology }],
  });
  const value = (prop: string) => props.rows.filter((r) => r.prop === prop).map((r) => r.val);
  expect(value(PROP.domain)).toContain(cat);
  expect(value(PROP.range)).toContain(id.animal);
  expect(value(ONTO_PROP.ontology)).toContain(id.onto);
  // Nothing was loaded again: the new terms were drawn from what the map had.
  expect(loads).toEqual([]);
});

test('relating from the keyboard: "Relate…" picks both ends; a class becomes a subclass of another', async ({
  page,
  signedIn,
}) => {
  const { id } = await seed(page.request, signedIn.token);
  await page.goto(`/ontologies/${id.onto}`);
  await expect(canvas(page)).toHaveAttribute('data-state', 'ready');
  const edges = Number(await canvas(page).getAttribute('data-visible-edges'));
  await page.getByTestId('map-relate-choose').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('map-relate-dialog')).toBeVisible();
  await page.getByTestId('map-relate-from').selectOption(id.person);
  await page.getByTestId('map-relate-to').selectOption(id.animal);
  await page.getByTestId('map-relate-subclass').check();
  await page.getByTestId('map-create-submit').press('Enter');
  await expect(page.getByTestId('map-relate-dialog')).toBeHidden();
  await expect(canvas(page)).toHaveAttribute('data-visible-edges', String(edges + 1));
  const saved = await valuesOf(page.request, signedIn.token, CLASS.Class, id.person, [PROP.parentClass]);
  expect(saved.values[PROP.parentClass]).toEqual([id.animal]);
  // Two individuals whose classes no property joins cannot be related: the dialog says so.
  await page.getByTestId('map-relate-choose').click();
  await page.getByTestId('map-relate-from').selectOption(id.rex);
  await page.getByTestId('map-relate-to').selectOption(id.ann);
  await expect(page.getByTestId('map-relate-dialog')).toContainText('Эти узлы нельзя связать');
});

test('an empty ontology’s map offers a first step: "Создать первый класс"', async ({ page, signedIn }) => {
  const data = await dataApi(page.request, signedIn.token);
  const onto = randomUUID();
  await data({ act: 'set_data', data: [{ op: 'new', class: ONTO_CLASS.Ontology, name: 'Пустая', inst: onto }] });
  await page.goto(`/ontologies/${onto}`);
  await page.getByRole('button', { name: 'Создать первый класс' }).click();
  await expect(page.getByTestId('map-create-name')).toBeFocused();
  await page.keyboard.type('Первый');
  await page.keyboard.press('Enter');
  await expect(canvas(page)).toHaveAttribute('data-state', 'ready');
  await expect(canvas(page)).toHaveAttribute('data-visible-nodes', '1');
  const first = (await rowByName(page, 'Первый').getAttribute('data-node-id'))!;
  const saved = await valuesOf(page.request, signedIn.token, CLASS.Class, first, [ONTO_PROP.ontology]);
  expect(saved.values[ONTO_PROP.ontology]).toEqual([onto]);
});

test('a node’s neighbourhood in N hops; a large map zoomed out is drawn as clusters that open as one zooms in', async ({
  page,
  signedIn,
}) => {
  const { id } = await seed(page.request, signedIn.token);
  await page.goto(`/ontologies/${id.onto}`);
  await expect(canvas(page)).toHaveAttribute('data-state', 'ready');
  await nodeRow(page, id.rex).getByRole('button', { name: /Рекс/ }).first().click();
  await page.getByTestId('onto-map-hood').click();
  // Рекс, its class Собака and Анна who owns him.
  await expect(canvas(page)).toHaveAttribute('data-visible-nodes', '3');
  await expect(page.getByTestId('onto-map-hood-caption')).toContainText('Рекс');
  // Two hops: also Животное (Собака's parent) and Человек (Анна's class).
  await page.getByTestId('onto-map-hops').selectOption('2');
  await expect(canvas(page)).toHaveAttribute('data-visible-nodes', '5');
  await page.getByTestId('onto-map-whole').click();
  await expect(canvas(page)).toHaveAttribute('data-visible-nodes', '6');

  // 400 individuals of four classes.
  const data = await dataApi(page.request, signedIn.token);
  const onto = randomUUID();
  const classes = [0, 1, 2, 3].map(() => randomUUID());
  await data({
    act: 'set_data',
    data: [
      { op: 'new', class: ONTO_CLASS.Ontology, name: 'Большая', inst: onto },
      ...classes.flatMap((c, i) => [
        { op: 'new', class: CLASS.Class, name: `Класс ${i}`, inst: c },
        { op: 'add', inst: c, prop: ONTO_PROP.ontology, val: onto },
      ]),
      ...Array.from({ length: 400 }, () => randomUUID()).flatMap((x, i) => [
        { op: 'new', class: classes[i % 4]!, name: `Экземпляр ${i}`, inst: x },
        { op: 'add', inst: x, prop: ONTO_PROP.ontology, val: onto },
      ]),
    ],
  });
  // With reduced motion the keys zoom without an animation: the clusters follow all the same.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/ontologies/${onto}`);
  await expect(canvas(page)).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await canvas(page).focus();
  for (let i = 0; i < 8; i++) await page.keyboard.press('-');
  // By class: each class with its 100 individuals is one node.
  await expect(canvas(page)).toHaveAttribute('data-clusters', '4');
  // The map's own clusters: the members leave the canvas (vis draws 4 nodes, not 404 with 400 hidden).
  await expect(canvas(page)).toHaveAttribute('data-visible-nodes', '4');
  // Focusing a node (search, Enter) zooms in to it: the clusters open.
  await page.getByRole('searchbox', { name: 'Найти узел' }).fill('Экземпляр 7');
  await page.keyboard.press('Enter');
  await expect(canvas(page)).toHaveAttribute('data-clusters', '0');
  await expect(canvas(page)).toHaveAttribute('data-visible-nodes', '404');
});

test.describe('a reader of the ontology', () => {
  test.use({ account: 'user' });

  test('sees no create actions and no first step', async ({ page, signedIn, playwright }) => {
    const baseURL = test.info().project.use.baseURL;
    const api = await playwright.request.newContext({ baseURL });
    const login = async (email: string) =>
      (await (await api.post('/api/auth/login', { data: { email, password: 'Ontobench-demo-1' } })).json()) as {
        jwtToken: string;
        user: { id: string };
      };
    const admin = await login('admin@ontobench.local');
    const reader = await login(signedIn.email);
    const { id } = await seed(api, admin.jwtToken);
    const data = await dataApi(api, admin.jwtToken);
    const assignment = randomUUID();
    await data({
      act: 'set_data',
      data: [
        { op: 'new', class: CLASS.Assignment, name: 'reader', inst: assignment },
        { op: 'upd', inst: assignment, prop: PROP.obj, val: id.onto },
        { op: 'upd', inst: assignment, prop: PROP.user, val: reader.user.id },
        { op: 'upd', inst: assignment, prop: PROP.roleCode, val: 'reader' },
      ],
    });
    await page.goto(`/ontologies/${id.onto}`);
    await expect(page.getByText('На карте пока ничего нет')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Создать первый класс' })).toHaveCount(0);
    await expect(page.getByTestId('map-create-bar')).toHaveCount(0);
    await api.dispose();
  });
});
