import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { CLASS, PROP } from '../../core/src/common/ontology/system-ontology.ts';
import { ANALYSIS_CLASS } from '../../extensions/analysis/src/common/classes.ts';
import { dataApi, expect, test } from './fixtures.ts';

/**
 * Issue 18 item 3 in the real product (shell.md §2 /reports, /report/designer/{id}, /report/viewer/{id},
 * /report/view/{id} in blank layout): a fresh user's two semantic searches become the sources of a
 * report made in the designer (a loop and an aggregate, the live preview), saved, opened in the viewer
 * and the printable blank view, and downloaded as Word and Excel.
 */
test.use({ account: 'fresh' });

async function twoSearches(request: Parameters<typeof dataApi>[0], token: string, tag: string) {
  const call = await dataApi(request, token);
  const [course, teacher, credits] = [randomUUID(), randomUUID(), randomUUID()];
  const search = (name: string, cls: string, extra: object[] = []) => {
    const inst = randomUUID();
    const config = {
      get_data: { class: cls },
      columns: [{ prop_id: 'name', new_name: 'Название', code: 'name', ord: 10, sort: 1 }, ...extra],
      filters: [],
      calcColumns: [],
    };
    return [
      { op: 'new', class: ANALYSIS_CLASS.SemanticSearch, name: `${name} ${tag}`, inst },
      { op: 'upd', inst, prop: PROP.json, val: JSON.stringify(config) },
    ];
  };
  await call({
    act: 'set_data',
    data: [
      { op: 'new', class: CLASS.Class, name: `Курс ${tag}`, inst: course },
      { op: 'new', class: CLASS.Class, name: `Преподаватель ${tag}`, inst: teacher },
      { op: 'new', class: CLASS.DataProperty, name: `Кредиты ${tag}`, inst: credits },
      { op: 'upd', inst: credits, prop: PROP.baseType, val: 'integer' },
      { op: 'add', inst: credits, prop: PROP.domain, val: course },
    ],
  });
  await call({
    act: 'set_data',
    data: [
      ...[
        ['Алгебра', 5],
        ['Геометрия', 4],
        ['Логика', 3],
      ].flatMap(([name, value]) => {
        const inst = randomUUID();
        return [
          { op: 'new', class: course, name, inst },
          { op: 'upd', inst, prop: credits, val: value },
        ];
      }),
      { op: 'new', class: teacher, name: 'Иванов' },
      { op: 'new', class: teacher, name: 'Петрова' },
      ...search('Курсы', course, [{ prop_id: credits, new_name: 'Кредиты', code: 'credits', ord: 20 }]),
      ...search('Преподаватели', teacher),
    ],
  });
}

const TEMPLATE = [
  '# {{report.name}}',
  'Курсов: {{курсы.total}}, кредитов: {{курсы.sum.Кредиты}}.',
  '{{#each курсы}}',
  '- {{Название}}: {{Кредиты}}',
  '{{/each}}',
  '## Преподаватели',
  '{{table преподаватели}}',
].join('\n');

test('a report of two searches is designed, previewed, saved, viewed, printed and exported', async ({
  page,
  signedIn,
}) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 6);
  await twoSearches(page.request, signedIn.token, tag);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/reports');
  await expect(page.getByTestId('reports-empty')).toBeVisible();
  await page.getByTestId('report-create').click();
  await expect(page).toHaveURL(/\/report\/designer\/new$/);
  await expect(page.getByRole('banner')).toContainText('Конструктор отчёта');

  await page.getByTestId('report-name').fill('Сводка по курсам');
  await page.getByTestId('report-add-source').click();
  await page.getByTestId('report-source-search-0').selectOption({ label: `Курсы ${tag}` });
  await page.getByTestId('report-add-source').click();
  await page.getByTestId('report-source-search-1').selectOption({ label: `Преподаватели ${tag}` });
  await expect(page.getByTestId('report-source-alias-0')).toHaveValue('курсы');
  await expect(page.getByTestId('report-source-alias-1')).toHaveValue('преподаватели');
  await page.getByTestId('report-template').fill('{{#each курсы}}');
  await expect(page.getByTestId('report-problem')).toContainText('строка 1, столбец 1');
  await page.getByTestId('report-template').fill(TEMPLATE);
  const preview = page.getByTestId('report-preview-html');
  await expect(preview.locator('h1')).toHaveText('Сводка по курсам');
  await expect(preview).toContainText('Курсов: 3, кредитов: 12.');
  await expect(preview.locator('li')).toHaveText(['Алгебра: 5', 'Геометрия: 4', 'Логика: 3']);
  await expect(preview.locator('td')).toHaveText(['Иванов', 'Петрова']);
  await page.getByText('Синтаксис шаблона').click();
  await expect(page.getByTestId('report-help')).toContainText('{{#each курсы}}');
  await page.screenshot({ path: '/tmp/h3-designer-1440.png', fullPage: true });

  await page.getByTestId('report-save').click();
  await expect(page).toHaveURL(/\/report\/designer\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  await page.getByTestId('report-open-viewer').click();
  await expect(page).toHaveURL(`/report/viewer/${id}`);
  const viewer = page.getByTestId('report-viewer-html');
  await expect(viewer).toContainText('Курсов: 3, кредитов: 12.');
  await page.screenshot({ path: '/tmp/h3-viewer-1440.png', fullPage: true });

  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('report-print').click()]);
  await expect(popup).toHaveURL(`/report/view/${id}?print=1`);
  await expect(popup.getByTestId('report-view-html')).toContainText('Курсов: 3, кредитов: 12.');
  // Blank layout: no application bar or menu around the report.
  await expect(popup.getByRole('banner')).toHaveCount(0);
  await popup.screenshot({ path: '/tmp/h3-view-1440.png', fullPage: true });
  await popup.close();

  const [word] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-word').click()]);
  expect(word.suggestedFilename()).toBe('Сводка по курсам.docx');
  expect((await stat((await word.path())!)).size).toBeGreaterThan(1000);
  const [excel] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-excel').click()]);
  expect(excel.suggestedFilename()).toBe('Сводка по курсам.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await excel.path())!);
  expect(book.worksheets.map((s) => s.name)).toEqual(['Отчёт', 'курсы', 'преподаватели']);
  expect(book.getWorksheet('курсы')!.getRow(2).values).toEqual([undefined, 'Алгебра', 5]);

  await page.setViewportSize({ width: 800, height: 1000 });
  await page.screenshot({ path: '/tmp/h3-viewer-800.png', fullPage: true });
  await page.goto(`/report/designer/${id}`);
  await expect(page.getByTestId('report-preview-html')).toContainText('Логика: 3');
  await page.screenshot({ path: '/tmp/h3-designer-800.png', fullPage: true });
  await page.goto('/reports');
  await expect(page.getByRole('link', { name: 'Открыть отчёт «Сводка по курсам»' })).toBeVisible();
});
