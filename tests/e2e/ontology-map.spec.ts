import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { CLASS, PROP } from '../../core/src/common/ontology/system-ontology.ts';
import { STORAGE_KEYS } from '../../core/src/common/storage-keys.ts';
import { ONTO_CLASS, ONTO_PROP } from '../../extensions/ontology/src/common/schema.ts';
import { expect, forgiveConsoleErrors, test } from './fixtures.ts';

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

async function dataApi(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const osa = await request.get('/api/auth/osa-sessionid', { headers });
  const session = (JSON.parse(((await osa.json()) as { res: string }[])[0]!.res) as { session: string }).session;
  return async <T>(body: object): Promise<T> => {
    const reply = await request.post('/api/data', { headers, data: { ...body, session } });
    expect(reply.ok(), await reply.text()).toBe(true);
    return (await reply.json()) as T;
  };
}

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
