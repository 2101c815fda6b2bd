import ExcelJS from 'exceljs';
import { PROP } from '../../core/src/common/index.ts';
import { dataCall, expect, forgiveConsoleErrors, signInAs, test } from './fixtures.ts';
import { makeStaffModel } from './ontology-data.ts';

/**
 * Issue 21 item 4, Excel (shell.md §2 `/import-from-excel`, administrators): the administrator describes
 * a sheet on the page (sheet, header row, model, class, name column, column → property) and runs it on
 * a real .xlsx. A file with a bad row: the dry run names the sheet's row, the import writes nothing and
 * says why. The fixed file imports with its progress, result and the IMPORT_STATUS_UPDATE notice
 * (domain.md §7, §9: 5000 ms); the rows are in the class's list and the import in `/csv-import-index`.
 */
const ROWS = 300;

/** A workbook like a person's: a title row, the header in row 2, then one row per employee. */
async function workbook(tag: string, bad: Record<number, (string | number | Date)[]> = {}): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Сотрудники');
  sheet.addRow([`Список сотрудников ${tag}`]);
  sheet.addRow(['ФИО', 'Принят', 'Возраст']);
  for (let i = 0; i < ROWS; i++)
    sheet.addRow(bad[i] ?? [`Сотрудник ${tag} ${i + 1}`, new Date(Date.UTC(2020, 2, 1 + (i % 28))), 20 + (i % 40)]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('an .xlsx with a bad row: named, nothing written; the fixed file imports every row', async ({
  page,
  signedIn,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const { cls, age, hired } = await makeStaffModel(page.request, signedIn.token, tag, `Сотрудник ${tag}`);
  /** How many objects of the class the store holds (get_data's `count_rows`, shell.md §7). */
  const written = async () => {
    const reply = (await dataCall(page.request, signedIn.token, {
      act: 'get_data',
      class: cls,
      fields: [{ prop: PROP.name }],
      limit: 1,
    })) as { count_rows: number };
    return reply.count_rows;
  };

  // The descriptor, made on the page.
  await page.goto('/import-from-excel');
  await expect(page.getByTestId('imports-excel').getByRole('heading', { name: 'Импорт из Excel' })).toBeVisible();
  await page.getByTestId('imports-excel-create').click();
  const form = page.getByTestId('imports-excel-form');
  await form.getByTestId('imports-excel-name').fill(`Кадры из Excel ${tag}`);
  await form.getByLabel('Лист (пусто — первый)').fill('Сотрудники');
  await form.getByLabel('Строка заголовка').fill('2');
  await form.getByTestId('imports-excel-model').selectOption({ label: `Кадры ${tag}` });
  await form.getByTestId('imports-excel-class').selectOption({ label: `Сотрудник ${tag}` });
  await form.getByLabel('Заголовок столбца с именем объекта').fill('ФИО');
  const add = form.getByRole('button', { name: 'Добавить столбец' });
  await add.click();
  await add.click();
  const headers = form.getByLabel('Заголовок столбца', { exact: true });
  const properties = form.getByLabel('Свойство', { exact: true });
  await expect(headers).toHaveCount(2);
  await headers.nth(0).fill('Возраст');
  await properties.nth(0).selectOption(age);
  await headers.nth(1).fill('Принят');
  await properties.nth(1).selectOption(hired);
  await form.getByTestId('imports-excel-save').click();
  await expect(
    page.getByTestId('message-bar').filter({ hasText: `Описание «Кадры из Excel ${tag}» сохранено` }),
  ).toBeVisible();
  await expect(form).toHaveCount(0);
  const row = page.getByTestId('imports-excel-row').filter({ hasText: `Кадры из Excel ${tag}` });
  await expect(row.getByRole('cell')).toHaveText([`Кадры из Excel ${tag}`, 'Сотрудники', '2', '3', /.*/]);
  await row.getByRole('button', { name: 'Импортировать файл' }).click();

  // A file whose fourth employee's age is a word (row 6 of the sheet): the dry run names it.
  const run = page.getByTestId('imports-excel-run');
  await expect(run).toContainText(`Импорт по описанию «Кадры из Excel ${tag}»`);
  const fileName = `staff-${tag}.xlsx`;
  const file = run.getByTestId('imports-excel-file');
  await file.setInputFiles({
    name: fileName,
    mimeType: XLSX,
    buffer: await workbook(tag, { 3: [`Сотрудник ${tag} 4`, new Date(Date.UTC(2020, 2, 4)), 'сорок'] }),
  });
  await expect(run).toContainText(fileName);
  await run.getByTestId('imports-excel-check').click();
  await expect(run.getByTestId('imports-check-errors')).toContainText(
    'Ошибок: 1. Ничего не записано. Исправьте файл и загрузите его снова.',
  );
  const errors = run.getByTestId('imports-check-error');
  await expect(errors).toHaveCount(1);
  await expect(errors.getByRole('cell')).toHaveText(['6', 'Возраст', '«сорок» — не целое число']);

  // Its import refuses the whole file and says why; not one row is written.
  await run.getByTestId('imports-excel-start').click();
  await expect(run.getByTestId('imports-excel-error')).toHaveText(
    'Импорт не выполнен: Ничего не записано. Ошибок: 1, строка: 6',
  );
  await expect(errors.getByRole('cell')).toHaveText(['6', 'Возраст', '«сорок» — не целое число']);
  // The refused job's result is a 400, which the browser logs.
  expect(forgiveConsoleErrors(consoleErrors, /status of 400/)).toBe(1);
  expect(await written()).toBe(0);

  // The fixed file: the dry run passes, the import shows its progress, then the result and the notice.
  await file.setInputFiles({ name: fileName, mimeType: XLSX, buffer: await workbook(tag) });
  await expect(run.getByTestId('imports-excel-error')).toHaveCount(0);
  await run.getByTestId('imports-excel-check').click();
  await expect(run.getByTestId('imports-check-ok')).toHaveText(
    `Ошибок нет: строк к импорту — ${ROWS}. Ничего не записано.`,
  );
  const progress = run.getByTestId('imports-progress').waitFor({ state: 'visible', timeout: 30_000 });
  await run.getByTestId('imports-excel-start').click();
  await progress;
  await expect(run.getByTestId('imports-excel-done')).toHaveText(`Импорт завершён: записано строк — ${ROWS}.`, {
    timeout: 60_000,
  });
  await expect(run.getByTestId('imports-progress')).toHaveCount(0);
  await expect(page.getByTestId('message-bar').filter({ hasText: `Импорт «${fileName}»: готово` })).toBeVisible();
  expect(await written()).toBe(ROWS);

  // The rows are in the app: the class's list, and both imports on the index (newest first).
  await page.goto(`/examp_list/${cls}`);
  await expect(page.getByText(`Сотрудник ${tag} 1`, { exact: true })).toBeVisible();
  await page.goto('/csv-import-index');
  const ours = page.getByTestId('imports-result-row').filter({ hasText: fileName });
  await expect(ours).toHaveCount(2);
  await expect(ours.nth(0)).toContainText('Готово');
  await expect(ours.nth(0)).toContainText(`записано строк: ${ROWS}`);
  await expect(ours.nth(1)).toContainText('Ошибка');
});

test('a non-administrator opening /import-from-excel gets the access-denied page', async ({ page }) => {
  await signInAs(page, 'user');
  await page.goto('/import-from-excel');
  await expect(page).toHaveURL(/\/access-denied\?path=%2Fimport-from-excel$/);
  await expect(page.getByTestId('access-denied').getByRole('heading', { name: 'Доступ запрещён' })).toBeVisible();
});
