import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import analysis from '@ontobench/ext-analysis/node';
import type { RunReply } from '../../extensions/analysis/src/common/api.ts';
import { ANALYSIS_CLASS } from '../../extensions/analysis/src/common/schema.ts';
import { ALICE, BOB, startTestServer, type Client, type TestServer } from './harness.ts';

/**
 * Issue 18 items 1, 2 on a real server: `semantic-search/run` (domain.md §3 "Semantic search": json holds
 * get_data, filters, columns and calcColumns; §4 "calculated columns (formula), aggregates list, listUnique,
 * sum, avg (2 decimals), max, min, count, countUnique"), the exports (§9 "Excel export sheet name Лист1,
 * file name defaults to the semantic search name with .xlsx") and §8's failure text.
 */
let t: TestServer;
let alice: Client;
let bob: Client;
const course = randomUUID();
const teacher = randomUUID();
const credits = randomUUID();
const start = randomUUID();
const teaches = randomUUID();
const degree = randomUUID();
const search = randomUUID();
const NAME = 'Курсы, кредиты и преподаватели';

async function ok(c: Client, body: Record<string, unknown>) {
  const reply = await c.data(body);
  expect(reply.status, JSON.stringify(await reply.clone().json())).toBe(200);
  return reply.json();
}

const config = {
  get_data: { class: course },
  columns: [
    { prop_id: 'name', new_name: 'Курс', code: 'name', ord: 10 },
    { prop_id: credits, new_name: 'Кредиты', code: 'credits', ord: 20, sort: 1, sort_mode: 'desc', agg: 'sum' },
    { prop_id: start, new_name: 'Начало', code: 'start', ord: 30, agg: 'max' },
    { prop_id: teaches, new_name: 'Преподаватель', code: 'teacher', ord: 40, do_not_filter: true },
    { prop_id: degree, path: [teaches], new_name: 'Степень', code: 'degree', ord: 50, agg: 'listUnique' },
  ],
  filters: [],
  calcColumns: [
    { code: 'hours', name: 'Часы', formula: '[Кредиты] * 36', type: 'number', ord: 25, agg: 'avg' },
    { code: 'year', name: 'Год', formula: "if([start] = null, 'нет', year([Начало]))", ord: 35 },
  ],
};

const run = (c: Client, body: Record<string, unknown>) => c.request('POST', '/api/semantic-search/run', body);
async function page(c: Client, body: Record<string, unknown>): Promise<RunReply> {
  const reply = await run(c, body);
  expect(reply.status, await reply.clone().text()).toBe(200);
  return (await reply.json()) as RunReply;
}

beforeAll(async () => {
  t = await startTestServer([analysis]);
  [alice, bob] = await Promise.all([t.signIn(ALICE), t.signIn(BOB)]);
  await ok(alice, {
    act: 'set_data',
    data: [
      { op: 'new', class: CLASS.Class, name: 'Курс', inst: course },
      { op: 'new', class: CLASS.Class, name: 'Преподаватель', inst: teacher },
      { op: 'new', class: CLASS.DataProperty, name: 'Кредиты', inst: credits },
      { op: 'new', class: CLASS.DataProperty, name: 'Начало', inst: start },
      { op: 'new', class: CLASS.DataProperty, name: 'Степень', inst: degree },
      { op: 'new', class: CLASS.ObjectProperty, name: 'Ведёт', inst: teaches },
    ],
  });
  await ok(alice, {
    act: 'set_data',
    data: [
      { op: 'upd', inst: credits, prop: PROP.baseType, val: 'integer' },
      { op: 'add', inst: credits, prop: PROP.domain, val: course },
      { op: 'upd', inst: start, prop: PROP.baseType, val: 'date' },
      { op: 'add', inst: start, prop: PROP.domain, val: course },
      { op: 'upd', inst: degree, prop: PROP.baseType, val: 'string' },
      { op: 'add', inst: degree, prop: PROP.domain, val: teacher },
      { op: 'add', inst: teaches, prop: PROP.domain, val: course },
      { op: 'add', inst: teaches, prop: PROP.range, val: teacher },
    ],
  });
  const ivanov = randomUUID();
  const petrova = randomUUID();
  await ok(alice, {
    act: 'set_data',
    data: [
      { op: 'new', class: teacher, name: 'Иванов', inst: ivanov },
      { op: 'new', class: teacher, name: 'Петрова', inst: petrova },
      { op: 'upd', inst: ivanov, prop: degree, val: 'к.т.н.' },
      { op: 'upd', inst: petrova, prop: degree, val: 'д.ф.-м.н.' },
    ],
  });
  const courses: [string, number, string | null, string][] = [
    ['Алгебра', 5, '2024-09-01', petrova],
    ['Базы данных', 4, '2025-02-10', ivanov],
    ['Вычислительная математика', 3, null, petrova],
    ['Графы', 2, '2024-09-02', ivanov],
  ];
  for (const [name, value, date, who] of courses) {
    const inst = randomUUID();
    await ok(alice, {
      act: 'set_data',
      data: [
        { op: 'new', class: course, name, inst },
        { op: 'upd', inst, prop: credits, val: value },
        ...(date ? [{ op: 'upd', inst, prop: start, val: date }] : []),
        { op: 'upd', inst, prop: teaches, val: who },
      ],
    });
  }
  await ok(alice, {
    act: 'set_data',
    data: [
      { op: 'new', class: ANALYSIS_CLASS.SemanticSearch, name: NAME, inst: search },
      { op: 'upd', inst: search, prop: PROP.json, val: JSON.stringify(config) },
    ],
  });
}, 120_000);

