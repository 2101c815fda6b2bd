import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, IMPORT_STATUS_UPDATE, ONTOLOGY_MODEL, PROP, type ImportStatusEvent } from '@ontobench/core/common';
import imports from '@ontobench/ext-imports/node';
import ontology from '@ontobench/ext-ontology/node';
import type { ClassDto, CsvCheck, CsvPreview, CsvTarget } from '../../extensions/imports/src/common/csv/api.ts';
import type { ImportResultDto } from '../../extensions/imports/src/common/results/api.ts';
import { ALICE, BOB, startTestServer, tableCounts, type Client, type TestServer } from './harness.ts';

/**
 * Issue 21 item 4 (CSV import; shell.md §2 `/csv-import`, `/csv-import-to-exists-model`; domain.md §3
 * "Import document and result", §7 IMPORT_STATUS_UPDATE) on a real server and database: the dry run names
 * every bad row before anything is written, a CSV with bad rows writes nothing, the fixed one writes every
 * row in one transaction as the signed-in user, and a reader of the model is refused.
 */
let t: TestServer;
let alice: Client;
let bob: Client;
let model = '';
let employee = '';
const prop = { age: '', salary: '', hired: '', active: '' };

const json = async <T>(reply: Response | Promise<Response>, status = 200): Promise<T> => {
  const r = await reply;
  const text = await r.text();
  expect([r.status, text]).toEqual([status, expect.any(String)]);
  return (text ? JSON.parse(text) : null) as T;
};
const errorOf = async (reply: Response | Promise<Response>, status: number) =>
  (await json<{ error: string }>(reply, status)).error;

const HEADER = 'Имя;Возраст;Оклад;Принят;Работает';
/** `n` good rows; `bad` maps a data row's index (0-based) to the line written instead. */
function csv(n: number, bad: Record<number, string> = {}): string {
  const lines = [HEADER];
  for (let i = 0; i < n; i++)
    lines.push(
      bad[i] ?? `Сотрудник ${i + 1};${20 + (i % 40)};${1000 + i},5;0${1 + (i % 9)}.03.2020;${i % 2 ? 'да' : 'нет'}`,
    );
  return lines.join('\r\n') + '\r\n';
}
const existing = (): CsvTarget => ({
  kind: 'existing',
  modelId: model,
  classId: employee,
  nameColumn: 0,
  columns: [
    { column: 1, property: prop.age },
    { column: 2, property: prop.salary },
    { column: 3, property: prop.hired },
    { column: 4, property: prop.active },
  ],
});
const rowsOf = async (c: Client, cls: string) =>
  (
    await json<{ rows: { row: number }[]; total?: number }>(
      c.data({ act: 'get_data', class: cls, fields: [{ prop: PROP.name }], limit: 10_000 }),
    )
  ).rows.length;

beforeAll(async () => {
  t = await startTestServer([ontology, imports]);
  [alice, bob] = await Promise.all([t.signIn(ALICE), t.signIn(BOB)]);
  model = randomUUID();
  employee = randomUUID();
  const [age, salary, hired, active] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  Object.assign(prop, { age, salary, hired, active });
  const dataProp = (id: string, name: string, type: string) => [
    { op: 'new', class: CLASS.DataProperty, name, inst: id },
    { op: 'upd', inst: id, prop: PROP.baseType, val: type },
    { op: 'upd', inst: id, prop: PROP.domain, val: [employee] },
    { op: 'add', inst: id, prop: ONTOLOGY_MODEL.memberOf, val: model },
  ];
  await json(
    alice.data({
      act: 'set_data',
      data: [
        { op: 'new', class: ONTOLOGY_MODEL.ontologyClass, name: 'Кадры', inst: model },
        { op: 'new', class: CLASS.Class, name: 'Сотрудник', inst: employee },
        { op: 'add', inst: employee, prop: ONTOLOGY_MODEL.memberOf, val: model },
        ...dataProp(age, 'возраст', 'integer'),
        ...dataProp(salary, 'оклад', 'real'),
        ...dataProp(hired, 'дата приёма', 'date'),
        ...dataProp(active, 'работает', 'boolean'),
      ],
    }),
  );
  // Bob reads the model (a reader's assignment) but may not change it.
  await json(
    alice.data({
      act: 'set_data',
      data: [{ op: 'new', class: CLASS.Assignment, name: 'reader', inst: randomUUID() }].flatMap((op) => [
        op,
        { op: 'upd', inst: op.inst, prop: PROP.obj, val: model },
        { op: 'upd', inst: op.inst, prop: PROP.user, val: bob.userId },
        { op: 'upd', inst: op.inst, prop: PROP.roleCode, val: 'reader' },
      ]),
    }),
  );
});
afterAll(() => t?.close());

