import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { CLASS, PROP } from '../../core/src/common/ontology/system-ontology.ts';
import { ONTO_CLASS, ONTO_PROP } from '../../extensions/ontology/src/common/schema.ts';
import { expect, registerFreshUser, signInWithToken, test } from './fixtures.ts';
import { setData } from './ontology-data.ts';

/**
 * The class tree shown to a reader (issue 14, item 5 and the keyboard bar): another user's ontology,
 * assigned to this one as reader (domain.md §3 "Diagram roles: editor (can edit) and reader (cannot
 * edit)", the same role codes for any object). They may browse it — open, close, keys, the card — but
 * nothing offers a change: no row is draggable, there is no «Переместить…» and no create button.
 */

test.beforeEach(async ({ page }) => {
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
});

const NAMES = ['Животное', 'Млекопитающее', 'Собака', 'Растение'] as const;
type Name = (typeof NAMES)[number];

const tree = (page: Page) => page.getByRole('tree', { name: 'Иерархия классов' });
const item = (page: Page, name: string) => tree(page).getByRole('treeitem', { name: new RegExp(`^${name}`) });
const shown = async (page: Page) =>
  tree(page)
    .getByRole('treeitem')
    .evaluateAll((rows) =>
      rows
        .map((r) => ({ top: r.getBoundingClientRect().top, text: `${r.getAttribute('aria-level')}:${r.textContent}` }))
        .sort((a, b) => a.top - b.top)
        .map((r) => r.text),
    );

test('a reader browses the tree by mouse and keys, and is offered no drag, no Move… and no create', async ({
  page,
}) => {
  const owner = await registerFreshUser(page.request, 'tree-owner');
  const reader = await registerFreshUser(page.request, 'tree-reader');
  const onto = randomUUID();
  const id = Object.fromEntries(NAMES.map((n) => [n, randomUUID()])) as Record<Name, string>;
  const assign = (obj: string) => {
    const inst = randomUUID();
    return [
      { op: 'new', class: CLASS.Assignment, name: 'reader', inst },
      { op: 'upd', inst, prop: PROP.obj, val: obj },
      { op: 'upd', inst, prop: PROP.user, val: reader.id },
      { op: 'upd', inst, prop: PROP.roleCode, val: 'reader' },
    ];
  };
  await setData(page.request, owner.token, [
    { op: 'new', class: ONTO_CLASS.Ontology, name: 'Чужая онтология', inst: onto },
    ...NAMES.flatMap((name) => [
      { op: 'new', class: CLASS.Class, name, inst: id[name] },
      { op: 'add', inst: id[name], prop: ONTO_PROP.ontology, val: onto },
    ]),
    { op: 'add', inst: id['Млекопитающее'], prop: PROP.parentClass, val: id['Животное'] },
    { op: 'add', inst: id['Собака'], prop: PROP.parentClass, val: id['Млекопитающее'] },
    ...[onto, ...Object.values(id)].flatMap(assign),
  ]);

  await signInWithToken(page, reader.token);
  await page.goto(`/class_list?ontology=${onto}`);
  await expect(tree(page)).toBeVisible();
  await expect.poll(() => shown(page)).toEqual(['1:Животное', '1:Растение']);
  await expect(page.getByTestId('filter-ontology')).toHaveValue('Чужая онтология');

  // Nothing offers a change.
  await expect(page.getByTestId('tree-move')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Переместить/ })).toHaveCount(0);
  await expect(page.getByTestId('side-menu-create')).toHaveCount(0);
  await page.getByRole('button', { name: 'Развернуть все' }).click();
  await expect.poll(() => shown(page)).toEqual(['1:Животное', '2:Млекопитающее', '3:Собака', '1:Растение']);
  await expect(tree(page).locator('[draggable="true"]')).toHaveCount(0);

  // Mouse: the chevron closes and opens a node.
  await item(page, 'Животное').getByTestId('tree-toggle').click();
  await expect.poll(() => shown(page)).toEqual(['1:Животное', '1:Растение']);
  await item(page, 'Животное').getByTestId('tree-toggle').click();
  await expect(item(page, 'Млекопитающее')).toBeVisible();
  await page.getByRole('button', { name: 'Свернуть все' }).click();

  // Keys: the WAI-ARIA tree pattern, as for an editor.
  await tree(page).focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await expect(item(page, 'Животное')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(item(page, 'Млекопитающее')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(item(page, 'Собака')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(item(page, 'Млекопитающее')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(item(page, 'Млекопитающее')).toHaveAttribute('aria-expanded', 'false');
  // A drag attempt changes nothing (rows are not draggable; the server is not asked).
  await item(page, 'Растение').dragTo(item(page, 'Животное'));
  await expect(page.getByText(/перемещён под/)).toHaveCount(0);
  await page.keyboard.press('End');
  await expect(item(page, 'Растение')).toHaveAttribute('aria-level', '1');
  await expect(item(page, 'Растение')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/class_list/${id['Растение']}$`));
});
