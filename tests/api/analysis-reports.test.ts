import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import analysis from '@ontobench/ext-analysis/node';
import type { RenderReply, ReportDto } from '../../extensions/analysis/src/common/reports/api.ts';
import { ANALYSIS_CLASS } from '../../extensions/analysis/src/common/schema.ts';
import { ALICE, BOB, startTestServer, type Client, type TestServer } from './harness.ts';

/**
 * Issue 18 item 3 on a real server: reports (domain.md §3 "Report: name, annotation, source (several
 * semantic searches), author, date_create, template (text), ssData"), rendered as the user, §8's text
 * for a source they may not read, and the .docx and .xlsx exports.
 */
let t: TestServer;
let alice: Client;
let bob: Client;
const [course, teacher, credits] = [randomUUID(), randomUUID(), randomUUID()];
const [courses, teachers, bobs] = [randomUUID(), randomUUID(), randomUUID()];

async function ok(c: Client, body: Record<string, unknown>) {
  const reply = await c.data(body);
  expect(reply.status, await reply.clone().text()).toBe(200);
}

const search = (inst: string, name: string, cls: string, extra: object[] = []) => [
  { op: 'new', class: ANALYSIS_CLASS.SemanticSearch, name, inst },
  {
    op: 'upd',
    inst,
    prop: PROP.json,
    val: JSON.stringify({
      get_data: { class: cls },
      columns: [{ prop_id: 'name', new_name: 'Название', code: 'name', ord: 10, sort: 1 }, ...extra],
      filters: [],
      calcColumns: [],
    }),
  },
];

const TEMPLATE = [
  '# {{report.name}}',
  'Курсов: {{к.total}}, кредитов: {{к.sum.Кредиты}}, в среднем {{к.avg.Кредиты}}.',
  '{{#each к}}',
  '- {{Название}}: {{Кредиты}}',
  '{{/each}}',
  '{{table п}}',
].join('\n');
const SOURCES = [
  { alias: 'к', search: courses },
  { alias: 'п', search: teachers },
];

const json = async <T>(reply: Response, status = 200): Promise<T> => {
  expect(reply.status, await reply.clone().text()).toBe(status);
  return (await reply.json()) as T;
};
let report: ReportDto;

beforeAll(async () => {
  t = await startTestServer([analysis]);
  [alice, bob] = await Promise.all([t.signIn(ALICE), t.signIn(BOB)]);
  await ok(alice, {
    act: 'set_data',
    data: [
      { op: 'new', class: CLASS.Class, name: 'Курс', inst: course },
      { op: 'new', class: CLASS.Class, name: 'Преподаватель', inst: teacher },
      { op: 'new', class: CLASS.DataProperty, name: 'Кредиты', inst: credits },
      { op: 'upd', inst: credits, prop: PROP.baseType, val: 'integer' },
      { op: 'add', inst: credits, prop: PROP.domain, val: course },
    ],
  });
  const made = [
    ['Алгебра', 5],
    ['<script>x</script>', 2],
    ['Графы', 4],
  ].flatMap(([name, value]) => {
    const inst = randomUUID();
    return [
      { op: 'new', class: course, name, inst },
      { op: 'upd', inst, prop: credits, val: value },
    ];
  });
  await ok(alice, {
    act: 'set_data',
    data: [
      ...made,
      { op: 'new', class: teacher, name: 'Иванов' },
      { op: 'new', class: teacher, name: 'Петрова' },
      ...search(courses, 'Курсы', course, [{ prop_id: credits, new_name: 'Кредиты', code: 'credits', ord: 20 }]),
      ...search(teachers, 'Преподаватели', teacher),
    ],
  });
  await ok(bob, { act: 'set_data', data: search(bobs, 'Поиск Боба', CLASS.Class) });
  report = await json<ReportDto>(
    await alice.request('POST', '/api/analysis/reports', {
      name: 'Сводка: курсы',
      annotation: 'Для деканата',
      template: TEMPLATE,
      sources: SOURCES,
    }),
  );
}, 120_000);

afterAll(() => t?.close());