afterAll(() => t?.close());

describe('semantic-search/run (issue 18 items 1, 2)', () => {
  it('§3, §4: a stored search with a nested column, calculated columns and aggregates over all rows', async () => {
    const reply = await page(alice, { searchId: search, limit: 2 });
    expect(reply.name).toBe(NAME);
    expect(reply.columns).toEqual([
      { code: 'name', title: 'Курс', type: 'string' },
      { code: 'credits', title: 'Кредиты', type: 'number' },
      { code: 'hours', title: 'Часы', type: 'number', calculated: true },
      { code: 'start', title: 'Начало', type: 'date' },
      { code: 'year', title: 'Год', type: 'number', calculated: true },
      { code: 'teacher', title: 'Преподаватель', type: 'string' },
      { code: 'degree', title: 'Степень', type: 'string' },
    ]);
    expect(reply.total).toBe(4);
    expect(reply.rows).toEqual([
      ['Алгебра', 5, 180, '2024-09-01', 2024, 'Петрова', 'д.ф.-м.н.'],
      ['Базы данных', 4, 144, '2025-02-10', 2025, 'Иванов', 'к.т.н.'],
    ]);
    expect(reply.ids).toHaveLength(2);
    // Over all 4 matching rows, not the page: §9 avg to 2 decimals.
    expect(reply.aggregates).toEqual({ credits: 14, hours: 126, start: '2025-02-10', degree: 'д.ф.-м.н., к.т.н.' });
  });

  it('§3: a per-column filter (get_data filter_mode), with the aggregates of the filtered rows', async () => {
    const reply = await page(alice, { searchId: search, filters: [{ code: 'credits', value: 3, mode: 'le' }] });
    expect(reply.rows.map((r) => r[0])).toEqual(['Вычислительная математика', 'Графы']);
    expect(reply.rows[0]![4]).toBe('нет');
    expect(reply.aggregates).toMatchObject({ credits: 5, hours: 90, degree: 'д.ф.-м.н., к.т.н.' });
  });

  it('§3: do_not_filter columns and unknown filter modes are refused with a message', async () => {
    const refused = await run(alice, { searchId: search, filters: [{ code: 'teacher', value: 'Иванов' }] });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toBe('Столбец «Преподаватель» не участвует в фильтрах');
    const mode = await run(alice, { searchId: search, filters: [{ code: 'credits', value: 1, mode: 'like' }] });
    expect(mode.status).toBe(400);
  });

  it('paging and sorting: the request’s sort, by a property or by a calculated column', async () => {
    const byName = await page(alice, { searchId: search, sort: [{ code: 'name', mode: 'asc' }], offset: 1, limit: 2 });
    expect(byName.rows.map((r) => r[0])).toEqual(['Базы данных', 'Вычислительная математика']);
    expect(byName.total).toBe(4);
    expect(byName.aggregates.credits).toBe(14);
    const next = await page(alice, { searchId: search, offset: 2, limit: 2, aggregates: false });
    expect(next.aggregates).toEqual({});
    expect(next.rows).toHaveLength(2);
    const byHours = await page(alice, { searchId: search, sort: [{ code: 'hours', mode: 'asc' }], limit: 3 });
    expect(byHours.rows.map((r) => r[2])).toEqual([72, 108, 144]);
    const byDegree = await page(alice, {
      searchId: search,
      sort: [
        { code: 'degree', mode: 'desc' },
        { code: 'credits', mode: 'asc' },
      ],
    });
    expect(byDegree.rows.map((r) => r[0])).toEqual(['Графы', 'Базы данных', 'Вычислительная математика', 'Алгебра']);
  });

  it('§4: a configuration being designed runs; a formula that does not parse is a 400 naming the position', async () => {
    const designed = await page(alice, {
      config: { ...config, calcColumns: [{ code: 'x', name: 'Икс', formula: 'upper([Курс])' }] },
      limit: 1,
    });
    expect(designed.name).toBe('Семантический поиск');
    expect(designed.rows[0]).toContain('АЛГЕБРА');
    const bad = await run(alice, { config: { ...config, calcColumns: [{ code: 'x', formula: '[Кредиты] * (2' }] } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe('Вычисляемый столбец «x»: Ошибка в формуле в позиции 15: ожидалось «)»');
    const agg = await run(alice, { config: { ...config, columns: [{ prop_id: credits, agg: 'median' }] } });
    expect(agg.status).toBe(400);
    expect((await agg.json()).error).toContain('неизвестный агрегат «median»');
    const limit = await run(alice, { searchId: search, limit: 5000 });
    expect(limit.status).toBe(400);
  });

  it('§8: a search the user may not read answers the failure text, and nothing of it', async () => {
    const reply = await run(bob, { searchId: search });
    expect(reply.status).toBe(404);
    expect((await reply.json()).error).toBe(
      `Не удалось загрузить семантический поиск «${search}». Вероятно, отсутствует необходимый доступ`,
    );
    expect((await bob.request('GET', `/api/semantic-search/${search}/xlsx`)).status).toBe(404);
    expect((await bob.request('GET', `/api/semantic-search/${search}/csv`)).status).toBe(404);
  });
});

describe('semantic search exports (issue 18 item 2, §9)', () => {
  it('§9: .xlsx with sheet Лист1, typed cells, named after the search', async () => {
    const reply = await alice.request('GET', `/api/semantic-search/${search}/xlsx`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('spreadsheetml');
    expect(reply.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent(`${NAME}.xlsx`)}`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await reply.arrayBuffer());
    const sheet = book.getWorksheet('Лист1')!;
    expect(sheet).toBeDefined();
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Курс',
      'Кредиты',
      'Часы',
      'Начало',
      'Год',
      'Преподаватель',
      'Степень',
    ]);
    expect(sheet.rowCount).toBe(5);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('Алгебра');
    expect(first.getCell(2).value).toBe(5);
    expect(first.getCell(3).value).toBe(180);
    expect(first.getCell(4).value).toEqual(new Date('2024-09-01T00:00:00Z'));
    expect(first.getCell(7).value).toBe('д.ф.-м.н.');
    expect(sheet.getRow(4).getCell(4).value).toBeNull();
  });

  it('CSV: UTF-8 with BOM, `;`-separated, the whole result', async () => {
    const reply = await alice.request('GET', `/api/semantic-search/${search}/csv`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-disposition')).toContain(encodeURIComponent(`${NAME}.csv`));
    const bytes = new Uint8Array(await reply.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe('Курс;Кредиты;Часы;Начало;Год;Преподаватель;Степень');
    expect(lines[1]).toBe('Алгебра;5;180;2024-09-01;2024;Петрова;д.ф.-м.н.');
    expect(lines).toHaveLength(6);
  });
});
