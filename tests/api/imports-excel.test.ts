import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, ONTOLOGY_MODEL, PROP } from '@ontobench/core/common';
import imports from '@ontobench/ext-imports/node';
import ontology from '@ontobench/ext-ontology/node';
import type { CsvCheck } from '../../extensions/imports/src/common/csv/api.ts';
import type { ExcelDescriptor, ExcelDescriptorInput } from '../../extensions/imports/src/common/excel/api.ts';
import type { ImportResultDto } from '../../extensions/imports/src/common/results/api.ts';
import { ADMIN, ALICE, startTestServer, tableCounts, type Client, type TestServer } from './harness.ts';

/**
 * Issue 21 item 4, Excel (shell.md §2 `/import-from-excel`, administrators only): stored import
 * descriptors (sheet, header row, column → property, target class) and running one on an uploaded .xlsx
 * with the same dry run, job and result as a CSV, on a real server and database.
 */
let t: TestServer;
let admin: Client;
let alice: Client;
const ids = { model: randomUUID(), cls: randomUUID(), age: randomUUID(), hired: randomUUID() };

const json = async <T>(reply: Response | Promise<Response>, status = 200): Promise<T> => {
  const r = await reply;
  const text = await r.text();
  expect([r.status, text]).toEqual([status, expect.any(String)]);
  return (text ? JSON.parse(text) : null) as T;
};
const errorOf = async (reply: Response | Promise<Response>, status: number) =>
  (await json<{ error: string }>(reply, status)).error;

