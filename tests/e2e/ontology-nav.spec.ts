import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { CLASS } from '../../core/src/common/ontology/system-ontology.ts';
import { ONTO_CLASS, ONTO_PROP } from '../../extensions/ontology/src/common/schema.ts';
import { expect, secondBrowser, test } from './fixtures.ts';

/**
 * Issue 14 items 3 and 4 in the real product. Quick launch opened a class or an ontology on the generic
 * `/object/{class}/{id}` card, never found individuals, and "Пицца" of two ontologies looked the same;
 * nothing edited an ontology's own fields (so nobody could publish `/public/ontology-doc/{id}`); nothing
 * made workspaces, scenarios or triplets.
 */

test.beforeEach(async ({ page }) => {
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
});

const UUID = '[0-9a-f-]{36}';

async function setData(request: APIRequestContext, token: string, data: object[]): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const osa = await request.get('/api/auth/osa-sessionid', { headers });
  const session = (JSON.parse(((await osa.json()) as { res: string }[])[0]!.res) as { session: string }).session;
  const reply = await request.post('/api/data', { headers, data: { act: 'set_data', data, session } });
  expect(reply.ok(), await reply.text()).toBe(true);
}

/** Two ontologies of the user, each with a class named alike; an individual of the first one's class. */
async function twoPizzerias(request: APIRequestContext, token: string) {
  const tag = randomUUID().slice(0, 6);
  const ids = { a: randomUUID(), b: randomUUID(), pizzaA: randomUUID(), pizzaB: randomUUID(), margo: randomUUID() };
  const names = { a: `Пиццерия ${tag}`, b: `Кухня ${tag}`, pizza: `Пицца ${tag}`, margo: `Маргарита ${tag}` };
  await setData(request, token, [
    { op: 'new', class: ONTO_CLASS.Ontology, name: names.a, inst: ids.a },
    { op: 'new', class: ONTO_CLASS.Ontology, name: names.b, inst: ids.b },
    { op: 'new', class: CLASS.Class, name: names.pizza, inst: ids.pizzaA },
    { op: 'add', inst: ids.pizzaA, prop: ONTO_PROP.ontology, val: ids.a },
    { op: 'new', class: CLASS.Class, name: names.pizza, inst: ids.pizzaB },
    { op: 'add', inst: ids.pizzaB, prop: ONTO_PROP.ontology, val: ids.b },
    { op: 'new', class: ids.pizzaA, name: names.margo, inst: ids.margo },
    { op: 'add', inst: ids.margo, prop: ONTO_PROP.ontology, val: ids.a },
  ]);
  return { ids, names };
}

async function quickLaunch(page: Page, text: string) {
  await page.keyboard.press('Control+o');
  const dialog = page.getByTestId('quick-launch');
  await dialog.getByRole('searchbox').fill(text);
  return dialog;
}

