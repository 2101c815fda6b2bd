import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CLASS, PROP } from '../../core/src/common/ontology/system-ontology.ts';
import { dataApi, expect, test } from './fixtures.ts';

/**
 * The class hierarchy tree of /class_list (issue 14, item 5) through the real UI, as a fresh user with
 * classes of their own: Животное ⊃ Млекопитающее, Питомец; Собака under both (domain.md §1: "parent and
 * child classes", several allowed); Растение a root.
 */

test.beforeEach(async ({ page }) => {
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
});
test.use({ account: 'fresh' });

const NAMES = ['Животное', 'Млекопитающее', 'Питомец', 'Собака', 'Растение'] as const;
type Name = (typeof NAMES)[number];

async function seed(page: Page, token: string): Promise<Record<Name, string>> {
  const call = await dataApi(page.request, token);
  const id = Object.fromEntries(NAMES.map((n) => [n, randomUUID()])) as Record<Name, string>;
  const parent = (child: Name, of: Name) => ({ op: 'add', inst: id[child], prop: PROP.parentClass, val: id[of] });
  await call({
    act: 'set_data',
    data: [
      ...NAMES.map((name) => ({ op: 'new', class: CLASS.Class, name, inst: id[name] })),
      parent('Млекопитающее', 'Животное'),
      parent('Питомец', 'Животное'),
      parent('Собака', 'Млекопитающее'),
      parent('Собака', 'Питомец'),
    ],
  });
  return id;
}

const tree = (page: Page) => page.getByRole('tree', { name: 'Иерархия классов' });
const item = (page: Page, name: string) => tree(page).getByRole('treeitem', { name: new RegExp(`^${name}`) });
/** The rows shown, top to bottom, as "level:name". */
const shown = async (page: Page) =>
  tree(page)
    .getByRole('treeitem')
    .evaluateAll((rows) =>
      rows
        .map((r) => ({ top: r.getBoundingClientRect().top, text: `${r.getAttribute('aria-level')}:${r.textContent}` }))
        .sort((a, b) => a.top - b.top)
        .map((r) => r.text),
    );

test('expands, collapses and is driven by the keyboard; a class with two parents shows under each', async ({
  page,
  signedIn,
}) => {
  const id = await seed(page, signedIn.token);
  await page.goto('/class_list');
  await expect(tree(page)).toBeVisible();
  await expect.poll(() => shown(page)).toEqual(['1:Животное', '1:Растение']);

  // WAI-ARIA tree pattern: one tab stop, Right opens then enters, Left closes then goes up.
  await tree(page).focus();
  await expect(item(page, 'Животное')).toHaveAttribute('aria-selected', 'true');
  await expect(item(page, 'Животное')).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowRight');
  await expect(item(page, 'Животное')).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => shown(page)).toEqual(['1:Животное', '2:Млекопитающее', '2:Питомец', '1:Растение']);
  await page.keyboard.press('ArrowRight');
  await expect(item(page, 'Млекопитающее')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  const dog = item(page, 'Собака');
  await expect(dog).toHaveAttribute('aria-selected', 'true');
  await expect(dog).toHaveAttribute('aria-level', '3');
  await expect(dog.getByRole('img', { name: 'Несколько родителей: Млекопитающее, Питомец' })).toHaveAttribute(
    'title',
    'Несколько родителей: Млекопитающее, Питомец',
  );
  await page.keyboard.press('ArrowLeft');
  await expect(item(page, 'Млекопитающее')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(item(page, 'Млекопитающее')).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('End');
  await expect(item(page, 'Растение')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(item(page, 'Животное')).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Развернуть все' }).click();
  await expect
    .poll(() => shown(page))
    .toEqual(['1:Животное', '2:Млекопитающее', '3:Собака', '2:Питомец', '3:Собака', '1:Растение']);
  // Accessibility of the open tree (issue 14's quality bar): no serious or critical axe violation.
  const axe = await new AxeBuilder({ page }).include('[data-testid="class-tree"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.getByRole('button', { name: 'Свернуть все' }).click();
  await expect.poll(() => shown(page)).toEqual(['1:Животное', '1:Растение']);

  // The search shows the matches with their ancestors.
  await page.getByRole('searchbox', { name: 'Найти класс в дереве' }).fill('соба');
  await expect.poll(() => shown(page)).toEqual(['1:Животное', '2:Млекопитающее', '3:Собака', '2:Питомец', '3:Собака']);
  await page.getByRole('searchbox', { name: 'Найти класс в дереве' }).fill('');

  // Enter opens the class's card, the route the list opens.
  await tree(page).focus();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/class_list/${id['Растение']}$`));
});

test('drag re-parents and is saved; a cycle is refused; Move… does it from the keyboard; the view is remembered', async ({
  page,
  signedIn,
}) => {
  test.setTimeout(60_000);
  const id = await seed(page, signedIn.token);
  await page.goto('/class_list');
  await page.getByRole('button', { name: 'Развернуть все' }).click();

  await item(page, 'Растение').dragTo(item(page, 'Питомец'));
  await expect(page.getByText('«Растение» перемещён под «Питомец».')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Развернуть все' }).click();
  await expect
    .poll(() => shown(page))
    .toEqual(['1:Животное', '2:Млекопитающее', '3:Собака', '2:Питомец', '3:Растение', '3:Собака']);

  // Onto its own descendant: refused with a translated text, nothing saved.
  await item(page, 'Животное').dragTo(item(page, 'Растение'));
  await expect(
    page.getByText('Нельзя переместить «Животное» под «Растение»: «Растение» — его потомок, получился бы цикл.'),
  ).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Развернуть все' }).click();
  await expect(item(page, 'Животное')).toHaveAttribute('aria-level', '1');

  // Keyboard: the second Собака (under Питомец) moves under Растение; its other parent stays.
  await tree(page).focus();
  await page.keyboard.press('End');
  await expect(tree(page).locator('[aria-selected="true"]')).toHaveAttribute(
    'data-key',
    `${id['Животное']}/${id['Питомец']}/${id['Собака']}`,
  );
  await page.getByTestId('tree-move').click();
  const dialog = page.getByRole('dialog', { name: 'Переместить «Собака»' });
  await expect(dialog.getByText('Сейчас под: Питомец')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Новый родитель' }).fill('Раст');
  await page.getByRole('option', { name: 'Растение' }).click();
  await dialog.getByRole('button', { name: 'Переместить' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await page.getByRole('button', { name: 'Развернуть все' }).click();
  await expect
    .poll(() => shown(page))
    .toEqual(['1:Животное', '2:Млекопитающее', '3:Собака', '2:Питомец', '3:Растение', '4:Собака']);
  const parents = await (
    await dataApi(page.request, signedIn.token)
  )<{ rows: { prop: string; val: string }[] }>({
    act: 'get_data',
    class: CLASS.Class,
    fields: [{ prop: PROP.parentClass }],
    filter: `[id] = '${id['Собака']}'`,
  });
  expect(
    parents.rows
      .filter((r) => r.prop === PROP.parentClass)
      .map((r) => r.val)
      .sort(),
  ).toEqual([id['Млекопитающее'], id['Растение']].sort());

  // Дерево / Список: the choice is remembered.
  await page.getByRole('button', { name: 'Список' }).click();
  await expect(page.getByTestId('term-list')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('term-list')).toBeVisible();
  await expect(tree(page)).toHaveCount(0);
});
