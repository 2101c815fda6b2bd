import { instanceRows, PROP, type GetDataReply } from '@ontobench/sdk/common';
import type { SeedContext } from '@ontobench/sdk/node';
import { ANALYSIS_CLASS } from '../../common/classes.ts';
import type { ReportSource } from '../../common/reports/api.ts';
import { REPORT_CLASS, REPORT_PROP } from '../../common/reports/schema.ts';

/** The demo report's name. */
export const DEMO_REPORT = 'Сводка по учебным курсам';

/** The demo search the report loops over (node/demo/seed.ts DEMO_SEARCH) and its columns. */
const COURSES = 'Учебные курсы и зачётные единицы';

/** The demo report's template; with `second`, the other demo search as a table. */
export const demoTemplate = (second: boolean) =>
  [
    '# {{report.name}}',
    'Дата: {{today}}',
    '',
    '## Курсы',
    'Всего курсов: {{курсы.total}}, зачётных единиц: {{курсы.sum.Зачётные единицы}} ' +
      '(в среднем {{курсы.avg.Зачётные единицы}}, больше всего {{курсы.max.Зачётные единицы}}).',
    '',
    '{{#each курсы}}',
    '- {{@index}}. {{Курс}} — {{Зачётные единицы}} з. е.',
    '{{/each}}',
    ...(second ? ['', '## {{второй.name}}', 'Строк: {{второй.total}}.', '', '{{table второй}}'] : []),
  ].join('\n');

/**
 * The demo user's report (issue 18 item 8) over the demo searches: the courses search in a loop with
 * its aggregates, and another demo search (when the demo has one) as a table. Seeded after the searches.
 */
export async function seedReportsDemo(ctx: SeedContext): Promise<void> {
  const reply = (await ctx.data.run(ctx.user, {
    act: 'get_data',
    class: ANALYSIS_CLASS.SemanticSearch,
    limit: 50,
  })) as GetDataReply;
  const searches = instanceRows(reply);
  const courses = searches.find((s) => s.name === COURSES);
  if (!courses) {
    ctx.log.info('no demo report: no demo semantic search');
    return;
  }
  const other = searches.find((s) => s.id !== courses.id);
  const sources: ReportSource[] = [
    { alias: 'курсы', search: courses.id },
    ...(other ? [{ alias: 'второй', search: other.id }] : []),
  ];
  const created = (await ctx.data.run(ctx.user, {
    act: 'set_data',
    data: [{ op: 'new', class: REPORT_CLASS.Report, name: DEMO_REPORT }],
  })) as { results: { inst: string }[] };
  const inst = created.results[0]!.inst;
  await ctx.data.run(ctx.user, {
    act: 'set_data',
    data: [
      { op: 'upd', inst, prop: PROP.description, val: 'Курсы демонстрационного университета: список и итоги.' },
      { op: 'upd', inst, prop: REPORT_PROP.template, val: demoTemplate(other !== undefined) },
      { op: 'upd', inst, prop: REPORT_PROP.ssData, val: JSON.stringify(sources) },
      { op: 'upd', inst, prop: REPORT_PROP.source, val: sources.map((s) => s.search) },
    ],
  });
  ctx.log.info(`demo report: ${DEMO_REPORT}`);
}
