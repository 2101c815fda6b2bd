import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { CLASS, PROP } from '../../core/src/common/ontology/system-ontology.ts';
import { dataApi, expect, test } from './fixtures.ts';

/**
 * Issue 18 items 4, 5 in the real product: a fresh user's small ontology (60 students in two groups),
 * an OWL rule built in the editor (its text and SWRL side by side), run (§9: the first 50 rows and the
 * total), applied and undone; a formal context made from the students, its lattice, a concept's extent
 * and intent, the CSV and SVG downloads.
 */
test.use({ account: 'fresh', viewport: { width: 1440, height: 900 } });

const STUDENTS = 60;

async function smallOntology(request: Parameters<typeof dataApi>[0], token: string, tag: string) {
  const call = await dataApi(request, token);
  const id = {
    student: randomUUID(),
    group: randomUUID(),
    studiesIn: randomUUID(),
    memberOf: randomUUID(),
    year: randomUUID(),
    groups: [randomUUID(), randomUUID()],
  };
  const objectProp = (inst: string, name: string) => [
    { op: 'new', class: CLASS.ObjectProperty, name, inst },
    { op: 'add', inst, prop: PROP.domain, val: id.student },
    { op: 'add', inst, prop: PROP.range, val: id.group },
    { op: 'upd', inst, prop: PROP.multiple, val: true },
  ];
  await call({
    act: 'set_data',
    data: [
      { op: 'new', class: CLASS.Class, name: `Студент ${tag}`, inst: id.student },
      { op: 'new', class: CLASS.Class, name: `Группа ${tag}`, inst: id.group },
      ...objectProp(id.studiesIn, `Учится в ${tag}`),
      ...objectProp(id.memberOf, `Состоит в ${tag}`),
      { op: 'new', class: CLASS.DataProperty, name: `Год обучения ${tag}`, inst: id.year },
      { op: 'upd', inst: id.year, prop: PROP.baseType, val: 'string' },
      { op: 'add', inst: id.year, prop: PROP.domain, val: id.student },
      { op: 'new', class: id.group, name: 'Группа А', inst: id.groups[0] },
      { op: 'new', class: id.group, name: 'Группа Б', inst: id.groups[1] },
    ],
  });
  const students = Array.from({ length: STUDENTS }, (_, i) => {
    const inst = randomUUID();
    return [
      { op: 'new', class: id.student, name: `Студент ${String(i + 1).padStart(2, '0')}`, inst },
      { op: 'add', inst, prop: id.studiesIn, val: id.groups[i % 2] },
      { op: 'upd', inst, prop: id.year, val: String((i % 3) + 1) },
    ];
  });
  await call({ act: 'set_data', data: students.flat() });
  return id;
}

