import { randomUUID } from 'node:crypto';
import { CLASS, PROP } from '../../core/src/common/ontology/system-ontology.ts';
import { ONTO_CLASS, ONTO_PROP } from '../../extensions/ontology/src/common/schema.ts';
import { expect, test } from './fixtures.ts';
import { setData } from './ontology-data.ts';

/**
 * Issue 14 item 3: "Objects with the same name from two ontologies cannot be told apart: show the
 * ontology beside the name everywhere a term is picked or listed." The quick launch and the lists did;
 * here a term's card (its links) and the object picker (the individuals' class filter) do too.
 */
test.use({ account: 'fresh' });

test('a card names the ontology of each linked term, and the class picker offers each «Пицца» with its ontology', async ({
  page,
  signedIn,
}) => {
  const tag = randomUUID().slice(0, 6);
  const ids = { a: randomUUID(), b: randomUUID(), pizzaA: randomUUID(), pizzaB: randomUUID(), child: randomUUID() };
  const names = { a: `Пиццерия ${tag}`, b: `Кухня ${tag}`, pizza: `Пицца ${tag}`, child: `Кальцоне ${tag}` };
  await setData(page.request, signedIn.token, [
    { op: 'new', class: ONTO_CLASS.Ontology, name: names.a, inst: ids.a },
    { op: 'new', class: ONTO_CLASS.Ontology, name: names.b, inst: ids.b },
    { op: 'new', class: CLASS.Class, name: names.pizza, inst: ids.pizzaA },
    { op: 'add', inst: ids.pizzaA, prop: ONTO_PROP.ontology, val: ids.a },
    { op: 'new', class: CLASS.Class, name: names.pizza, inst: ids.pizzaB },
    { op: 'add', inst: ids.pizzaB, prop: ONTO_PROP.ontology, val: ids.b },
    // A class under both: its card lists two parents of the same name.
    { op: 'new', class: CLASS.Class, name: names.child, inst: ids.child },
    { op: 'add', inst: ids.child, prop: ONTO_PROP.ontology, val: ids.a },
    { op: 'add', inst: ids.child, prop: PROP.parentClass, val: ids.pizzaA },
    { op: 'add', inst: ids.child, prop: PROP.parentClass, val: ids.pizzaB },
  ]);

  await page.goto(`/termin/${ids.child}`);
  await expect(page.locator(`[data-term-id="${ids.pizzaA}"]`).first()).toHaveText(names.pizza);
  await expect(page.locator(`[data-term-detail="${ids.pizzaA}"]`).first()).toHaveText(` — ${names.a}`);
  await expect(page.locator(`[data-term-detail="${ids.pizzaB}"]`).first()).toHaveText(` — ${names.b}`);

  await page.goto('/examp_list');
  const picker = page.getByTestId('filter-class');
  await picker.fill(names.pizza);
  await expect(page.getByRole('option', { name: `${names.pizza} — ${names.a}` })).toBeVisible();
  await page.getByRole('option', { name: `${names.pizza} — ${names.b}` }).click();
  await expect(page).toHaveURL(`/examp_list/${ids.pizzaB}`);
});
