import { describe, expect, it } from 'vitest';
import { checkTemplate, parseTemplate, renderReport, TemplateError, type SourceData } from './index.ts';

const courses: SourceData = {
  alias: 'курсы',
  name: 'Курсы',
  columns: [
    { code: 'c1', title: 'Курс', type: 'string' },
    { code: 'c2', title: 'Зачётные единицы', type: 'number' },
    { code: 'c3', title: 'Начало', type: 'date' },
  ],
  rows: [
    ['Алгебра', 5, '2026-09-01'],
    ['<b>Логика</b>', 2.5, null],
  ],
  total: 2,
};
const teachers: SourceData = { alias: 'teachers', name: 'Преподаватели', columns: [], rows: [], total: 0 };
const input = { report: { name: 'Отчёт', annotation: '' }, today: '2026-11-25', sources: [courses, teachers] };

const html = (template: string) => renderReport(template, input).html;
const errorOf = (f: () => unknown) => {
  try {
    f();
  } catch (error) {
    if (error instanceof TemplateError) return `${error.line}:${error.column} ${error.reason}`;
    throw error;
  }
  return 'no error';
};

describe('report templates (issue 18 item 3)', () => {
  it('§3 report template: values, the report name and today', () => {
    expect(html('# {{report.name}}\nНа {{today}}: {{курсы.total}} курса')).toBe(
      '<h1>Отчёт</h1>\n<p>На 25.11.2026: 2 курса</p>',
    );
  });

  it('loops over the rows of a source, each row a list item, values escaped', () => {
    const out = html('{{#each курсы}}\n- {{@index}}. {{Курс}} — {{Зачётные единицы}} ({{Начало}})\n{{/each}}');
    expect(out).toBe('<ul><li>1. Алгебра — 5 (01.09.2026)</li><li>2. &lt;b&gt;Логика&lt;/b&gt; — 2,5 ()</li></ul>');
  });

  it('§4 aggregates over a source: sum, avg with 2 decimals, count, list', () => {
    expect(html('{{курсы.sum.Зачётные единицы}}; {{курсы.avg.c2}}; {{курсы.count.Курс}}; {{курсы.list.Курс}}')).toBe(
      '<p>7,5; 3,75; 2; Алгебра, &lt;b&gt;Логика&lt;/b&gt;</p>',
    );
  });

  it('if/else on a value and on a source having rows', () => {
    expect(html('{{#if teachers}}есть{{else}}нет преподавателей{{/if}}')).toBe('<p>нет преподавателей</p>');
    expect(html('{{#each курсы}}{{#if Начало}}{{Курс}} {{/if}}{{/each}}')).toBe('<p>Алгебра</p>');
  });

  it('a table of a source and a value that looks like Markdown stays text', () => {
    const out = html('{{table курсы}}');
    expect(out).toContain('<thead><tr><th>Курс</th><th>Зачётные единицы</th><th>Начало</th></tr></thead>');
    expect(out).toContain('<td>&lt;b&gt;Логика&lt;/b&gt;</td><td>2,5</td><td></td>');
    const hashy = { ...input, report: { name: '# не заголовок', annotation: '' } };
    expect(renderReport('{{report.name}}', hashy).html).toBe('<p># не заголовок</p>');
  });

  it('§8: a source that failed shows its text in place, the rest renders', () => {
    const failed = { ...courses, error: 'Не удалось загрузить семантический поиск «Курсы»', rows: [], total: 0 };
    const out = renderReport('Итого: {{курсы.sum.Курс}}\n{{#each курсы}}{{Курс}}{{/each}}\nКонец', {
      ...input,
      sources: [failed],
    }).html;
    expect(out).toContain('Итого: Не удалось загрузить семантический поиск «Курсы»');
    expect(out).toContain('Конец');
  });

  it('says when a source was cut', () => {
    expect(renderReport('x', { ...input, sources: [{ ...courses, total: 5000 }] }).html).toContain(
      'Источник «курсы»: в отчёте первые 2 строк из 5000.',
    );
  });

  it('errors at a line and column, in Russian', () => {
    expect(errorOf(() => parseTemplate('a\n  {{#each x}}b'))).toBe('2:3 Блок «{{#each …}}» не закрыт');
    expect(errorOf(() => parseTemplate('ab {{name'))).toBe('1:4 Не закрыта подстановка: нет «}}»');
    expect(errorOf(() => parseTemplate('{{#each a}}{{/if}}'))).toBe('1:12 «{{/if}}» закрывает «{{#each …}}»');
    expect(errorOf(() => parseTemplate('{{#loop a}}'))).toContain('1:1 Неизвестный блок');
    expect(errorOf(() => checkTemplate('x\n{{table b}}', ['a']))).toBe('2:1 Нет источника «b»; источники отчёта: a');
    expect(errorOf(() => html('{{курсы.median.Курс}}'))).toContain('1:1 «median» — не агрегат');
    expect(errorOf(() => html('{{#each курсы}}\n{{Цена}}\n{{/each}}'))).toBe(
      '2:1 Нет столбца «Цена» в источнике «курсы»',
    );
  });

  it('block tags on lines of their own leave no blank lines', () => {
    const out = html('Курсы:\n{{#each курсы}}\n{{Курс}}\n{{/each}}\nвсё');
    expect(out).toBe('<p>Курсы:<br>Алгебра<br>&lt;b&gt;Логика&lt;/b&gt;<br>всё</p>');
  });

  it('a loop inside a loop that would write too much is stopped at the loop', () => {
    const many = { ...courses, rows: Array.from({ length: 1000 }, (_, i) => [`Курс ${i}`, i, null]), total: 1000 };
    const run = () =>
      renderReport('{{#each курсы}}{{#each курсы}}{{Курс}} {{/each}}{{/each}}', { ...input, sources: [many] });
    expect(errorOf(run)).toContain('1:1 Отчёт длиннее 2000000 символов');
  });
});
