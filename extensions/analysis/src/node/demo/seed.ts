import { CLASS } from '@ontobench/sdk/common';
import type { SeedContext } from '@ontobench/sdk/node';
import type { SearchConfig } from '../../common/search-config.ts';
import { seedFcaDemo } from '../fca/demo.ts';
import { seedReportsDemo } from '../reports/demo.ts';
import { seedRulesDemo } from '../rules/demo.ts';
import { findByName } from './find-by-name.ts';
import { seedMoreSearches } from './more-searches.ts';
import { storeDemoSearch } from './store-search.ts';

/** The demo search's name: the structured documents' demo finds it by this name (§7). */
export const DEMO_SEARCH = 'Учебные курсы и зачётные единицы';

/**
 * The analysis area's demo data: the demo user's semantic search over the demo university's courses
 * (name and credits, most credits first), which the demo structured document shows in a table. It
 * finds the class and the property by name in the demo model; without them (a database seeded without
 * the sample ontology) there is nothing to search and nothing is written.
 */
export async function seedAnalysisDemo(ctx: SeedContext): Promise<void> {
  await seedFcaDemo(ctx);
  await seedRulesDemo(ctx);
  const run = (request: Parameters<SeedContext['data']['run']>[1]) => ctx.data.run(ctx.user, request);
  const idOf = findByName(run);
  const course = await idOf(CLASS.Class, 'Учебный курс');
  const credits = await idOf(CLASS.DataProperty, 'Зачётные единицы');
  if (!course || !credits) {
    ctx.log.info('no demo semantic search: the sample ontology has no courses');
    return;
  }
  const config: SearchConfig = {
    get_data: { class: course, fields: [{ prop: credits, sort: 'desc' }] },
    filters: [],
    columns: [
      { prop_id: 'name', old_name: 'Название', new_name: 'Курс', ord: 10 },
      {
        prop_id: credits,
        old_name: 'Зачётные единицы',
        new_name: 'Зачётные единицы',
        ord: 20,
        sort: 1,
        sort_mode: 'desc',
      },
    ],
    calcColumns: [],
  };
  await storeDemoSearch(run, {
    name: DEMO_SEARCH,
    code: 'courses-credits',
    description: 'Курсы демонстрационного университета по числу зачётных единиц.',
    rootClass: course,
    config,
  });
  ctx.log.info(`demo semantic search: ${DEMO_SEARCH}`);
  await seedMoreSearches(run, idOf);
  ctx.log.info('demo semantic searches: students by faculty, staff rates');
  await seedReportsDemo(ctx);
}
