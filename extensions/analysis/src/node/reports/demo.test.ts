import { describe, expect, it } from 'vitest';
import { renderReport, type SourceData } from '../../common/reports/template/index.ts';
import { demoTemplate } from './demo.ts';

const courses: SourceData = {
  alias: 'курсы',
  name: 'Учебные курсы и зачётные единицы',
  columns: [
    { code: 'name', title: 'Курс', type: 'string' },
    { code: 'c', title: 'Зачётные единицы', type: 'number' },
  ],
  rows: [
    ['Алгебра', 5],
    ['Логика', 2],
  ],
  total: 2,
};
const other: SourceData = { ...courses, alias: 'второй', name: 'Другой поиск' };

describe('the demo report (issue 18 item 8)', () => {
  it('renders over the demo search with a loop and aggregates, and the other search as a table', () => {
    const { html } = renderReport(demoTemplate(true), {
      report: { name: 'Сводка по учебным курсам', annotation: '' },
      today: '2026-11-25',
      sources: [courses, other],
    });
    expect(html).toContain('<h1>Сводка по учебным курсам</h1>');
    expect(html).toContain('Всего курсов: 2, зачётных единиц: 7 (в среднем 3,5, больше всего 5).');
    expect(html).toContain('<li>1. Алгебра — 5 з. е.</li><li>2. Логика — 2 з. е.</li>');
    expect(html).toContain('<h2>Другой поиск</h2>');
    expect(html).toContain('<td>Логика</td>');
    expect(
      renderReport(demoTemplate(false), {
        report: { name: 'x', annotation: '' },
        today: '2026-11-25',
        sources: [courses],
      }).html,
    ).not.toContain('<table');
  });
});