describe('reports (issue 18 item 3)', () => {
  it('§3 report: stored with its name, annotation, template and sources; listed', async () => {
    expect(report).toMatchObject({
      name: 'Сводка: курсы',
      annotation: 'Для деканата',
      template: TEMPLATE,
      sources: SOURCES,
    });
    expect(report.dateCreate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const list = await json<{ reports: ReportDto[] }>(await alice.request('GET', '/api/analysis/reports'));
    expect(list.reports.map((r) => r.id)).toContain(report.id);
  });

  it('renders two sources with a loop, aggregates and a table, every value escaped', async () => {
    const reply = await json<RenderReply>(await alice.request('POST', `/api/analysis/reports/${report.id}/render`));
    expect(reply.sources).toEqual([
      { alias: 'к', search: courses, name: 'Курсы', total: 3, read: 3 },
      { alias: 'п', search: teachers, name: 'Преподаватели', total: 2, read: 2 },
    ]);
    expect(reply.html).toContain('<h1>Сводка: курсы</h1>');
    expect(reply.html).toContain('<p>Курсов: 3, кредитов: 11, в среднем 3,67.</p>');
    expect(reply.html).toContain(
      '<ul><li>&lt;script&gt;x&lt;/script&gt;: 2</li><li>Алгебра: 5</li><li>Графы: 4</li></ul>',
    );
    expect(reply.html).toContain('<td>Иванов</td>');
    expect(reply.html).not.toContain('<script>');
  });

  it('§8: a source the user may not read shows the failure text, the rest still renders', async () => {
    const reply = await json<RenderReply>(
      await alice.request('POST', '/api/analysis/report-preview', {
        template: 'Боб: {{б.total}}\n\n{{#each б}}{{Название}}{{/each}}\n\nКурсов: {{к.total}}',
        sources: [
          { alias: 'б', search: bobs },
          { alias: 'к', search: courses },
        ],
      }),
    );
    const failure = 'Не удалось загрузить семантический поиск «б». Вероятно, отсутствует необходимый доступ';
    expect(reply.sources[0]).toMatchObject({ alias: 'б', total: 0, error: failure });
    expect(reply.html).toContain(`Боб: ${failure}`);
    expect(reply.html).toContain('Курсов: 3');
    // Nor can it be saved as a source.
    const saved = await alice.request('POST', '/api/analysis/reports', {
      name: 'x',
      sources: [{ alias: 'б', search: bobs }],
    });
    expect([saved.status, ((await saved.json()) as { error: string }).error]).toEqual([
      400,
      'Источник «б»: семантический поиск не найден',
    ]);
  });

  it('a bad template is a 400 at its line and column, nothing written', async () => {
    const bad = { name: 'Плохой', template: 'Итого\n  {{#each к}}{{Название}}', sources: SOURCES };
    const reply = await alice.request('POST', '/api/analysis/reports', bad);
    expect([reply.status, ((await reply.json()) as { error: string }).error]).toEqual([
      400,
      'Шаблон, строка 2, столбец 3: Блок «{{#each …}}» не закрыт',
    ]);
    const list = await json<{ reports: ReportDto[] }>(await alice.request('GET', '/api/analysis/reports'));
    expect(list.reports.map((r) => r.name)).not.toContain('Плохой');
    const unknown = await alice.request('POST', '/api/analysis/report-preview', {
      template: '{{к.sum.Цена}}',
      sources: SOURCES,
    });
    expect([unknown.status, ((await unknown.json()) as { error: string }).error]).toEqual([
      400,
      'Шаблон, строка 1, столбец 1: Нет столбца «Цена» в источнике «к»',
    ]);
  });

  it("a user's report is not another's: 404 for every call", async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['PUT', ''],
      ['DELETE', ''],
      ['POST', '/render'],
      ['GET', '/docx'],
      ['GET', '/xlsx'],
    ] as const) {
      const reply = await bob.request(
        method,
        `/api/analysis/reports/${report.id}${path}`,
        method === 'PUT' ? { name: 'x' } : undefined,
      );
      expect([method, path, reply.status, ((await reply.json()) as { error: string }).error]).toEqual([
        method,
        path,
        404,
        'Отчёт не найден',
      ]);
    }
  });

  it('exports Word: a .docx named after the report with the rendered text', async () => {
    const reply = await alice.request('GET', `/api/analysis/reports/${report.id}/docx`);
    expect(reply.status).toBe(200);
    expect(decodeURIComponent(reply.headers.get('content-disposition') ?? '')).toContain('Сводка  курсы.docx');
    const zip = await JSZip.loadAsync(await reply.arrayBuffer());
    const xml = await zip.file('word/document.xml')!.async('string');
    expect(xml).toContain('Курсов: 3, кредитов: 11, в среднем 3,67.');
    expect(xml).toContain('Алгебра: 5');
    expect(xml).toContain('&lt;script&gt;x&lt;/script&gt;: 2');
  });

  it('exports Excel: the text sheet and a sheet per source with typed cells', async () => {
    const reply = await alice.request('GET', `/api/analysis/reports/${report.id}/xlsx`);
    expect(reply.status).toBe(200);
    expect(decodeURIComponent(reply.headers.get('content-disposition') ?? '')).toContain('Сводка  курсы.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await reply.arrayBuffer());
    expect(book.worksheets.map((s) => s.name)).toEqual(['Отчёт', 'к', 'п']);
    expect(book.getWorksheet('Отчёт')!.getCell('A1').value).toBe('Сводка: курсы');
    const sheet = book.getWorksheet('к')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Название', 'Кредиты']);
    expect(sheet.getRow(2).values).toEqual([undefined, '<script>x</script>', 2]);
    expect(sheet.getRow(3).values).toEqual([undefined, 'Алгебра', 5]);
    expect(sheet.rowCount).toBe(4);
  });

  it('changes and deletes a report', async () => {
    const changed = await json<ReportDto>(
      await alice.request('PUT', `/api/analysis/reports/${report.id}`, { name: 'Другое', template: 'x', sources: [] }),
    );
    expect(changed).toMatchObject({ name: 'Другое', template: 'x', sources: [] });
    expect((await alice.request('DELETE', `/api/analysis/reports/${report.id}`)).status).toBeLessThan(300);
    expect((await alice.request('GET', `/api/analysis/reports/${report.id}`)).status).toBe(404);
  });
});