test.describe('quick launch opens the real editors (issue 14 item 3)', () => {
  test.use({ account: 'fresh' });

  test('a class its card, an ontology its map, an individual its page; same names told apart by ontology', async ({
    page,
    signedIn,
  }) => {
    const { ids, names } = await twoPizzerias(page.request, signedIn.token);
    await page.goto('/ontologies');
    await expect(page.getByTestId('term-list')).toBeVisible();

    // Two classes "Пицца": each row names its ontology; the kind is in Russian, not the store's "Class".
    const dialog = await quickLaunch(page, names.pizza);
    const pizzas = dialog.getByRole('option', { name: new RegExp(names.pizza) });
    await expect(pizzas).toHaveCount(2);
    await expect(pizzas.filter({ hasText: names.a })).toContainText('Класс');
    await expect(dialog.getByRole('listbox')).not.toContainText(/\bClass\b/);
    await pizzas.filter({ hasText: names.b }).click();
    await expect(page).toHaveURL(`/class_list/${ids.pizzaB}`);
    await expect(page.getByTestId('term-item').getByRole('heading', { name: names.pizza })).toBeVisible();
    await expect(page.getByTestId('term-ontologies')).toContainText(names.b);

    // The recent link records the card's route, named with the ontology.
    await page.getByTestId('recent-links').click();
    const recent = page.locator(`[data-recent-link="/class_list/${ids.pizzaB}"]`);
    await expect(recent).toContainText(`${names.pizza} — ${names.b}`);
    await page.keyboard.press('Escape');

    // An individual of a user class is found, and opens on its class's list with the instance.
    await quickLaunch(page, names.margo);
    await expect(dialog.getByRole('option', { name: new RegExp(names.margo) })).toContainText('Экземпляр');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/examp_list/${ids.pizzaA}?inst=${ids.margo}`);

    // An ontology opens on its map.
    await quickLaunch(page, names.a);
    const ontology = dialog.getByRole('option', { name: new RegExp(`^${names.a}`) });
    await expect(ontology).toContainText('Онтология');
    await ontology.click();
    await expect(page).toHaveURL(`/ontologies/${ids.a}`);
  });
});

test.describe('missing editing (issue 14 item 4)', () => {
  test.use({ account: 'fresh' });

  test('edits an ontology’s description, base IRI and public flag; the public documentation then opens signed out', async ({
    page,
    signedIn,
    browser,
    baseURL,
  }) => {
    const { ids, names } = await twoPizzerias(page.request, signedIn.token);
    await page.goto('/ontologies');
    await page.getByRole('button', { name: `Свойства онтологии: ${names.a}` }).click();
    const dialog = page.getByTestId('ontology-fields');
    await expect(dialog.getByRole('heading', { name: new RegExp(names.a) })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Описание' }).fill('Онтология пиццерии');
    const iri = dialog.getByRole('textbox', { name: 'Базовый IRI' });
    // Caught before sending: not an absolute IRI.
    await iri.fill('example.org/pizza');
    await expect(dialog).toContainText('Базовый IRI должен быть абсолютным IRI');
    await expect(dialog.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    await iri.fill('https://example.org/pizza#');
    await dialog.getByRole('switch', { name: /Документация опубликована/ }).check();
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    const link = dialog.getByTestId('public-doc-link');
    await expect(link).toHaveAttribute('href', `/public/ontology-doc/${ids.a}`);

    // Stored: reopening shows the saved values.
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await page.getByRole('button', { name: `Свойства онтологии: ${names.a}` }).click();
    await expect(dialog.getByRole('textbox', { name: 'Базовый IRI' })).toHaveValue('https://example.org/pizza#');
    await expect(dialog.getByRole('textbox', { name: 'Описание' })).toHaveValue('Онтология пиццерии');

    // Signed out, in a browser of its own: the public documentation is there.
    const visitor = await secondBrowser(browser, baseURL!);
    await visitor.page.goto(`/public/ontology-doc/${ids.a}`);
    const doc = visitor.page.getByTestId('ontology-doc');
    await expect(doc.getByRole('heading', { name: names.a })).toBeVisible();
    await expect(doc).toContainText('Онтология пиццерии');
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });

  test('creates a workspace, a scenario and a triplet from their lists; each opens on its map route', async ({
    page,
    signedIn,
  }) => {
    test.setTimeout(60_000);
    const { ids, names } = await twoPizzerias(page.request, signedIn.token);
    const views = [
      { list: '/workspaces', name: `Рабочее ${names.a}`, opened: new RegExp(`/workspace/(${UUID})$`) },
      { list: '/scenarios', name: `Сценарий ${names.a}`, opened: new RegExp(`/scenario/${ids.a}/(${UUID})$`) },
      { list: '/triplets', name: `Триплет ${names.a}`, opened: new RegExp(`/ontology/${ids.a}/(${UUID})$`) },
    ];
    for (const view of views) {
      await page.goto(view.list);
      await page.getByTestId('side-menu-create').click();
      await page.getByTestId('create-name').fill(view.name);
      const ontology = page.getByRole('dialog').getByRole('combobox', { name: 'Онтология' });
      await ontology.fill(names.a.slice(0, -2));
      await page.getByRole('option', { name: names.a }).click();
      await page.getByTestId('create-submit').click();
      await expect(page).toHaveURL(view.opened);
      // Listed, with its ontology, and a row opens it again.
      await page.goto(view.list);
      const row = page.getByTestId('term-list').getByRole('row', { name: new RegExp(view.name) });
      await expect(row).toContainText(names.a);
      await row.click();
      await expect(page).toHaveURL(view.opened);
    }
  });
});