describe('the model and its classes', () => {
  it('lists the models the user reads and the class with its data properties and types', async () => {
    const { models } = await json<{ models: { id: string; name: string }[] }>(
      alice.request('GET', '/api/imports/models'),
    );
    expect(models).toContainEqual({ id: model, name: 'Кадры' });
    const { classes } = await json<{ classes: ClassDto[] }>(
      alice.request('GET', `/api/imports/models/${model}/classes`),
    );
    expect(classes).toHaveLength(1);
    expect(classes[0]!.properties.map((p) => [p.name, p.baseType])).toEqual([
      ['возраст', 'integer'],
      ['дата приёма', 'date'],
      ['оклад', 'real'],
      ['работает', 'boolean'],
    ]);
    expect(await errorOf(alice.request('GET', `/api/imports/models/${randomUUID()}/classes`), 404)).toBe(
      'Модель не найдена',
    );
  });
});

describe('preview', () => {
  it('detects «;» and «,», drops a UTF-8 BOM, shows the first 20 rows and counts them all', async () => {
    const semi = await json<CsvPreview>(
      alice.request('POST', '/api/imports/csv/preview', { text: `\ufeff${csv(30)}` }),
    );
    expect([semi.delimiter, semi.header[0], semi.rows.length, semi.rowCount]).toEqual([';', 'Имя', 20, 30]);
    const comma = await json<CsvPreview>(
      alice.request('POST', '/api/imports/csv/preview', { text: 'Имя,"Оклад, руб."\nА,"1,5"\n' }),
    );
    expect([comma.delimiter, comma.header, comma.rows]).toEqual([',', ['Имя', 'Оклад, руб.'], [['А', '1,5']]]);
  });

  it('a malformed file is a clear Russian 400', async () => {
    const preview = (text: unknown) => errorOf(alice.request('POST', '/api/imports/csv/preview', { text }), 400);
    expect(await preview('')).toBe('Файл пуст: выберите файл CSV');
    expect(await preview('PK\u0003\u0004\u0000\u0000')).toBe('Файл не похож на CSV: в нём двоичные данные');
    expect(await preview('\ufffd\ufffd;x\n')).toMatch(/^Файл не в кодировке UTF-8/);
    expect(await preview('Имя;Возраст\n"Иван;30\n')).toMatch(/^Файл не читается как CSV: незакрытая кавычка/);
    expect(await errorOf(alice.request('POST', '/api/imports/csv/preview', '[1]'), 400)).toBe(
      'Тело запроса должно быть объектом JSON',
    );
  });
});

