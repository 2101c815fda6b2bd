import { CLASS } from '@ontobench/sdk/common';
import type { SeedContext } from '@ontobench/sdk/node';
import { FCA_CLASS, FCA_PROP } from '../../common/fca/schema.ts';
import { findByName } from '../demo/find-by-name.ts';

/** The demo FCA context's name. */
export const DEMO_FCA_CONTEXT = 'Курсы: области знаний и зачётные единицы';

/**
 * The FCA part's demo (issue 18 item 8): the demo user's context over the demo university's courses by
 * «Область знаний» and «Зачётные единицы». Finds the class and the properties by name in the demo model;
 * without them (no sample ontology) nothing is written.
 */
export async function seedFcaDemo(ctx: SeedContext): Promise<void> {
  const run = (request: Parameters<SeedContext['data']['run']>[1]) => ctx.data.run(ctx.user, request);
  const idOf = findByName(run);
  const course = await idOf(CLASS.Class, 'Учебный курс');
  const field = await idOf(CLASS.ObjectProperty, 'Область знаний');
  const credits = await idOf(CLASS.DataProperty, 'Зачётные единицы');
  if (!course || !field || !credits) {
    ctx.log.info('no demo FCA context: the sample ontology has no courses');
    return;
  }
  const inst = crypto.randomUUID();
  await run({
    act: 'set_data',
    data: [
      { op: 'new', class: FCA_CLASS.FcaContext, name: DEMO_FCA_CONTEXT, inst },
      { op: 'upd', inst, prop: FCA_PROP.sourceClass, val: course },
      { op: 'add', inst, prop: FCA_PROP.properties, val: field },
      { op: 'add', inst, prop: FCA_PROP.properties, val: credits },
    ],
  });
  ctx.log.info(`demo FCA context: ${DEMO_FCA_CONTEXT}`);
}