/** A workbook with a title row, the header in row 2 and `rows` data rows (Date cells as dates). */
async function xlsx(rows: (string | number | Date)[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Сотрудники');
  sheet.addRow(['Список сотрудников']);
  sheet.addRow(['ФИО', 'Принят', 'Возраст']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}
const good = () =>
  Array.from({ length: 50 }, (_, i) => [`Сотрудник ${i + 1}`, new Date(Date.UTC(2020, 2, 1 + (i % 28))), 20 + i]);

let descriptor: ExcelDescriptor;
const input = (): ExcelDescriptorInput => ({
  name: 'Кадры из Excel',
  sheet: 'Сотрудники',
  headerRow: 2,
  modelId: ids.model,
  classId: ids.cls,
  nameColumn: 'ФИО',
  columns: [
    { header: 'Возраст', property: ids.age },
    { header: 'Принят', property: ids.hired },
  ],
});

beforeAll(async () => {
  t = await startTestServer([ontology, imports]);
  [admin, alice] = await Promise.all([t.signIn(ADMIN), t.signIn(ALICE)]);
  const prop = (id: string, name: string, type: string) => [
    { op: 'new', class: CLASS.DataProperty, name, inst: id },
    { op: 'upd', inst: id, prop: PROP.baseType, val: type },
    { op: 'upd', inst: id, prop: PROP.domain, val: [ids.cls] },
  ];
  await json(
    admin.data({
      act: 'set_data',
      data: [
        { op: 'new', class: ONTOLOGY_MODEL.ontologyClass, name: 'Кадры', inst: ids.model },
        { op: 'new', class: CLASS.Class, name: 'Сотрудник', inst: ids.cls },
        { op: 'add', inst: ids.cls, prop: ONTOLOGY_MODEL.memberOf, val: ids.model },
        ...prop(ids.age, 'возраст', 'integer'),
        ...prop(ids.hired, 'дата приёма', 'date'),
      ],
    }),
  );
});
afterAll(() => t?.close());

describe('descriptors (administrators only, shell.md §2)', () => {
  it('an administrator stores one; a non-administrator gets 403 on every call and nothing changes', async () => {
    descriptor = await json<ExcelDescriptor>(admin.request('POST', '/api/imports/excel/descriptors', input()));
    expect(descriptor).toMatchObject({ ...input(), id: expect.any(String) });
    const before = await tableCounts(t.temp);
    const calls: [string, string][] = [
      ['GET', '/api/imports/excel/descriptors'],
      ['POST', '/api/imports/excel/descriptors'],
      ['PUT', `/api/imports/excel/descriptors/${descriptor.id}`],
      ['DELETE', `/api/imports/excel/descriptors/${descriptor.id}`],
      ['POST', `/api/imports/excel/descriptors/${descriptor.id}/check`],
      ['POST', `/api/imports/excel/descriptors/${descriptor.id}/run`],
    ];
    for (const [method, path] of calls)
      expect(
        (await alice.request(method, path, method === 'GET' || method === 'DELETE' ? undefined : input())).status,
        path,
      ).toBe(403);
    expect(await tableCounts(t.temp)).toEqual(before);
    const { descriptors } = await json<{ descriptors: ExcelDescriptor[] }>(
      admin.request('GET', '/api/imports/excel/descriptors'),
    );
    expect(descriptors.map((d) => d.name)).toEqual(['Кадры из Excel']);
  });

  it('a descriptor that does not fit the model is a Russian 400', async () => {
    const post = (body: unknown) => errorOf(admin.request('POST', '/api/imports/excel/descriptors', body), 400);
    expect(await post({ ...input(), name: ' ' })).toBe('Укажите название описания');
    expect(await post({ ...input(), headerRow: 0 })).toBe('Поле «headerRow»: номер строки заголовка от 1 до 1000');
    expect(await post({ ...input(), columns: [{ header: 'X', property: randomUUID() }] })).toBe(
      'Столбец «X»: у класса «Сотрудник» нет такого свойства',
    );
  });
});

describe('running a descriptor on an .xlsx', () => {
  it("the dry run lists the bad rows by the sheet's row numbers; the import of that file writes nothing", async () => {
    const rows = good();
    rows[3] = ['Сотрудник 4', new Date(Date.UTC(2020, 2, 4)), 'сорок'];
    rows[9] = ['', new Date(Date.UTC(2020, 2, 4)), 30];
    const file = await xlsx(rows);
    const check = await json<CsvCheck>(
      admin.request('POST', `/api/imports/excel/descriptors/${descriptor.id}/check`, { file, fileName: 'staff.xlsx' }),
    );
    // The header is row 2 of the sheet: data rows 4 and 10 are rows 6 and 12 of the sheet.
    expect(check.errors).toEqual([
      { row: 6, column: 'Возраст', message: '«сорок» — не целое число' },
      { row: 12, column: 'ФИО', message: 'пустое имя объекта' },
    ]);
    const error = await errorOf(
      admin.request('POST', `/api/imports/excel/descriptors/${descriptor.id}/run`, { file, fileName: 'staff.xlsx' }),
      400,
    );
    expect(error).toBe('Ничего не записано. Ошибок: 2, строки: 6, 12');
  });

  it('the fixed file writes every row, typed; the result is recorded as an Excel import', async () => {
    const end = await json<{ rows: number; importId: string }>(
      admin.request('POST', `/api/imports/excel/descriptors/${descriptor.id}/run`, {
        file: await xlsx(good()),
        fileName: 'staff.xlsx',
      }),
    );
    expect(end.rows).toBe(50);
    const reply = await json<{ rows: { val: unknown }[] }>(
      admin.data({
        act: 'get_data',
        class: ids.cls,
        fields: [{ prop: PROP.name }, { prop: ids.hired }, { prop: ids.age }],
        filter: `[${PROP.name}] = 'Сотрудник 2'`,
      }),
    );
    expect(reply.rows.map((r) => r.val)).toEqual(['Сотрудник 2', '2020-03-02', 21]);
    const result = await json<ImportResultDto>(admin.request('GET', `/api/imports/results/${end.importId}`));
    expect(result).toMatchObject({ kind: 'excel', status: 'done', rows: 50 });
  });

  it('a file that is not an .xlsx, or lacks a column, is a clear Russian 400', async () => {
    const run = (file: string) =>
      errorOf(admin.request('POST', `/api/imports/excel/descriptors/${descriptor.id}/check`, { file }), 400);
    expect(await run(Buffer.from('not a workbook').toString('base64'))).toBe(
      'Файл не читается как книга Excel (.xlsx)',
    );
    expect(await run('')).toBe('Файл пуст: выберите книгу Excel (.xlsx)');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Сотрудники');
    sheet.addRow(['x']);
    sheet.addRow(['ФИО', 'Возраст']);
    expect(await run(Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64'))).toBe(
      'В листе нет столбца «Принят»',
    );
  });
});