describe('dry run, then the import: all or nothing (issue 21 quality bar)', () => {
  // Data rows 2 and 4 (lines 3 and 5 of the file) are bad.
  const bad = csv(1000, {
    1: 'Сотрудник 2;двадцать;1000;01.03.2020;да',
    3: 'Сотрудник 4;30;1000;31.02.2020;может быть',
  });

  it('the dry run lists every bad cell with its row number and column, and writes nothing', async () => {
    const before = await tableCounts(t.temp);
    const check = await json<CsvCheck>(
      alice.request('POST', '/api/imports/csv/check', { text: bad, fileName: 'staff.csv', target: existing() }),
    );
    expect(check.rowCount).toBe(1000);
    expect(check.errorCount).toBe(3);
    expect(check.errors).toEqual([
      { row: 3, column: 'Возраст', message: '«двадцать» — не целое число' },
      { row: 5, column: 'Принят', message: '«31.02.2020» — не дата (ГГГГ-ММ-ДД или ДД.ММ.ГГГГ)' },
      { row: 5, column: 'Работает', message: '«может быть» — не логическое значение (да/нет, true/false, 1/0)' },
    ]);
    expect(await tableCounts(t.temp)).toEqual(before);
  });

  it('importing the bad CSV writes no row, names both bad rows, and records the error', async () => {
    const reply = await errorOf(
      alice.request('POST', '/api/imports/csv/run', { text: bad, fileName: 'staff.csv', target: existing() }),
      400,
    );
    expect(reply).toBe('Ничего не записано. Ошибок: 3, строки: 3, 5');
    expect(await rowsOf(alice, employee)).toBe(0);
    const { results } = await json<{ results: ImportResultDto[] }>(alice.request('GET', '/api/imports/results'));
    expect(results[0]).toMatchObject({ name: 'staff.csv', kind: 'csv', status: 'error', message: reply, rows: 0 });
    expect(results[0]!.endDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(results[0]!.errors.map((e) => e.row)).toEqual([3, 5, 5]);
  });

  it('the fixed CSV writes all 1,000 rows with typed values; the user hears IMPORT_STATUS_UPDATE', async () => {
    const socket: Socket = await new Promise((resolve, reject) => {
      const s = connect(t.url, { path: '/socket.io', transports: ['websocket'], auth: { token: alice.token } });
      s.on('connect', () => resolve(s));
      s.on('connect_error', reject);
    });
    try {
      const notices: ImportStatusEvent[] = [];
      socket.on(IMPORT_STATUS_UPDATE, (event: ImportStatusEvent) => notices.push(event));
      const end = await json<{ importId: string; modelId: string; rows: number }>(
        alice.request('POST', '/api/imports/csv/run', { text: csv(1000), fileName: 'staff.csv', target: existing() }),
      );
      expect([end.modelId, end.rows]).toEqual([model, 1000]);
      expect(await rowsOf(alice, employee)).toBe(1000);
      const rows = await json<{ rows: { inst: string; prop?: string; val: unknown }[] }>(
        alice.data({
          act: 'get_data',
          class: employee,
          fields: [
            { prop: PROP.name },
            { prop: prop.age },
            { prop: prop.salary },
            { prop: prop.hired },
            { prop: prop.active },
          ],
          filter: `[${PROP.name}] = 'Сотрудник 2'`,
        }),
      );
      expect(rows.rows.map((r) => r.val)).toEqual(['Сотрудник 2', 21, 1001.5, '2020-03-02', true]);
      // domain.md §7: the notice goes to that user with importId, importName and status.
      await expect.poll(() => notices.at(-1)?.status, { timeout: 5000 }).toMatch(/^готово/);
      expect(
        notices.every((n) => n.importId === end.importId && n.importName === 'staff.csv' && n.userId === alice.userId),
      ).toBe(true);
      const result = await json<ImportResultDto>(alice.request('GET', `/api/imports/results/${end.importId}`));
      expect(result).toMatchObject({ status: 'done', rows: 1000, modelId: model });
      // Another user does not read it.
      expect(await errorOf(bob.request('GET', `/api/imports/results/${end.importId}`), 404)).toBe('Импорт не найден');
    } finally {
      socket.close();
    }
  });
});

describe('access and mapping', () => {
  it('a reader of the model gets 403 on the dry run and the import, and nothing changes', async () => {
    const before = await tableCounts(t.temp);
    const body = { text: csv(3), fileName: 'bob.csv', target: existing() };
    const forbidden = 'Недостаточно прав: в модель «Кадры» пишут её автор, редакторы и администраторы';
    expect(await errorOf(bob.request('POST', '/api/imports/csv/check', body), 403)).toBe(forbidden);
    expect(await errorOf(bob.request('POST', '/api/imports/csv/run', body), 403)).toBe(forbidden);
    expect(await tableCounts(t.temp)).toEqual(before);
  });

  it('a mapping that does not fit the file or the class is a Russian 400', async () => {
    const run = (target: unknown) =>
      errorOf(alice.request('POST', '/api/imports/csv/check', { text: csv(2), target }), 400);
    expect(await run({ ...existing(), nameColumn: 9 })).toBe('Поле «nameColumn»: в файле нет столбца с номером 9');
    expect(await run({ ...existing(), columns: [{ column: 1, property: randomUUID() }] })).toBe(
      'Столбец «Возраст»: у класса «Сотрудник» нет такого свойства',
    );
    expect(await run({ ...existing(), kind: 'other' })).toBe('Поле «kind» должно быть «new» или «existing»');
    expect(await run(undefined)).toBe('Не указано, куда импортировать строки');
  });

  it('into a new model: the class and properties come from the header', async () => {
    const target: CsvTarget = {
      kind: 'new',
      modelName: 'Штат',
      className: 'Работник',
      nameColumn: 0,
      columns: [
        { column: 1, name: 'Возраст', type: 'integer' },
        { column: 2, name: 'Оклад', type: 'real' },
        { column: 3, name: 'Принят', type: 'date' },
        { column: 4, name: 'Работает', type: 'skip' },
      ],
    };
    const end = await json<{ modelId: string; classId: string; rows: number }>(
      alice.request('POST', '/api/imports/csv/run', { text: csv(5), fileName: 'new.csv', target }),
    );
    expect(end.rows).toBe(5);
    const { classes } = await json<{ classes: ClassDto[] }>(
      alice.request('GET', `/api/imports/models/${end.modelId}/classes`),
    );
    expect(classes.map((c) => [c.name, c.properties.map((p) => `${p.name}:${p.baseType}`)])).toEqual([
      ['Работник', ['Возраст:integer', 'Оклад:real', 'Принят:date']],
    ]);
    expect(await rowsOf(alice, end.classId)).toBe(5);
  });
});