test('an OWL rule is built in the editor, run (50 rows of 60), applied and undone', async ({ page, signedIn }) => {
  const tag = randomUUID().slice(0, 6);
  await smallOntology(page.request, signedIn.token, tag);
  await page.goto('/owl-rules');
  await expect(page.getByTestId('owl-rules-empty')).toBeVisible();
  await page.getByTestId('owl-rule-create').click();
  await expect(page).toHaveURL(/\/owl-rule\/new$/);

  const pick = async (testId: string, text: string, nth = 0) => {
    await page.getByTestId(testId).nth(nth).fill(text);
    await page.getByRole('option', { name: text }).click();
  };
  await page.getByTestId('rule-name').fill(`Членство в группах ${tag}`);
  await pick('rule-subject-class', `Студент ${tag}`);
  await pick('rule-property', `Учится в ${tag}`);
  await page.getByTestId('rule-object').fill('?g');
  await pick('rule-object-class', `Группа ${tag}`);
  await page.getByTestId('rule-out-subject').click();
  await page.getByRole('option', { name: '?x' }).click();
  await pick('rule-out-property', `Состоит в ${tag}`);
  await page.getByTestId('rule-out-object').click();
  await page.getByRole('option', { name: '?g' }).click();

  // The rule text and its SWRL form, side by side, live.
  await expect(page.getByTestId('rule-text')).toHaveText(
    `Если ?x — Студент ${tag} и ?x Учится в ${tag} ?g и ?g — Группа ${tag}, то ?x Состоит в ${tag} ?g`,
  );
  await expect(page.getByTestId('rule-swrl')).toHaveText(
    `Студент_${tag}(?x) ^ Учится_в_${tag}(?x, ?g) ^ Группа_${tag}(?g) -> Состоит_в_${tag}(?x, ?g)`,
  );
  await expect(page.getByTestId('rule-problem')).toHaveText('Правило составлено верно.');
  await page.getByTestId('rule-name').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/h2-rule-1440.png' });
  await page.getByTestId('rule-save').click();
  await expect(page).toHaveURL(/\/owl-rule\/[0-9a-f-]{36}$/);

  // §9 "rule results first 50 rows": exactly 50 rows, the total says 60.
  await page.getByTestId('rule-run').click();
  await expect(page.getByTestId('rule-results').locator('tbody tr')).toHaveCount(50);
  await expect(page.getByTestId('rule-total')).toContainText(`Совпадений: ${STUDENTS}; показаны первые 50`);

  await page.getByTestId('rule-apply').click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`утверждений: ${STUDENTS}`);
  await confirm.getByRole('button', { name: 'Добавить' }).click();
  await expect(page.getByTestId('rule-outcome')).toContainText(`Добавлено утверждений: ${STUDENTS}.`);
  await page.getByTestId('rule-undo').click();
  await expect(page.getByTestId('rule-outcome')).toContainText(`удалено утверждений: ${STUDENTS}.`);

  await page.setViewportSize({ width: 800, height: 900 });
  await page.getByTestId('rule-name').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/h2-rule-800.png' });
  await page.goto('/owl-rules');
  await expect(page.getByTestId('owl-rules-list')).toContainText(`Членство в группах ${tag}`);
});

test('a formal context: its lattice, a concept’s extent and intent, CSV and SVG', async ({ page, signedIn }) => {
  const tag = randomUUID().slice(0, 6);
  await smallOntology(page.request, signedIn.token, tag);
  await page.goto('/fca');
  await expect(page.getByTestId('fca-list-empty')).toBeVisible();
  await page.getByTestId('fca-create').click();
  await page.getByTestId('fca-create-name').fill(`Студенты ${tag}`);
  await page.getByTestId('fca-create-class').fill(`Студент ${tag}`);
  await page.getByRole('option', { name: `Студент ${tag}` }).click();
  const props = page.getByTestId('fca-create-properties');
  await props.getByText(`Учится в ${tag}`).click();
  await props.getByText(`Год обучения ${tag}`).click();
  await page.getByTestId('fca-create-submit').click();
  await expect(page).toHaveURL(/\/fca\/[0-9a-f-]{36}$/);

  const lattice = page.getByTestId('fca-lattice');
  await expect(lattice).toBeVisible();
  await expect(page.getByTestId('fca-cross-table').locator('tbody tr')).toHaveCount(STUDENTS);
  // Group А × year 1: students 1, 7, 13, … (i % 2 = 0 and i % 3 = 0): 10 of them.
  const attribute = lattice.getByTestId('fca-attribute-label').filter({ hasText: `Учится в ${tag}: Группа А` });
  await expect(attribute).toHaveCount(1);
  await attribute.locator('xpath=..').locator('circle').click();
  await expect(page.getByTestId('fca-intent')).toContainText(`Учится в ${tag}: Группа А`);
  await expect(page.getByTestId('fca-extent').locator('li')).toHaveCount(STUDENTS / 2);
  // The keyboard: the top concept (all students), Enter.
  await lattice.getByTestId('fca-concept').first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('fca-extent').locator('li')).toHaveCount(STUDENTS);
  await page.screenshot({ path: '/tmp/h2-fca-1440.png', fullPage: true });

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('fca-csv').click()]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const csvText = await readFile((await csv.path())!, 'utf8');
  expect(csvText).toContain('Студент 01');
  const [svg] = await Promise.all([page.waitForEvent('download'), page.getByTestId('fca-svg').click()]);
  expect(svg.suggestedFilename()).toMatch(/\.svg$/);
  expect(await readFile((await svg.path())!, 'utf8')).toContain('<svg');

  await page.setViewportSize({ width: 800, height: 900 });
  await lattice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/h2-fca-800.png' });
});
